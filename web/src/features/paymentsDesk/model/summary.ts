// The payments desk's three summary cards (spec §2), in integer cents. Not summed by the page
// from the rows it has read, so the figures are right the moment the page opens, while older
// payments are still arriving: Total Revenue and Pending Payments are kept by the functions
// (domain deskTotals.ts) and Total Outstanding is summed by Firestore over the accounts
// (api/deskPayments.ts).
import type { DeskPaymentTotals } from '@lakeside/domain';

export interface DeskTotals extends DeskPaymentTotals {
  /** Total Outstanding: every HOA account's balance */
  outstandingCents: number;
}
