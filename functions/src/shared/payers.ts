// Whose money a payment was is for the owners of the time, not for whoever owns the property
// later. Owners read every payment of their property (its history); so when a property gains an
// owner, the payer's name and e-mail on its payments from before move to the payment's private
// half (paymentsPrivate, the board's only). Features that e-mail a payer (a refund, a dispute)
// read them through payerOf, wherever they are.
import { COLLECTIONS, type PaymentPrivate } from '@lakeside/domain';
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { runTransaction } from './transactions.js';

export interface Payer {
  payerName: string | null;
  payerEmail: string | null;
}

const privateRefOf = (db: Firestore, paymentId: string) =>
  db.collection(COLLECTIONS.paymentsPrivate).doc(paymentId);

/**
 * The payer of a payment: on the payment, or, moved, in its private half. Reads in `tx`, so call
 * it before the transaction's first write.
 */
export async function payerOf(
  tx: Transaction,
  paymentRef: DocumentReference,
  payment: Partial<Payer> & { payerPrivate?: boolean },
): Promise<Payer> {
  if (!payment.payerPrivate) {
    return { payerName: payment.payerName ?? null, payerEmail: payment.payerEmail ?? null };
  }
  const moved = (await tx.get(privateRefOf(paymentRef.firestore, paymentRef.id))).data() as
    PaymentPrivate | undefined;
  return { payerName: moved?.payerName ?? null, payerEmail: moved?.payerEmail ?? null };
}

/**
 * Before a property gains an owner: each of its payments that names its payer moves the name and
 * e-mail to its private half, one transaction per payment (nothing else of the payment changes,
 * so a payment being settled meanwhile only makes its transaction try again). Answers how many
 * moved. Safe to run again: a payment without them is left as it is.
 */
export async function hidePayersFromNewOwner(db: Firestore, propertyId: string): Promise<number> {
  const payments = await db.collection(COLLECTIONS.payments).where('propertyId', '==', propertyId).get();
  let moved = 0;
  for (const doc of payments.docs) {
    if (!doc.get('payerName') && !doc.get('payerEmail')) continue;
    const done = await runTransaction(db, async (tx) => {
      const payment = (await tx.get(doc.ref)).data() as Partial<Payer> | undefined;
      if (!payment || (!payment.payerName && !payment.payerEmail)) return false;
      const payer: Payer = { payerName: payment.payerName ?? null, payerEmail: payment.payerEmail ?? null };
      tx.set(privateRefOf(db, doc.id), payer, { merge: true });
      tx.update(doc.ref, { payerName: null, payerEmail: null, payerPrivate: true });
      return true;
    });
    if (done) moved += 1;
  }
  return moved;
}
