// The payments desk's three summary cards (spec §2), in integer cents. Firestore works the sums
// out (sum aggregations, see api/deskPayments.ts and the hoaAccounts api), not the page from the rows
// it has read: the figures are right the moment the page opens, while older payments are still
// arriving, and they cost one read per 1,000 payments instead of one per payment.
import type { PaymentStatus } from '@lakeside/domain';

export interface DeskTotals {
  /** Total Revenue: amount (before fees) over completed payments */
  revenueCents: number;
  /** Pending Payments: amount over payments still pending */
  pendingCents: number;
  /** Total Outstanding: every HOA account's balance */
  outstandingCents: number;
}

/** Total Revenue counts the amounts of payments in this state (spec §2 "Completed payments"). */
export const REVENUE_STATUS: PaymentStatus = 'completed';
/** Pending Payments counts the amounts of payments in this state (spec §2 "Awaiting processing"). */
export const PENDING_STATUS: PaymentStatus = 'pending';
