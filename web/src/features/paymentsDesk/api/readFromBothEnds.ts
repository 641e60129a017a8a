import {
  endBefore,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  type DocumentData,
  type Query,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
} from 'firebase/firestore/lite';
import { joinRounds, type RoundRead } from '../model/rounds';
import { FIRST_PAGE_SIZE, OLDER_PAGE_SIZE } from './pageSizes';

// The desk's reads of the payment list, newest first: its first screen's page, then every
// payment after it, from both ends of the list at once. Kept apart from the desk's
// other reads, with nothing of the app's, so that the benchmark (Node) warms the emulator with
// exactly these queries and a test can run them on pages of a few documents.

/** A document the read has reached: the cursor that the next page starts after, or ends before. */
export type PageEnd = QueryDocumentSnapshot<DocumentData>;

type Page = QuerySnapshot<DocumentData>;

/** The list's one order: by `createdAt`, then by document name (which Firestore adds itself). */
const byCreatedAt = (direction: 'desc' | 'asc') => orderBy('createdAt', direction);

/** The newest documents of `ordered`, and where they end if more may follow (the first screen). */
export async function readNewestPage<T>(
  ordered: Query<DocumentData>,
  toRecord: (document: PageEnd) => T,
  pageSize: number = FIRST_PAGE_SIZE,
): Promise<{ page: T[]; end: PageEnd | null }> {
  const snapshot = await getDocs(query(ordered, byCreatedAt('desc'), limit(pageSize)));
  return {
    page: snapshot.docs.map(toRecord),
    end: snapshot.size < pageSize ? null : snapshot.docs[snapshot.docs.length - 1]!,
  };
}

/**
 * One page of `ordered` strictly between two documents: downwards (newest first) from `from`,
 * or upwards (oldest first) from `from` (null: from the oldest), ending before `to` if given.
 */
function readPageBetween(
  ordered: Query<DocumentData>,
  direction: 'down' | 'up',
  from: PageEnd | null,
  to: PageEnd | null,
  pageSize: number,
): Promise<Page> {
  return getDocs(
    query(
      ordered,
      byCreatedAt(direction === 'down' ? 'desc' : 'asc'),
      ...(from ? [startAfter(from)] : []),
      ...(to ? [endBefore(to)] : []),
      limit(pageSize),
    ),
  );
}

/**
 * Every document of `ordered` (ordered by `createdAt`) after `after`, newest first: read in
 * rounds of two pages at once, one down from `after`, one up from the oldest, until they meet.
 *
 * Why: each query costs the server a scan before it answers (the emulator's) and then time for each
 * document; pages one after the other added those up, and two at once overlap them.
 *
 * Why it is exact: both directions order by `createdAt` and then by document name (Firestore
 * adds the name, in the direction of the last ordering), so the upward list is the downward
 * one reversed, ties included. Each page ends before the other side's last document of the
 * round before, so a page shorter than asked for has read everything between the two sides.
 * Pages of the same round may overlap (neither knew where the other would stop); a document
 * already read is kept once, where the downward side put it. A payment written during the read
 * is newer than the first screen and is not in it, as with one cursor.
 *
 * `onRound` is called after each round with what it brought; the whole list is answered.
 */
export async function readFromBothEnds<T extends { id: string }>(
  ordered: Query<DocumentData>,
  after: PageEnd,
  toRecord: (document: PageEnd) => T,
  onRound: (read: RoundRead<T>) => void = () => undefined,
  pageSize: number = OLDER_PAGE_SIZE,
): Promise<T[]> {
  const seen = new Set<string>();
  const join = joinRounds<T>();
  let lowestRead: PageEnd = after; // the oldest document read downwards
  let highestRead: PageEnd | null = null; // the newest document read upwards
  for (;;) {
    const [down, up]: [Page, Page] = await Promise.all([
      readPageBetween(ordered, 'down', lowestRead, highestRead, pageSize),
      readPageBetween(ordered, 'up', highestRead, lowestRead, pageSize),
    ]);
    let met = down.size < pageSize || up.size < pageSize;
    /** The documents not read before, as records; a document read before means the pages met. */
    const firstSeen = (documents: PageEnd[]): T[] =>
      documents.flatMap((document) => {
        if (seen.has(document.id)) {
          met = true; // the two pages overlap: everything between the sides is read
          return [];
        }
        seen.add(document.id);
        return [toRecord(document)];
      });
    // downwards first, so a document on both pages stays where the downward side put it
    const round: RoundRead<T> = { newer: firstSeen(down.docs), older: firstSeen(up.docs).reverse() };
    onRound(round);
    const list = join(round);
    if (met) return list;
    lowestRead = down.docs[down.docs.length - 1]!;
    highestRead = up.docs[up.docs.length - 1]!;
  }
}
