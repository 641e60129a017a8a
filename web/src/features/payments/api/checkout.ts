import type {
  CancelCheckoutAnswer,
  ConfirmCheckoutAnswer,
  CreateHoaPaymentAnswer,
  CreateHoaPaymentRequest,
} from '@lakeside/domain';
import { callFunction } from '@/lib/firebase/callable';
import { openPendingTab, type PendingTab } from '@/lib/pendingTab';

// Stripe Checkout through the functions (DESIGN §5): start one, and the two pages Stripe sends
// the payer back to. The server computes every amount; what the screen sends is checked.

/** create-hoa-payment, annual dues (spec §7): answers the Checkout URL. */
export function createHoaPayment(request: CreateHoaPaymentRequest): Promise<CreateHoaPaymentAnswer> {
  return callFunction('createHoaPayment', request);
}

/** The success page settles the payment at once if Stripe's webhook has not yet. */
export function confirmCheckout(sessionId: string): Promise<ConfirmCheckoutAnswer> {
  return callFunction('confirmCheckout', { sessionId });
}

/** The cancel page closes the checkout, so its years are payable again at once. */
export function cancelCheckout(invoiceNumber: string): Promise<CancelCheckoutAnswer> {
  return callFunction('cancelCheckout', { invoiceNumber });
}

/** The checkout's tab (see PendingTab: opened blank within the click). */
export type CheckoutTab = PendingTab;

export function openCheckoutTab(): CheckoutTab {
  // No tab (blocked) or the payer closed it meanwhile: the checkout opens here instead, and
  // Stripe brings the payer back to the success or cancel page.
  return openPendingTab((url) => window.location.assign(url));
}
