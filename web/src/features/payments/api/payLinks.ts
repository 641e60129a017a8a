import type {
  PayLinkRequest,
  PayLinkView,
  PayMiscChargeAnswer,
  PayMiscChargeRequest,
} from '@lakeside/domain';
import { callFunction } from '@/lib/firebase/callable';

// A miscellaneous charge's pay link. The page reads the charge through a function,
// never the rules: a signed-out payer holds only the link's token, which no rule could check
// without letting signed-out clients read payments.

/** The charge the link opens; with `sessionId` (back from Checkout) it is settled first. */
export function openPayLink(request: PayLinkRequest): Promise<PayLinkView> {
  return callFunction('openPayLink', request);
}

/** A Checkout Session for the charge: a fresh one, or the live one another tab opened. */
export function payMiscCharge(request: PayMiscChargeRequest): Promise<PayMiscChargeAnswer> {
  return callFunction('payMiscCharge', request);
}
