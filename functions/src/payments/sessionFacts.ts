import type Stripe from 'stripe';

/** What a checkout came to, as far as our records care. */
export type CheckoutOutcome = 'paid' | 'processing' | 'failed' | 'expired' | 'open';

/** The facts of one Checkout Session that settling a payment needs. */
export interface CheckoutFacts {
  sessionId: string;
  /** our payments/{id}: client_reference_id, or the metadata copy */
  paymentId: string | null;
  outcome: CheckoutOutcome;
  paymentIntentId: string | null;
  chargeId: string | null;
  paymentMethod: string | null;
  payerEmail: string | null;
}

/**
 * Reads a session (retrieved with `expand: ['payment_intent.latest_charge']`, or as an event
 * carries it). A completed session is 'paid' only when Stripe says the money is in; a completed
 * but unpaid one (a bank debit) is 'processing' until its async event.
 */
export function checkoutFacts(session: Stripe.Checkout.Session): CheckoutFacts {
  const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
  const charge = intent && typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  return {
    sessionId: session.id,
    paymentId: session.client_reference_id ?? session.metadata?.paymentId ?? null,
    outcome: outcomeOf(session),
    paymentIntentId:
      intent?.id ?? (typeof session.payment_intent === 'string' ? session.payment_intent : null),
    chargeId: charge?.id ?? (typeof intent?.latest_charge === 'string' ? intent.latest_charge : null),
    paymentMethod: charge?.payment_method_details?.type ?? intent?.payment_method_types?.[0] ?? null,
    payerEmail: session.customer_details?.email ?? session.customer_email ?? null,
  };
}

function outcomeOf(session: Stripe.Checkout.Session): CheckoutOutcome {
  if (session.status === 'expired') return 'expired';
  if (session.status !== 'complete') return 'open';
  return session.payment_status === 'unpaid' ? 'processing' : 'paid';
}
