import {
  COLLECTIONS,
  PAYMENTS_DESK_SUMMARY_ID,
  isCents,
  type DeskPaymentTotals,
  type DeskTotalsSummary,
} from '@lakeside/domain';
import { collection, doc, getDoc } from 'firebase/firestore/lite';
import { sumHoaBalancesCents } from '@/features/hoaAccounts/reads';
import { paymentFromData, type PaymentRecord } from '@/features/payments/reads';
import { callFunction } from '@/lib/firebase/callable';
import { getLiteDb } from '@/lib/firebase/firestoreLite';
import { readFromBothEnds, readNewestPage, type PageEnd } from './readFromBothEnds';
import type { RoundRead } from '../model/rounds';
import type { DeskTotals } from '../model/summary';

// The desk's reads of payments/{id}: every payment, in pages, and the summary's sums.
//
// Through Firestore Lite: plain HTTPS requests, no local cache. With the app's own Firestore,
// writing every payment into the persistent cache (IndexedDB) was most of the time reading them
// took, time that Lite does not spend. The
// desk is the board's, read fresh on each visit and never offline; the persistent cache stays
// what it is for, a resident's own account (DESIGN §6).
// Loaded lazily (hooks/deskFirstScreen.ts): Lite is a second Firestore client.

const payments = () => collection(getLiteDb(), COLLECTIONS.payments);

const toPayment = (document: PageEnd) => paymentFromData(document.data(), document.id);

/** The first screen's payments: the newest, and where they ended if more may follow. */
const readNewestPayments = () => readNewestPage(payments(), toPayment);

/** The desk's first screen, being read: the newest payments and the three totals. */
export interface DeskFirstScreen {
  newest: Promise<{ page: PaymentRecord[]; end: PageEnd | null }>;
  totals: Promise<DeskTotals>;
}

/** How the payments' totals are read: as the functions keep them, or summed again (Refresh). */
export type TotalsRead = 'kept' | 'recount';

/**
 * Starts reading the desk's first screen: the newest payments and the totals, together (the
 * older years wait: see readPaymentsDesk). Neither promise ever goes unhandled: the caller who
 * takes them sees a failure.
 */
export function readDeskFirstScreen(totals: TotalsRead = 'kept'): DeskFirstScreen {
  const screen = { newest: readNewestPayments(), totals: loadDeskTotals(totals) };
  screen.newest.catch(() => undefined);
  screen.totals.catch(() => undefined);
  return screen;
}

/**
 * The desk's whole read (the board's payments desk, spec §7 payment_transactions "all"): every
 * payment, newest first, and the three totals. `onPayments` is called with the payments of
 * each step as they arrive (the first screen's, then each round of readFromBothEnds), and
 * `onTotals` with the totals. The desk filters and sorts in memory, and reads again on Refresh
 * or after a change it made. `started` is a first screen already asked for (by the page's
 * route, see hooks/deskFirstScreen.ts); if it failed, it is read again. Answers the totals
 * once every payment has been read (the payments are the reports', put together by the caller:
 * model/rounds.ts).
 *
 * The newest payments and the totals first, together; the older years after them. Each answer
 * costs the server a scan of the payments (the emulator does one per query, longer for a larger
 * page); asked all at once, the pages of older years shared the CPU with the first rows and the
 * totals, which came last.
 */
export async function readPaymentsDesk(
  onPayments: (read: RoundRead<PaymentRecord>) => void,
  onTotals: (totals: DeskTotals) => void,
  started: DeskFirstScreen = readDeskFirstScreen(),
): Promise<DeskTotals> {
  const [newest, totals] = await Promise.all([
    started.newest
      .catch(() => readNewestPayments())
      .then((first) => {
        onPayments({ newer: first.page, older: [] });
        return first;
      }),
    started.totals
      .catch(() => loadDeskTotals('kept'))
      .then((totals) => {
        onTotals(totals);
        return totals;
      }),
  ]);
  if (newest.end) await readFromBothEnds(payments(), newest.end, toPayment, onPayments);
  return totals;
}

/**
 * Total Revenue and Pending Payments as the functions keep them (summaries/paymentsDesk):
 * one document read. Until a recount has made it complete (a new deployment, the emulators'
 * first open), or if its figures are not whole cents, the desk asks for one instead.
 */
async function keptPaymentTotals(): Promise<DeskPaymentTotals> {
  const kept = await getDoc(doc(getLiteDb(), COLLECTIONS.summaries, PAYMENTS_DESK_SUMMARY_ID));
  const summary = kept.data() as DeskTotalsSummary | undefined;
  // figures that are not whole cents could only come of a write around the functions: summed again
  if (!summary?.complete || !isCents(summary.revenueCents) || !isCents(summary.pendingCents)) {
    return recountPaymentTotals();
  }
  return { revenueCents: summary.revenueCents, pendingCents: summary.pendingCents };
}

/** Every payment summed again by the functions, which keep the result (functions deskTotals.ts). */
const recountPaymentTotals = () => callFunction('recountDeskTotals');

/**
 * The three summary figures, all at once: the payments' two as kept, or recounted (Refresh, which
 * also mends anything written around the functions), and Total Outstanding summed by Firestore
 * over the accounts (one per property: a small scan beside the payments').
 */
async function loadDeskTotals(totals: TotalsRead): Promise<DeskTotals> {
  const [payments, outstandingCents] = await Promise.all([
    totals === 'recount' ? recountPaymentTotals() : keptPaymentTotals(),
    sumHoaBalancesCents(),
  ]);
  return { ...payments, outstandingCents };
}
