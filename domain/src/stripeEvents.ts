// The Stripe events the webhook acts on: the one list. The webhook routes by it
// (functions/src/stripeWebhook), and `npm run stripe:endpoint` gives Stripe's endpoint exactly
// these, since Stripe sends an endpoint only the events it lists: one missing here is one the
// association never hears of (a refund left pending for good, a dispute never known).
import { FUNCTIONS_REGION } from './backend.js';

export const STRIPE_WEBHOOK_EVENTS = {
  /** a Checkout Session paid, paid later by bank, refused by the bank, or expired */
  checkout: [
    'checkout.session.completed',
    'checkout.session.async_payment_succeeded',
    'checkout.session.async_payment_failed',
    'checkout.session.expired',
  ],
  /** a refund asked for at the desk or made in Stripe's Dashboard, and what came of it */
  refund: ['refund.created', 'refund.updated', 'refund.failed', 'charge.refunded'],
  /** a payer's dispute with their bank, from opened to decided */
  dispute: [
    'charge.dispute.created',
    'charge.dispute.updated',
    'charge.dispute.closed',
    'charge.dispute.funds_withdrawn',
    'charge.dispute.funds_reinstated',
  ],
} as const;

export type StripeEventKind = keyof typeof STRIPE_WEBHOOK_EVENTS;

/** Every event the endpoint must list, in one array. */
export const STRIPE_ENDPOINT_EVENTS: readonly string[] = Object.values(STRIPE_WEBHOOK_EVENTS).flat();

/** What the webhook does with an event of `type`: one of the kinds, or null (acknowledged, ignored). */
export function stripeEventKind(type: string): StripeEventKind | null {
  for (const [kind, types] of Object.entries(STRIPE_WEBHOOK_EVENTS)) {
    if ((types as readonly string[]).includes(type)) return kind as StripeEventKind;
  }
  return null;
}

/** The webhook's address for a project: the functions' region and name. */
export function stripeWebhookUrl(projectId: string): string {
  return `https://${FUNCTIONS_REGION}-${projectId}.cloudfunctions.net/stripeWebhook`;
}
