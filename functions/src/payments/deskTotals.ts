// summaries/paymentsDesk: the desk's Total Revenue and Pending Payments, kept exact by the
// functions. The desk opened on four sum aggregations, each a scan of every payment, most of
// its open with thousands of payments; now it reads this one document.
//
// Kept two ways, both transactions:
// - countInDeskTotals, called by every function that writes a payment's status or figures, in
//   that write's own transaction: the totals move with the payment or not at all, and a retried
//   transaction counts once. An increment, not a read: payment transactions do not wait on each
//   other for it.
// - recountDeskTotals sums every payment with Firestore's aggregations, in one transaction, and
//   writes the totals with `complete`: until then the increments count only the payments written
//   since, and the desk recounts instead of trusting them. The desk's Refresh recounts too, which
//   also mends anything written around the functions (the console, a script).
import {
  COLLECTIONS,
  PAYMENTS_DESK_SUMMARY_ID,
  assertCents,
  PENDING_STATUS,
  REVENUE_STATUS,
  deskTotalsChange,
  type DeskPaymentTotals,
  type DeskTotalsFigures,
  type DeskTotalsSummary,
  INDEXED_QUERIES,
  indexedFields,
} from '@lakeside/domain';
import {
  AggregateField,
  FieldValue,
  Timestamp,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { runTransaction } from '../shared/transactions.js';

export const deskSummaryRef = (db: Firestore) =>
  db.collection(COLLECTIONS.summaries).doc(PAYMENTS_DESK_SUMMARY_ID);

/**
 * Counts one payment's write in the desk's totals, in the transaction that writes it: `before`
 * as the transaction read it (null for a new payment), `after` as it writes it. Writes nothing
 * when the figures the totals count did not change (most writes: a note, a checkout link).
 */
export function countInDeskTotals(
  tx: Transaction,
  db: Firestore,
  before: DeskTotalsFigures | null,
  after: DeskTotalsFigures | null,
): void {
  const change = deskTotalsChange(before, after);
  if (change.revenueCents === 0 && change.pendingCents === 0) return;
  tx.set(
    deskSummaryRef(db),
    {
      revenueCents: FieldValue.increment(change.revenueCents),
      pendingCents: FieldValue.increment(change.pendingCents),
    },
    { merge: true },
  );
}

/** A sum() of integer cents as Firestore answers it: null over no payments; never a fraction. */
function cents(value: number | null, what: string): number {
  const sum = value ?? 0;
  assertCents(sum, what);
  return sum;
}

/**
 * Sums every payment's share again (domain deskTotalsShare, as Firestore's sums) and writes the
 * totals, complete, in one transaction: a payment written meanwhile either committed before the
 * sums were read, and is in them, or commits after, and its increment lands on the new totals.
 *
 * Five queries, not one with five sums: a query with several sums counts only the payments that
 * have every field summed, and most were never refunded or disputed.
 */
export async function recountDeskTotals(db: Firestore, now = new Date()): Promise<DeskPaymentTotals> {
  const payments = db.collection(COLLECTIONS.payments);
  const [status, amount] = indexedFields(INDEXED_QUERIES.amountsByStatus);
  const [, refundedAmount] = indexedFields(INDEXED_QUERIES.refundsByStatus);
  const [, disputeLost] = indexedFields(INDEXED_QUERIES.disputesLostByStatus);
  const [, disputeHeld] = indexedFields(INDEXED_QUERIES.disputesHeldByStatus);
  const completed = payments.where(status, '==', REVENUE_STATUS);
  const pending = payments.where(status, '==', PENDING_STATUS);
  const sumOf = (tx: Transaction, query: typeof payments | typeof completed, field: string) =>
    tx.get(query.aggregate({ cents: AggregateField.sum(field) })).then((answer) => answer.data().cents);
  return runTransaction(db, async (tx) => {
    const [amounts, refunded, disputed, held, pendingAmounts] = await Promise.all([
      sumOf(tx, completed, amount),
      sumOf(tx, completed, refundedAmount),
      sumOf(tx, completed, disputeLost),
      sumOf(tx, completed, disputeHeld),
      sumOf(tx, pending, amount),
    ]);
    const totals: DeskPaymentTotals = {
      revenueCents:
        cents(amounts, 'The completed amounts') -
        cents(refunded, 'The refunds of completed payments') -
        cents(disputed, 'The lost disputes of completed payments') -
        cents(held, 'What open disputes of completed payments hold'),
      pendingCents: cents(pendingAmounts, 'The pending amounts'),
    };
    const summary: DeskTotalsSummary<Timestamp> = {
      ...totals,
      complete: true,
      recountedAt: Timestamp.fromDate(now),
    };
    tx.set(deskSummaryRef(db), summary);
    return totals;
  });
}
