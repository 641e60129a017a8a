import { STRIPE_API_VERSION } from '@lakeside/domain';
import { defineSecret } from 'firebase-functions/params';
import Stripe from 'stripe';

/**
 * Stripe's keys (DESIGN.md §5). Production and real test mode: `firebase functions:secrets:set
 * STRIPE_SECRET_KEY` / `STRIPE_WEBHOOK_SECRET`. Emulator: functions/.secret.local, which the
 * functions build fills with the local stand-in's key and a random webhook secret.
 */
export const stripeSecretKey = defineSecret('STRIPE_SECRET_KEY');
export const stripeWebhookSecret = defineSecret('STRIPE_WEBHOOK_SECRET');

let client: { key: string; stripe: Stripe } | undefined;

/**
 * The real `stripe` client. With STRIPE_API_HOST / STRIPE_API_PORT set (functions/.env.local,
 * written by the build only while the stand-in's key is configured) it talks plain HTTP to the
 * local stand-in; otherwise to Stripe. No retries inside the client: a callable answers at
 * once, and idempotency keys make the caller's retry safe.
 */
export function stripeClient(): Stripe {
  const key = stripeSecretKey.value();
  if (client?.key === key) return client.stripe;
  const host = process.env.STRIPE_API_HOST;
  const port = process.env.STRIPE_API_PORT;
  const stripe = new Stripe(key, {
    apiVersion: STRIPE_API_VERSION,
    telemetry: false,
    maxNetworkRetries: 0,
    timeout: 20_000,
    ...(host && port ? { host, port: Number(port), protocol: 'http' as const } : {}),
  });
  client = { key, stripe };
  return stripe;
}

/**
 * A session as settling needs it: with its payment intent and charge (the ids the board
 * reconciles with, and the payment method). Events carry only the intent's id.
 */
export function retrieveCheckout(sessionId: string): Promise<Stripe.Checkout.Session> {
  return stripeClient().checkout.sessions.retrieve(sessionId, { expand: ['payment_intent.latest_charge'] });
}

/** Stripe could not be reached or failed on its side: nothing was decided, try again later. */
export function isStripeUnavailable(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError
  );
}
