// The webhook acts on the events of one list (domain STRIPE_WEBHOOK_EVENTS), the list
// `npm run stripe:endpoint` gives Stripe's endpoint. These fail when the webhook would handle an
// event the list does not name (a type spelled in the functions' code), or when a kind of the
// list has no branch in the webhook.
import { STRIPE_ENDPOINT_EVENTS, STRIPE_WEBHOOK_EVENTS, stripeEventKind } from '@lakeside/domain';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const functions = path.resolve(import.meta.dirname, '../../functions/src');
const webhook = readFileSync(path.join(functions, 'stripeWebhook/stripeWebhook.ts'), 'utf8');
/**
 * A Stripe event type written as a string literal, `'charge.dispute.created'`: an object of
 * Stripe's and one of its events' verbs (a log's `'refund.applied'` or an expand path's
 * `'payment_intent.latest_charge'` is not one)
 */
const EVENT_LITERAL =
  /['"`]((?:checkout|charge|refund|payment_intent|invoice|customer|payout|account|setup_intent|mandate)\.(?:[a-z_]+\.)*(?:created|updated|deleted|succeeded|failed|completed|expired|closed|canceled|refunded|captured|funds_withdrawn|funds_reinstated|async_payment_succeeded|async_payment_failed|processing|requires_action|paid|voided|finalized))['"`]/g;

function sources(): string[] {
  return readdirSync(functions, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('the Stripe events', () => {
  it('the endpoint lists each handled event once, and each has a kind', () => {
    expect(new Set(STRIPE_ENDPOINT_EVENTS).size).toBe(STRIPE_ENDPOINT_EVENTS.length);
    for (const type of STRIPE_ENDPOINT_EVENTS) expect(stripeEventKind(type), type).not.toBeNull();
    expect(stripeEventKind('payment_intent.succeeded')).toBeNull();
    expect(STRIPE_ENDPOINT_EVENTS).toEqual(
      expect.arrayContaining(['refund.created', 'refund.updated', 'refund.failed', 'charge.refunded']),
    );
  });

  it('the webhook has a branch for every kind, and routes by the list alone', () => {
    for (const kind of Object.keys(STRIPE_WEBHOOK_EVENTS)) expect(webhook).toContain(`kind === '${kind}'`);
    expect(webhook).toContain('stripeEventKind(event.type)');
  });

  it('no function names an event type of its own', () => {
    const named = sources().flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(EVENT_LITERAL)].map(
        (match) => `${path.relative(functions, file)}: ${match[1]}`,
      ),
    );
    expect(named).toEqual([]);
  });
});
