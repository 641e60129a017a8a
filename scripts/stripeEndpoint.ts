// Stripe's webhook endpoint, kept equal to what the code handles: exactly the events of
// STRIPE_WEBHOOK_EVENTS (Stripe sends an endpoint only those it lists) and the pinned API
// version. Used by `npm run stripe:endpoint` (stripe-endpoint.ts); tested against the stand-in.
import { STRIPE_API_VERSION, STRIPE_ENDPOINT_EVENTS } from '@lakeside/domain';
import type Stripe from 'stripe';

export type EndpointSync =
  | { action: 'created'; endpoint: Stripe.WebhookEndpoint; secret: string }
  | { action: 'updated' | 'unchanged'; endpoint: Stripe.WebhookEndpoint };

type EnabledEvent = Stripe.WebhookEndpointCreateParams.EnabledEvent;

const sameEvents = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * Creates the endpoint at `url` with the code's events and API version, or brings the one there
 * up to date. Refuses, saying what to do, what it must not guess: two endpoints at the same URL
 * (each would deliver every event), or one pinned to another API version (Stripe cannot change
 * an endpoint's version; its payloads would not be what the code reads).
 */
export async function syncWebhookEndpoint(stripe: Stripe, url: string): Promise<EndpointSync> {
  const atUrl = (await stripe.webhookEndpoints.list({ limit: 100 })).data.filter((e) => e.url === url);
  if (atUrl.length > 1) {
    throw new Error(
      `${atUrl.length} webhook endpoints send to ${url}: each delivers every event. Delete all but one in Stripe's Dashboard (Developers → Webhooks), then run this again.`,
    );
  }
  const events = STRIPE_ENDPOINT_EVENTS as EnabledEvent[];
  const [found] = atUrl;
  if (!found) {
    const created = await stripe.webhookEndpoints.create({
      url,
      enabled_events: events,
      api_version: STRIPE_API_VERSION as Stripe.WebhookEndpointCreateParams.ApiVersion,
      description: 'Lakeside HOA: payments, refunds and disputes',
    });
    return { action: 'created', endpoint: created, secret: created.secret! };
  }
  if (found.api_version !== STRIPE_API_VERSION) {
    throw new Error(
      `The endpoint ${found.id} at ${url} is pinned to API version ${found.api_version ?? "the account's default"}; the functions read ${STRIPE_API_VERSION}. Stripe cannot change an endpoint's version: delete it in the Dashboard, run this again, and set the new signing secret.`,
    );
  }
  if (sameEvents(found.enabled_events, events)) return { action: 'unchanged', endpoint: found };
  const updated = await stripe.webhookEndpoints.update(found.id, { enabled_events: events });
  return { action: 'updated', endpoint: updated };
}
