// The two guards every new payment passes inside its transaction, both by point reads: a query
// inside a transaction locks a range of the collection (the whole collection on the Firestore
// emulator), so twenty residents starting checkouts at once would wait on each other's locks
// although they share nothing (`npm run bench:payments` timed out on exactly that).
import { COLLECTIONS, newInvoiceNumber } from '@lakeside/domain';
import { randomInt } from 'node:crypto';
import {
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';

/**
 * A fresh invoice number, reserved for `paymentId` in the same transaction: the reservation
 * document's id is the number, so a number is checked, never hoped, unique.
 */
export async function reserveInvoiceNumber(
  tx: Transaction,
  db: Firestore,
  paymentId: string,
  now: Date,
): Promise<string> {
  for (;;) {
    const candidate = newInvoiceNumber(now, (max) => randomInt(max));
    const ref = db.collection(COLLECTIONS.invoiceNumbers).doc(candidate);
    if ((await tx.get(ref)).exists) continue;
    tx.create(ref, { paymentId, issuedAt: Timestamp.fromDate(now) });
    return candidate;
  }
}

/**
 * checkoutGuards/{propertyId}: read first in every transaction that may start holding a
 * property's years, and rewritten by the one that does. Two such transactions for the same
 * property therefore conflict on this document and run one after the other, which lets the
 * property's payments be looked up with a plain query (no range lock) after it is read:
 * whatever a concurrent checkout created either committed before the guard was read, and the
 * query sees it, or commits after, and then this transaction's commit fails and is retried.
 */
export function checkoutGuardRef(db: Firestore, propertyId: string) {
  return db.collection(COLLECTIONS.checkoutGuards).doc(propertyId);
}

/** Rewrites the guard read in `tx` (checkoutGuardRef): this transaction now holds years. */
export function claimCheckoutGuard(
  tx: Transaction,
  guard: DocumentReference,
  paymentId: string,
  now: number,
): void {
  tx.set(guard, { paymentId, at: Timestamp.fromMillis(now) });
}
