// Stripe sends an endpoint only the events it lists. The webhook routes by the one list
// (domain STRIPE_WEBHOOK_EVENTS), and `npm run stripe:endpoint` (scripts/stripeEndpoint.ts)
// gives the endpoint exactly that list and the pinned API version: here against the stand-in,
// which speaks Stripe's Webhook Endpoints API.
import { STRIPE_API_VERSION, STRIPE_ENDPOINT_EVENTS } from '@lakeside/domain';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { syncWebhookEndpoint } from '../../scripts/stripeEndpoint';
import { requireEmulators } from '../support/emulators';
import { standIn, stripeAtStandIn } from '../support/stripeStandIn';

const stripe = stripeAtStandIn();
const urlOf = () => `https://us-central1-test-${randomUUID().slice(0, 8)}.cloudfunctions.net/stripeWebhook`;

beforeAll(async () => {
  await requireEmulators();
  await standIn.ready();
});

describe('npm run stripe:endpoint', () => {
  it('creates the endpoint with exactly the events the webhook handles, and the pinned version', async () => {
    const url = urlOf();
    const sync = await syncWebhookEndpoint(stripe, url);
    expect(sync.action).toBe('created');
    expect(sync.action === 'created' && sync.secret).toMatch(/^whsec_/);
    const [endpoint, ...more] = (await stripe.webhookEndpoints.list()).data.filter((e) => e.url === url);
    expect(more).toEqual([]);
    expect([...endpoint!.enabled_events].sort()).toEqual([...STRIPE_ENDPOINT_EVENTS].sort());
    expect(endpoint!.api_version).toBe(STRIPE_API_VERSION);
    // the refund and dispute events the endpoint of the old README lacked
    expect(endpoint!.enabled_events).toEqual(
      expect.arrayContaining(['refund.updated', 'charge.refunded', 'charge.dispute.created']),
    );
  });

  it('run again, changes nothing; an endpoint missing events gets them, never a second endpoint', async () => {
    const url = urlOf();
    await syncWebhookEndpoint(stripe, url);
    expect((await syncWebhookEndpoint(stripe, url)).action).toBe('unchanged');

    const old = await stripe.webhookEndpoints.create({
      url: urlOf(),
      enabled_events: ['checkout.session.completed', 'checkout.session.expired'],
      api_version: STRIPE_API_VERSION as never,
    });
    const sync = await syncWebhookEndpoint(stripe, old.url);
    expect(sync).toMatchObject({ action: 'updated', endpoint: { id: old.id } });
    expect([...sync.endpoint.enabled_events].sort()).toEqual([...STRIPE_ENDPOINT_EVENTS].sort());
    expect((await stripe.webhookEndpoints.list()).data.filter((e) => e.url === old.url)).toHaveLength(1);
  });

  it('refuses, with what to do, two endpoints at one URL', async () => {
    const url = urlOf();
    for (let i = 0; i < 2; i++) {
      await stripe.webhookEndpoints.create({ url, enabled_events: ['checkout.session.completed'] });
    }
    await expect(syncWebhookEndpoint(stripe, url)).rejects.toThrow(
      /2 webhook endpoints send to .*Delete all but one/,
    );
  });
});
