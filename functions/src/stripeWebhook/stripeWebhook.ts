import { stripeEventKind } from '@lakeside/domain';
import { onRequest } from 'firebase-functions/v2/https';
import Stripe from 'stripe';
import { adminDb } from '../shared/admin.js';
import { logError, logEvent } from '../shared/logs.js';
import { checkoutFacts, settleCheckout } from '../payments/index.js';
import { applyDispute, applyRefund, disputeOfEvent, refundsOfEvent } from '../paymentsDesk/index.js';
import {
  recordEventOnce,
  retrieveCheckout,
  stripeClient,
  stripeSecretKey,
  stripeWebhookSecret,
  type StripeEventRef,
} from '../stripe/index.js';

/**
 * Stripe's webhook. The signature is checked on the raw bytes Stripe sent (a re-serialised
 * body would not match); a bad or stale one is a 400 and nothing is written. Only a transient
 * failure (Stripe or Firestore unreachable) answers 500, so Stripe delivers again; an event we
 * can never use (a session Stripe does not know, not our payment, a checkout that does not
 * match its payment) is recorded and acknowledged, so Stripe does not give up on the endpoint.
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
    try {
      res.status(200).json({ received: true, ...(await applyEvent(event)) });
    } catch (error) {
      if (isResourceMissing(error)) {
        // a refund, charge or dispute Stripe does not know: never usable, so not delivered again
        logEvent('stripeWebhook.unknownObject', { eventId: event.id, type: event.type });
        res.status(200).json({ received: true, unmatched: true });
        return;
      }
      logError('stripeWebhook.failed', error, { eventId: event.id, type: event.type });
      res.status(500).json({ error: 'Temporary failure: please deliver again' });
    }
  },
);

/**
 * What one verified event changes, by its kind (domain STRIPE_WEBHOOK_EVENTS, the list Stripe's
 * endpoint is given); any other is acknowledged and ignored. The answer's body says what was
 * done. An event only names what to look at: what it came to is asked of Stripe every time, so
 * a forged or stale event cannot settle, refund or fail anything (DESIGN.md §5).
 */
async function applyEvent(event: Stripe.Event): Promise<Record<string, unknown>> {
  const eventRef = { id: event.id, type: event.type };
  const kind = stripeEventKind(event.type);
  if (kind === 'refund') {
    const refunds = [];
    for (const refund of await refundsOfEvent(event))
      refunds.push(await applyRefund(adminDb(), refund, eventRef));
    return { refunds };
  }
  if (kind === 'dispute') {
    const dispute = await disputeOfEvent(event);
    return dispute ? { ...(await applyDispute(adminDb(), dispute, eventRef)) } : { unmatched: true };
  }
  if (kind === 'checkout') return applyCheckoutEvent(event, eventRef);
  return { ignored: event.type };
}

/** A Checkout event: the session as Stripe has it now, settled on its payment. */
async function applyCheckoutEvent(event: Stripe.Event, eventRef: StripeEventRef) {
  const sessionId = (event.data.object as Partial<Stripe.Checkout.Session>).id;
  const session = typeof sessionId === 'string' ? await retrieveKnownCheckout(sessionId) : null;
  if (!session) {
    await recordUnknownSession(eventRef, typeof sessionId === 'string' ? sessionId : null);
    return { unmatched: true };
  }
  return { ...(await settleCheckout(adminDb(), checkoutFacts(session), eventRef)) };
}

/** Stripe's answer that it has no such object (a forged or foreign event): never usable. */
function isResourceMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';
}

/** The session as Stripe has it now, or null when Stripe has no such session. */
async function retrieveKnownCheckout(sessionId: string): Promise<Stripe.Checkout.Session | null> {
  try {
    return await retrieveCheckout(sessionId);
  } catch (error) {
    if (isResourceMissing(error)) return null;
    throw error; // Stripe unreachable or failing: deliver again later
  }
}

/**
 * A signed event about a session Stripe does not know (deleted, another account's, or made up
 * with a leaked webhook secret): recorded once for review and acknowledged, never retried.
 */
async function recordUnknownSession(event: StripeEventRef, sessionId: string | null): Promise<void> {
  await recordEventOnce(
    adminDb(),
    event,
    { sessionId, paymentId: null },
    { unmatched: true, unknownSession: true },
  );
  logEvent('stripeWebhook.unknownSession', { eventId: event.id, sessionId });
}
