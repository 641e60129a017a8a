import type { CheckoutClaim } from '@lakeside/domain';
import type Stripe from 'stripe';

/** What a checkout came to, as far as our records care. */
export type CheckoutOutcome = 'paid' | 'processing' | 'failed' | 'expired' | 'open';

/**
 * The facts of one Checkout Session that settling a payment needs, read from the session Stripe
 * answered when asked (retrieveCheckout), never from an event's copy: an event says only which
 * session to ask about (DESIGN.md §5). The claim's fields (the session's metadata,
 * amount and currency) are checked against the payment before anything is applied.
 */
export interface CheckoutFacts extends CheckoutClaim {
  sessionId: string;
  /** our payments/{id}: client_reference_id, or the metadata copy */
  paymentId: string | null;
  outcome: CheckoutOutcome;
  paymentIntentId: string | null;
  chargeId: string | null;
  payerEmail: string | null;
  /** the name the payer gave on Stripe's page, for the receipt */
  payerName: string | null;
}

/**
 * Reads a session retrieved with `expand: ['payment_intent.latest_charge']`. A completed session
 * is 'paid' only when Stripe says the money is in; a completed but unpaid one (a bank debit) is
 * 'processing' while its payment intent is, and 'failed' once the intent needs another payment
 * method or was canceled (Stripe's state after `async_payment_failed`).
 */
export function checkoutFacts(session: Stripe.Checkout.Session): CheckoutFacts {
  const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
  const charge = intent && typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  return {
    sessionId: session.id,
    paymentId: session.client_reference_id ?? session.metadata?.paymentId ?? null,
    metadataPaymentId: session.metadata?.paymentId ?? null,
    amountTotal: session.amount_total ?? null,
    currency: session.currency ?? null,
    outcome: outcomeOf(session),
    paymentIntentId:
      intent?.id ?? (typeof session.payment_intent === 'string' ? session.payment_intent : null),
    chargeId: charge?.id ?? (typeof intent?.latest_charge === 'string' ? intent.latest_charge : null),
    paymentMethod: charge?.payment_method_details?.type ?? intent?.payment_method_types?.[0] ?? null,
    payerEmail: session.customer_details?.email ?? session.customer_email ?? null,
    payerName: session.customer_details?.name ?? null,
  };
}

function outcomeOf(session: Stripe.Checkout.Session): CheckoutOutcome {
  if (session.status === 'expired') return 'expired';
  if (session.status !== 'complete') return 'open';
  if (session.payment_status === 'paid') return 'paid';
  // no_payment_required: nothing was charged, so nothing is settled (we never ask for $0)
  if (session.payment_status !== 'unpaid') return 'open';
  const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
  // A bank debit in transit; without its intent the money may still come, so hold, not fail.
  return intent?.status === 'requires_payment_method' || intent?.status === 'canceled'
    ? 'failed'
    : 'processing';
}
