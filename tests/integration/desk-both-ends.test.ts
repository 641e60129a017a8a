// The desk's read of every payment from both ends at once
// (web/src/features/paymentsDesk/api/readFromBothEnds.ts), on the Firestore emulator through
// Firestore Lite, as the desk runs it, on pages of three documents: whatever the count, every
// document once, newest first, ties at the page boundaries included; and each round's report
// puts its documents where the list has them (the desk's rows are built from those reports).
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { deleteApp, initializeApp } from 'firebase/app';
import { collection, connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFromBothEnds, readNewestPage } from '../../web/src/features/paymentsDesk/api/readFromBothEnds';
import type { RoundRead } from '../../web/src/features/paymentsDesk/model/rounds';
import { PROJECT_ID, emulator, requireEmulators } from '../support/emulators';
import { adminDb } from '../support/users';

const PAGE = 3;
const FIRST = 2;
// each in a collection of its own, so nothing else written meanwhile counts; 'owner' reads
// past the security rules (the emulator's own token), which have no rule for these collections
const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-key' }, `both-ends-${randomUUID()}`);
const db = getFirestore(app);

beforeAll(async () => {
  await requireEmulators();
  const { host, port } = emulator('firestore');
  connectFirestoreEmulator(db, host, port, { mockUserToken: 'owner' });
});
afterAll(async () => {
  await deleteApp(app);
});

/** `count` documents, two at each time (ties), in a new collection; answers its name and the ids newest first. */
async function seed(count: number): Promise<{ name: string; newestFirst: string[] }> {
  const name = `bothEnds-${count}-${randomUUID()}`;
  const batch = adminDb().batch();
  const docs = Array.from({ length: count }, (_, i) => ({
    id: `p${String(i).padStart(3, '0')}`,
    millis: Date.UTC(2015, 0, 1) + Math.floor(i / 2) * 60_000,
  }));
  for (const { id, millis } of docs) {
    batch.set(adminDb().collection(name).doc(id), { createdAt: Timestamp.fromMillis(millis) });
  }
  await batch.commit();
  // Firestore's order: the time, then the document's name in the same direction
  const newestFirst = docs.sort((a, b) => b.millis - a.millis || (a.id < b.id ? 1 : -1)).map(({ id }) => id);
  return { name, newestFirst };
}

describe('reading the payments from both ends', () => {
  it('says the first page is the whole list when it is shorter than asked for', async () => {
    const { name, newestFirst } = await seed(FIRST - 1);
    const first = await readNewestPage(collection(db, name), (document) => ({ id: document.id }), FIRST);
    expect(first).toEqual({ page: newestFirst.map((id) => ({ id })), end: null });
  });

  // 1 older than the first page, less than a round, one round exactly (adjacent pages), one
  // round with a page short, and several rounds, each with either side ending the read
  it.each([3, 5, 7, 8, 9, 13, 14, 15, 23])('reads each of %i documents once, newest first', async (count) => {
    const { name, newestFirst } = await seed(count);
    const ordered = collection(db, name);
    const idOf = (document: { id: string }) => ({ id: document.id });
    const first = await readNewestPage(ordered, idOf, FIRST);
    expect(first.page.map(({ id }) => id)).toEqual(newestFirst.slice(0, FIRST));
    expect(first.end?.id).toBe(newestFirst[FIRST - 1]);

    const rounds: RoundRead<{ id: string }>[] = [];
    const read = await readFromBothEnds(ordered, first.end!, idOf, (round) => rounds.push(round), PAGE);
    expect(read.map(({ id }) => id)).toEqual(newestFirst.slice(FIRST));

    // the rounds' reports, put together here by hand (the read and the desk use
    // model/rounds.ts's joinRounds): the same list
    let newer: string[] = [];
    let older: string[] = [];
    for (const round of rounds) {
      newer = newer.concat(round.newer.map(({ id }) => id));
      older = round.older.map(({ id }) => id).concat(older);
    }
    expect(newer.concat(older)).toEqual(newestFirst.slice(FIRST));
    // two pages a round: no more rounds than the documents need, and one to find they met
    expect(rounds.length).toBeLessThanOrEqual(Math.ceil((count - FIRST) / (2 * PAGE)) + 1);
  });
});
