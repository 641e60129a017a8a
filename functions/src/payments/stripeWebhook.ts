import { onRequest } from 'firebase-functions/v2/https';
import type Stripe from 'stripe';
import { adminDb } from '../shared/admin.js';
import { logError, logEvent } from '../shared/logs.js';
import { settleCheckout } from './settle.js';
import { checkoutFacts, type CheckoutOutcome } from './sessionFacts.js';
import { retrieveCheckout, stripeClient, stripeSecretKey, stripeWebhookSecret } from './stripeClient.js';

/** What each Checkout event means for the payment (DESIGN.md §5); other events are ignored. */
const OUTCOME_OF_EVENT: Record<string, CheckoutOutcome | 'fromSession'> = {
  // paid or, for a bank debit, not yet: the session's payment_status says which
  'checkout.session.completed': 'fromSession',
  'checkout.session.async_payment_succeeded': 'paid',
  'checkout.session.async_payment_failed': 'failed',
  'checkout.session.expired': 'expired',
};

/**
 * Stripe's webhook. The signature is checked on the raw bytes Stripe sent (a re-serialised
 * body would not match); a bad or stale one is a 400 and nothing is written. A transient
 * failure answers 500 so Stripe delivers again; an event we can never use (not our payment) is
 * recorded and acknowledged, so Stripe does not give up on the endpoint.
 */
export const stripeWebhook = onRequest(
  { secrets: [stripeSecretKey, stripeWebhookSecret] },
  async (req, res) => {
    if (req.method !== 'POST') {
      res.status(405).json({ error: 'POST only' });
      return;
    }
    let event: Stripe.Event;
    try {
      event = stripeClient().webhooks.constructEvent(
        req.rawBody,
        req.get('stripe-signature') ?? '',
        stripeWebhookSecret.value(),
      );
    } catch {
      logEvent('stripeWebhook.badSignature');
      res.status(400).json({ error: 'Invalid signature' });
      return;
    }
    const meaning = OUTCOME_OF_EVENT[event.type];
    if (!meaning) {
      res.status(200).json({ received: true, ignored: event.type });
      return;
    }
    try {
      const session = event.data.object as Stripe.Checkout.Session;
      const read = checkoutFacts(await withPaymentDetails(session, meaning));
      const facts = meaning === 'fromSession' ? read : { ...read, outcome: meaning };
      const result = await settleCheckout(adminDb(), facts, { id: event.id, type: event.type });
      res.status(200).json({ received: true, ...result });
    } catch (error) {
      logError('stripeWebhook.failed', error, { eventId: event.id, type: event.type });
      res.status(500).json({ error: 'Temporary failure: please deliver again' });
    }
  },
);

/** A session that may be paid is fetched again, with what settling records (retrieveCheckout). */
async function withPaymentDetails(
  session: Stripe.Checkout.Session,
  meaning: CheckoutOutcome | 'fromSession',
): Promise<Stripe.Checkout.Session> {
  const mayBePaid = meaning === 'paid' || (meaning === 'fromSession' && session.payment_status !== 'unpaid');
  if (!mayBePaid) return session;
  return retrieveCheckout(session.id);
}
