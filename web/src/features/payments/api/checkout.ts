import type {
  CancelCheckoutAnswer,
  ConfirmCheckoutAnswer,
  CreateHoaPaymentAnswer,
  CreateHoaPaymentRequest,
} from '@lakeside/domain';
import { callFunction } from '@/lib/firebase/callable';

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

/**
 * A browser tab for the checkout, whose address is not known until createHoaPayment answers.
 * It is opened blank within the click itself: after the call returns, window.open would no
 * longer count as the user's gesture and pop-up blockers would stop it.
 */
export interface CheckoutTab {
  go(url: string): void;
  close(): void;
}

export function openCheckoutTab(): CheckoutTab {
  const tab = window.open('about:blank', '_blank');
  // Stripe's page needs no way back into this one.
  if (tab) tab.opener = null;
  return {
    go(url) {
      if (tab && !tab.closed) tab.location.href = url;
      // No tab (blocked) or the payer closed it meanwhile: the checkout opens here instead,
      // and Stripe brings the payer back to the success or cancel page.
      else window.location.assign(url);
    },
    close() {
      tab?.close();
    },
  };
}
