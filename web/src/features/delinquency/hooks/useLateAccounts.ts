import {
  DELINQUENCY_TEXTS as T,
  lastLateYear,
  type DuesSchedule,
  type PropertyOwnerSummary,
} from '@lakeside/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNotify } from '@/components/notify';
import { readLateAccounts, countLateAccounts, type HoaAccountRecord } from '@/features/hoaAccounts';
import { ownersOfProperties } from '@/features/properties';
import { markTiming } from '@/lib/timing';
import { lateRows } from '../model/lateRows';

/** Rows read on opening and by each 'Show more'. */
export const LATE_PAGE = 50;
/** Rows read a page at a time when every late account is wanted (search, another sort, CSV). */
const ALL_PAGE = 2_000;

interface Loaded {
  /** which read this is (the last late year, and the how-manieth Refresh) */
  key: string;
  accounts: HoaAccountRecord[];
  /** how many accounts are late, counted by Firestore */
  count: number | null;
  /** every late account has been read */
  complete: boolean;
  /** a read is under way */
  reading: boolean;
  failed: boolean;
}

type ReadPage = (size: number) => Promise<{ all: HoaAccountRecord[]; done: boolean }>;

/** One read's cursor and the reads queued on it, so they follow one another. */
interface Reads {
  key: string;
  queue: Promise<unknown>;
  readPage: ReadPage;
}

/**
 * The accounts late today, read as the page needs them. Opening asks Firestore for
 * the totals (counted and summed there) and the first 50 rows, the longest late first: one
 * indexed range query on the accounts' oldest year owed. `readMore` reads the next 50;
 * `readAll` reads the rest, 2,000 at a time (search, the other sorts and Export CSV need every
 * late account). Both answer every account read so far. Read again on Refresh.
 */
export function useLateAccounts(schedule: DuesSchedule, today: string) {
  const notify = useNotify();
  const lastLate = lastLateYear(schedule.dueDates, today);
  const [generation, setGeneration] = useState(0);
  const key = `${lastLate}#${generation}`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const reads = useRef<Reads | null>(null);

  useEffect(() => {
    let current = true;
    const update = (change: Partial<Loaded>) =>
      setLoaded((last) => {
        const base: Loaded =
          last?.key === key
            ? last
            : { key, accounts: [], count: null, complete: false, reading: false, failed: false };
        return { ...base, ...change };
      });
    const fail = (error: unknown) => {
      if (!current) return;
      console.error('Loading the late accounts failed:', error);
      notify({ title: 'Error', body: T.loadFailed, intent: 'error' });
      update({ failed: true, reading: false });
    };
    if (lastLate === null) {
      // no year's due date has passed: nobody can be late
      reads.current = null;
      update({ count: 0, complete: true });
      return;
    }
    markTiming('late-rates');
    const cursor = readLateAccounts(lastLate);
    let all: HoaAccountRecord[] = [];
    let done = false;
    const readPage: ReadPage = async (size) => {
      if (done) return { all, done };
      if (current) update({ reading: true });
      try {
        const page = await cursor.next(size);
        markTiming('late-rows');
        all = all.concat(page.accounts);
        done = page.done;
      } catch (error) {
        fail(error);
        throw error;
      }
      if (current) update({ accounts: all, complete: done, reading: false });
      return { all, done };
    };
    reads.current = { key, queue: readPage(LATE_PAGE).catch(() => undefined), readPage };
    countLateAccounts(lastLate).then((count) => {
      markTiming('late-count');
      if (current) update({ count });
    }, fail);
    return () => {
      current = false;
    };
  }, [key, lastLate, notify]);

  /** Runs `read` after the reads queued before it, on this key's cursor. */
  const enqueue = useCallback(
    (read: (readPage: ReadPage) => Promise<HoaAccountRecord[]>): Promise<HoaAccountRecord[]> => {
      const queued = reads.current;
      if (!queued || queued.key !== key) return Promise.resolve([]);
      const next = queued.queue.then(() => read(queued.readPage));
      queued.queue = next.catch(() => undefined);
      return next;
    },
    [key],
  );
  const readMore = useCallback(() => enqueue(async (readPage) => (await readPage(LATE_PAGE)).all), [enqueue]);
  const readAll = useCallback(
    () =>
      enqueue(async (readPage) => {
        for (;;) {
          const { all, done } = await readPage(ALL_PAGE);
          if (done) return all;
        }
      }),
    [enqueue],
  );

  const state = loaded?.key === key ? loaded : null;
  const accounts = state?.accounts;
  const rows = useMemo(() => lateRows(accounts ?? [], schedule, today), [accounts, schedule, today]);
  const reload = useCallback(() => setGeneration((last) => last + 1), []);
  return {
    rows,
    count: state?.count ?? null,
    complete: state?.complete ?? false,
    reading: state ? state.reading : true,
    failed: state?.failed ?? false,
    readMore,
    readAll,
    reload,
  };
}

/** The owners of the properties shown, read as they come into view (not those of every row). */
export function useOwners(propertyIds: readonly string[]) {
  const [owners, setOwners] = useState<ReadonlyMap<string, PropertyOwnerSummary[]>>(new Map());
  const wanted = propertyIds.filter((id) => !owners.has(id)).join(',');
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    ownersOfProperties(wanted.split(',')).then(
      (found) => {
        if (!current) return;
        setOwners((known) => {
          const next = new Map(known);
          // a property without owners (or gone) is known too, so it is not asked for again
          for (const id of wanted.split(',')) next.set(id, found.get(id) ?? []);
          return next;
        });
      },
      (error: unknown) => console.error('Loading the owners failed:', error),
    );
    return () => {
      current = false;
    };
  }, [wanted]);
  return owners;
}
