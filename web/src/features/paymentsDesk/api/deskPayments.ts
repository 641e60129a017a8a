import type { PaymentStatus } from '@lakeside/domain';
import {
  getAggregateFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  sum,
  where,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { paymentsCollection, type PaymentRecord } from '@/features/payments';
import { wholeCents } from '@/lib/firebase/firestore';

// The desk's reads of payments/{id}: every payment, page by page, and the summary's sums. The
// collection and its converter are the payments feature's (one place spells the path).

/**
 * How many payments each read of the desk's list brings: a small first page, so the newest are
 * on the screen at once, then large ones for the rest. In pages at all because one answer of
 * every payment grows with the years, and the Firestore emulator's channel aborts an answer of
 * about 10,000 documents (firebase-tools#5197).
 */
const PAYMENTS_FIRST_PAGE = 100;
const PAYMENTS_PAGE = 2_000;

/**
 * Every payment, newest first, read once (the board's payments desk, spec §7
 * payment_transactions "all"), page by page: `onPage` is called with each page as it arrives.
 * The desk filters and sorts in memory, and reads again on Refresh or after a change it made.
 */
export async function listPaymentsNewestFirst(
  onPage: (page: PaymentRecord[]) => void,
): Promise<PaymentRecord[]> {
  const all: PaymentRecord[] = [];
  let after: QueryDocumentSnapshot<PaymentRecord> | undefined;
  for (;;) {
    const size = after ? PAYMENTS_PAGE : PAYMENTS_FIRST_PAGE;
    const newestFirst = query(paymentsCollection(), orderBy('createdAt', 'desc'), limit(size));
    const snapshot = await getDocs(after ? query(newestFirst, startAfter(after)) : newestFirst);
    const page = snapshot.docs.map((d) => d.data());
    all.push(...page);
    onPage(page);
    if (snapshot.size < size) return all;
    after = snapshot.docs[snapshot.docs.length - 1];
  }
}

/**
 * The amounts (before fees) of every payment in `status`, less what refunds gave back of them
 * and lost disputes took (issue 31), summed by Firestore in integer cents: the desk's Total Revenue and Pending
 * Payments (model/summary.ts says which status is which). Three queries, not three sums in one: a
 * query with several aggregations counts only the documents that have every field summed, and
 * most payments were never refunded or disputed.
 */
export async function sumPaymentAmountsCents(status: PaymentStatus): Promise<number> {
  const inStatus = query(paymentsCollection(), where('status', '==', status));
  const [amounts, refunded, disputed] = await Promise.all([
    getAggregateFromServer(inStatus, { cents: sum('amountCents') }),
    getAggregateFromServer(inStatus, { cents: sum('refundedAmountCents') }),
    getAggregateFromServer(inStatus, { cents: sum('disputeLostCents') }),
  ]);
  return (
    wholeCents(amounts.data().cents, `The sum of ${status} payments`) -
    wholeCents(refunded.data().cents, `The refunds of ${status} payments`) -
    wholeCents(disputed.data().cents, `The lost disputes of ${status} payments`)
  );
}
