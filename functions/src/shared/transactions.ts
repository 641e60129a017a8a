import type { Firestore, Transaction } from 'firebase-admin/firestore';

// The functions' one way into a Firestore transaction (lint forbids db.runTransaction
// elsewhere), so every transaction survives losing a race the same way.

/** Runs of a transaction the emulator keeps closing before its error is answered (409, errors.ts). */
const MAX_RUNS = 4;

/**
 * db.runTransaction, run again when the Firestore emulator closed it for a concurrent one.
 *
 * The SDK already retries ABORTED, Firestore's answer to contention (up to five attempts, with
 * backoff); that is left to it, so a transaction that keeps losing is answered in seconds (409,
 * errors.ts), not after four times five attempts. The emulator, under the same contention,
 * sometimes answers INVALID_ARGUMENT "Transaction is invalid or closed." instead, which the SDK
 * does not retry (it retries INVALID_ARGUMENT only for an expired transaction). The webhook and
 * the success page settling one payment at once hit it: about 1 race in 36 on this machine, and
 * one CI run lost the success page's answer to it as a 500. A transaction's function is written
 * to be run again (the SDK does so itself), so this only does what the SDK would.
 */
export async function runTransaction<T>(db: Firestore, update: (tx: Transaction) => Promise<T>): Promise<T> {
  for (let run = 1; ; run++) {
    try {
      return await db.runTransaction(update);
    } catch (error) {
      if (!closedByEmulator(error) || run >= MAX_RUNS) throw error;
      // a little apart, so the racers do not meet again at once
      await new Promise((resolve) => setTimeout(resolve, 50 * run + Math.random() * 100));
    }
  }
}

/** A Firestore error's gRPC status code and message, when it has them. */
function firestoreFailure(error: unknown): { code?: unknown; message?: unknown } {
  return typeof error === 'object' && error !== null ? (error as { code?: unknown; message?: unknown }) : {};
}

/** The emulator's INVALID_ARGUMENT (gRPC 3) for a transaction it closed under contention. */
function closedByEmulator(error: unknown): boolean {
  const { code, message } = firestoreFailure(error);
  return code === 3 && typeof message === 'string' && message.includes('Transaction is invalid or closed');
}

/**
 * A transaction that lost to a concurrent one, so nothing it wrote was kept and trying again is
 * right: ABORTED (gRPC 10) after the SDK's own attempts, or the emulator's closed answer.
 */
export function lostRace(error: unknown): boolean {
  return firestoreFailure(error).code === 10 || closedByEmulator(error);
}
