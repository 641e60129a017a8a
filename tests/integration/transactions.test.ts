// The functions' one way into a Firestore transaction (functions/src/shared/transactions.ts),
// with the real SDK against the Firestore emulator. Under contention the emulator can answer a
// transaction's request with INVALID_ARGUMENT "Transaction is invalid or closed." (a CI run's
// settle lost the success page's answer to it); the SDK gives up on that, runTransaction runs
// the transaction again. The error is raised here from inside the transaction, with the shape
// the emulator gave (code 3 and its message), because the emulator's own timing cannot be
// arranged on demand.
import { randomUUID } from 'node:crypto';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { runTransaction } from '../../functions/src/shared/transactions';
import { requireEmulators } from '../support/emulators';
import { adminDb } from '../support/users';

beforeAll(async () => {
  await requireEmulators();
});

const closedByEmulator = () =>
  Object.assign(new Error('3 INVALID_ARGUMENT: Transaction is invalid or closed.'), { code: 3 });

async function counter() {
  const ref = adminDb().collection('transactionProbes').doc(randomUUID());
  await ref.set({ n: 0 });
  return ref;
}

/**
 * Runs, with `transact`, a transaction that reads a fresh counter and then always fails with
 * `error`; checks that the failure is the one answered, and says how many times it ran.
 */
async function runsOfAlwaysFailing(
  transact: (db: Firestore, update: (tx: Transaction) => Promise<void>) => Promise<void>,
  error: Error & { code: number },
) {
  const ref = await counter();
  let runs = 0;
  const failing = transact(adminDb(), async (tx) => {
    runs += 1;
    await tx.get(ref);
    throw error;
  });
  await expect(failing).rejects.toMatchObject({ code: error.code });
  return { runs, ref };
}

describe('runTransaction', () => {
  it('runs a transaction the emulator closed again, and keeps the one write that committed', async () => {
    const ref = await counter();
    let runs = 0;
    const answer = await runTransaction(adminDb(), async (tx) => {
      runs += 1;
      const n = (await tx.get(ref)).data()!.n as number;
      tx.update(ref, { n: n + 1 });
      if (runs === 1) throw closedByEmulator();
      return n + 1;
    });
    expect(runs).toBe(2);
    expect(answer).toBe(1);
    expect((await ref.get()).data()).toEqual({ n: 1 });
  });

  it('is needed: the SDK alone gives up on that answer after one run', async () => {
    const { runs } = await runsOfAlwaysFailing((db, update) => db.runTransaction(update), closedByEmulator());
    expect(runs).toBe(1);
  });

  it('gives up after four runs that all lost, with the last error', async () => {
    const { runs, ref } = await runsOfAlwaysFailing(runTransaction, closedByEmulator());
    expect(runs).toBe(4);
    expect((await ref.get()).data()).toEqual({ n: 0 });
  });

  it('leaves ABORTED to the SDK’s own five attempts, not four times five', async () => {
    const aborted = Object.assign(new Error('10 ABORTED: Transaction lock timeout.'), { code: 10 });
    const { runs } = await runsOfAlwaysFailing(runTransaction, aborted);
    expect(runs).toBe(5);
  });

  it('answers any other failure at once, without running the transaction again', async () => {
    let runs = 0;
    const refused = runTransaction(adminDb(), async () => {
      runs += 1;
      throw Object.assign(new Error('3 INVALID_ARGUMENT: a bad field'), { code: 3 });
    });
    await expect(refused).rejects.toThrow('a bad field');
    expect(runs).toBe(1);
  });
});
