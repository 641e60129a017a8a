// The Stripe stand-in's test controls (stripe-standin/README.md), as the payment tests use them:
// pay a checkout, steer one session's webhook deliveries (hold, drop, fail the first attempts),
// deliver an event again, late, stale or tampered, and make Stripe unreachable for one
// property. Each test steers only its own sessions, so tests can run side by side.
import Stripe from 'stripe';
import { emulator } from './emulators';
import { localSecret } from './localSecrets';

const address = emulator('stripe');
const url = process.env.STRIPE_STANDIN_URL ?? `http://${address.host}:${address.port}`;

interface Delivery {
  status: number | null;
  ok: boolean;
  body: string;
}

interface StandInEvent {
  id: string;
  type: string;
  state: string;
  attempts: Delivery[];
}

async function control<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${url}/_standin/${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(`stand-in ${method} ${path}: ${json.error?.message ?? response.status}`);
  return json;
}

/** A Checkout Session create request as the stand-in decoded its form body (all strings). */
interface SentSessionParams {
  mode: string;
  allowed_payment_method_types?: string[];
  client_reference_id: string;
  metadata: Record<string, string>;
  payment_intent_data: {
    metadata: Record<string, string>;
    statement_descriptor_suffix?: string;
    statement_descriptor?: string;
  };
  expires_at: string;
  success_url: string;
  cancel_url: string;
  line_items: { quantity: string; price_data: { unit_amount: string } }[];
}

let unreachable: string[] = [];

export const standIn = {
  url,

  async ready(): Promise<void> {
    try {
      await control('GET', 'health');
    } catch {
      throw new Error(`The Stripe stand-in is not running at ${url}: run the tests with \`npm test\`.`);
    }
  },

  /** The Pay button of the hosted page (or the bank debit); `delivery` steers its events. */
  async pay(
    sessionId: string,
    {
      method = 'card',
      delivery = 'immediate',
      failFirst = 0,
    }: { method?: 'card' | 'bank_debit'; delivery?: 'immediate' | 'hold' | 'drop'; failFirst?: number } = {},
  ): Promise<{ redirect: string }> {
    await control('POST', `sessions/${sessionId}/delivery`, { mode: delivery, failFirst });
    return control('POST', `sessions/${sessionId}/pay`, { method });
  },

  async async(
    sessionId: string,
    outcome: 'succeeded' | 'failed',
    delivery: 'immediate' | 'hold' = 'immediate',
  ) {
    await control('POST', `sessions/${sessionId}/delivery`, { mode: delivery });
    return control('POST', `sessions/${sessionId}/async`, { outcome });
  },

  expireNow: (sessionId: string) => control('POST', `sessions/${sessionId}/expire-now`),

  /** Every /v1 request the functions sent to `path` (e.g. '/v1/refunds'), with its key. */
  async requestsTo(method: string, path: string) {
    const { requests } = await control<{
      requests: {
        method: string;
        path: string;
        idempotencyKey: string | null;
        replayed: boolean;
        status: number;
      }[];
    }>('GET', 'requests');
    return requests.filter((r) => r.method === method && r.path === path);
  },

  /** How one session's events (its refunds' too) are delivered from now on. */
  steer: (sessionId: string, mode: 'immediate' | 'hold' | 'drop') =>
    control('POST', `sessions/${sessionId}/delivery`, { mode }),

  /** A pending refund settles (a bank debit's refund, or any while refundsPending). */
  settleRefund: (refundId: string, outcome: 'succeeded' | 'failed') =>
    control('POST', `refunds/${refundId}/settle`, { outcome }),

  /** The payer disputes a paid session's charge with their bank: `charge.dispute.created`. */
  async dispute(sessionId: string): Promise<{ id: string; amount: number }> {
    return (
      await control<{ dispute: { id: string; amount: number } }>('POST', `sessions/${sessionId}/dispute`)
    ).dispute;
  },

  /** The bank decides a dispute: `charge.dispute.closed`. */
  closeDispute: (disputeId: string, outcome: 'won' | 'lost') =>
    control('POST', `disputes/${disputeId}/close`, { outcome }),

  async session(sessionId: string): Promise<{ status: string; payment_status: string }> {
    return (
      await control<{ session: { status: string; payment_status: string } }>('GET', `sessions/${sessionId}`)
    ).session;
  },

  async eventsFor(sessionId: string): Promise<StandInEvent[]> {
    return (
      await control<{ events: StandInEvent[] }>('GET', `events?session=${encodeURIComponent(sessionId)}`)
    ).events;
  },

  deliver: (
    eventId: string,
    options: { timestampOffsetSeconds?: number; tamper?: boolean; secret?: string } = {},
  ) => control<Delivery>('POST', `events/${eventId}/deliver`, options),

  /** The Checkout Session create request the functions sent for a payment. */
  async createRequestFor(paymentId: string) {
    const [first] = await this.createRequestsFor(paymentId);
    if (!first) throw new Error(`no Checkout Session request for payment ${paymentId}`);
    return first;
  },

  /** Every Checkout Session create sent for a payment, oldest first (a pay link opens several). */
  async createRequestsFor(paymentId: string) {
    const { requests } = await control<{
      requests: {
        method: string;
        path: string;
        idempotencyKey: string | null;
        params: SentSessionParams;
      }[];
    }>('GET', 'requests');
    return requests.filter(
      (r) =>
        r.method === 'POST' &&
        r.path === '/v1/checkout/sessions' &&
        r.params.client_reference_id === paymentId,
    );
  },

  /** Stripe unreachable, for the checkouts of one property only. */
  async unreachableFor(propertyId: string, on: boolean): Promise<void> {
    unreachable = on ? [...unreachable, propertyId] : unreachable.filter((id) => id !== propertyId);
    await control('POST', 'config', { unreachableFor: unreachable });
  },

  /**
   * A Checkout Session made straight at the stand-in, not by our functions: by default one that
   * is not one of our payments (another integration on the account); with `paymentId` a stray
   * session naming one of ours.
   */
  async createForeignSession(
    of: {
      paymentId?: string;
      propertyId?: string;
      amountCents?: number;
      currency?: string;
      name?: string;
    } = {},
  ): Promise<string> {
    const session = await stripeAtStandIn().checkout.sessions.create({
      mode: 'payment',
      client_reference_id: of.paymentId ?? 'not-one-of-ours',
      ...(of.paymentId ? { metadata: { paymentId: of.paymentId, propertyId: of.propertyId ?? '' } } : {}),
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: of.currency ?? 'usd',
            unit_amount: of.amountCents ?? 500,
            product_data: { name: of.name ?? 'Elsewhere' },
          },
        },
      ],
      success_url: 'http://127.0.0.1/ok',
      cancel_url: 'http://127.0.0.1/cancel',
    });
    return session.id;
  },
};

/** The stripe client with the functions' own key, at the stand-in: what someone with the key can do. */
export function stripeAtStandIn(): Stripe {
  return new Stripe(localSecret('STRIPE_SECRET_KEY'), {
    host: address.host,
    port: address.port,
    protocol: 'http',
    telemetry: false,
    maxNetworkRetries: 0,
  });
}
