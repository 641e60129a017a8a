import type { RefundPaymentRequest } from '@lakeside/domain';
import { canCopyLink, canEmailLink, canRefund, canVoid, canVoidRecorded, type DeskRow } from './rows';

/**
 * What a payment's buttons do, the same in the grid and in the cards: one object, made once by
 * the desk (useMemo) and handed whole to either list, so a memoised list sees one prop change.
 */
export interface RowActions {
  onCopyLink: (paymentId: string) => Promise<void>;
  /** the pay link e-mailed to the property's owners */
  onEmailLink: (paymentId: string) => Promise<void>;
  /** the charges whose link is being e-mailed: their Email link is disabled meanwhile */
  emailing: ReadonlySet<string>;
  /** answers whether the charge was voided */
  onVoid: (paymentId: string) => Promise<boolean>;
  /** a recorded payment voided with a reason; answers whether it was */
  onVoidRecorded: (paymentId: string, reason: string) => Promise<boolean>;
  /** a completed online payment refunded, all or part; answers whether Stripe took it */
  onRefund: (request: RefundPaymentRequest) => Promise<boolean>;
}

/** Which actions a payment has (the server checks each again). */
export interface RowActionSet {
  /** a recorded payment entered by mistake: its Void, and nothing else */
  voidRecorded: boolean;
  copyLink: boolean;
  emailLink: boolean;
  /** an unpaid charge's Void */
  voidCharge: boolean;
  refund: boolean;
}

export function rowActionsOf(row: DeskRow): RowActionSet {
  if (canVoidRecorded(row)) {
    return { voidRecorded: true, copyLink: false, emailLink: false, voidCharge: false, refund: false };
  }
  return {
    voidRecorded: false,
    copyLink: canCopyLink(row),
    emailLink: canEmailLink(row),
    voidCharge: canVoid(row),
    refund: canRefund(row),
  };
}
