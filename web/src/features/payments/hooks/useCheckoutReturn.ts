import { INVOICE_NUMBER_PATTERN } from '@lakeside/domain';
import { useEffect, useRef, useState } from 'react';
import { useAuthSession } from '@/features/auth';
import { cancelCheckout, confirmCheckout } from '../api/checkout';

/** What the success page learned from confirmCheckout. */
export type Confirmation =
  | { status: 'idle' }
  | { status: 'confirming' }
  | { status: 'confirmed'; paymentId: string }
  | { status: 'unavailable' };

/**
 * The success page's half of fulfilment (DESIGN §5): when a signed-in payer lands with Stripe's
 * session id, ask the functions to settle the payment now rather than wait for the webhook.
 * Called once per session id (a ref, so React's development double effects do not call it
 * twice). A failure is no error for the payer: the webhook settles the payment anyway.
 */
export function useConfirmCheckout(sessionId: string | null): Confirmation {
  const session = useAuthSession();
  const signedIn = session.status === 'signed-in';
  const asked = useRef<string | null>(null);
  const [answer, setAnswer] = useState<{ sessionId: string; confirmation: Confirmation } | null>(null);

  useEffect(() => {
    if (!signedIn || !sessionId || asked.current === sessionId) return;
    asked.current = sessionId;
    confirmCheckout(sessionId).then(
      ({ paymentId }) => setAnswer({ sessionId, confirmation: { status: 'confirmed', paymentId } }),
      () => setAnswer({ sessionId, confirmation: { status: 'unavailable' } }),
    );
  }, [signedIn, sessionId]);

  if (!signedIn || !sessionId) return { status: 'idle' };
  return answer?.sessionId === sessionId ? answer.confirmation : { status: 'confirming' };
}

/**
 * The cancel page: Stripe keeps a checkout open after its Cancel button, holding the years
 * until it expires; closing it now makes them payable again at once. Once per invoice; a
 * failure changes nothing for the payer (the checkout still expires by itself), so it is quiet.
 */
export function useCancelCheckout(invoiceNumber: string | null): void {
  const session = useAuthSession();
  const signedIn = session.status === 'signed-in';
  const asked = useRef<string | null>(null);

  useEffect(() => {
    // a reference that cannot be an invoice is not worth a call the function would refuse
    if (!signedIn || !invoiceNumber || asked.current === invoiceNumber) return;
    if (!INVOICE_NUMBER_PATTERN.test(invoiceNumber)) return;
    asked.current = invoiceNumber;
    cancelCheckout(invoiceNumber).catch(() => undefined);
  }, [signedIn, invoiceNumber]);
}
