// The local Stripe stand-in (stripe-standin/), driven by the real stripe-node client, with its
// webhooks received by a little HTTP server here and verified with stripe-node's
// constructEvent. No emulators: the stand-in runs in-process on a free port.
import { STRIPE_API_VERSION as API_VERSION } from '@lakeside/domain';
import { type IncomingHttpHeaders, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type StandIn, startStripeStandIn } from '../../stripe-standin/src/server.ts';

// any key: this stand-in runs in-process with its own
const API_KEY = 'sk_test_unit_standin';
const WEBHOOK_SECRET = 'whsec_unit_test_secret_0123456789abcdef';

interface Received {
  headers: IncomingHttpHeaders;
  rawBody: Buffer;
}

/** Receives webhooks; answers `answerStatus`. */
class Receiver {
  received: Received[] = [];
  answerStatus = 200;
  url = '';
  private server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      this.received.push({ headers: request.headers, rawBody: Buffer.concat(chunks) });
      response.writeHead(this.answerStatus, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ received: true }));
    });
  });

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/webhook`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  async waitFor(count: number, timeoutMs = 5000): Promise<Received[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      if (Date.now() > deadline) {
        throw new Error(`expected ${count} webhook(s) within ${timeoutMs} ms, got ${this.received.length}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return this.received;
  }

  /** stripe-node's verification, as the stripeWebhook function will do it. */
  event(index: number, secret = WEBHOOK_SECRET): Stripe.Event {
    const delivery = this.received[index];
    if (!delivery) throw new Error(`no webhook #${index}`);
    return Stripe.webhooks.constructEvent(
      delivery.rawBody,
      String(delivery.headers['stripe-signature']),
      secret,
    );
  }
}

const receiver = new Receiver();
let standIn: StandIn;
let stripe: Stripe;

const client = (key = API_KEY): Stripe =>
  new Stripe(key, {
    apiVersion: API_VERSION,
    host: '127.0.0.1',
    port: standIn.port,
    protocol: 'http',
    telemetry: false,
    maxNetworkRetries: 0,
  });

async function control<T = Record<string, unknown>>(
  path: string,
  body?: unknown,
  method = 'POST',
): Promise<T> {
  const response = await fetch(`${standIn.url}/_standin/${path}`, {
    method: body === undefined && method === 'GET' ? 'GET' : method,
    headers: { 'Content-Type': 'application/json' },
    body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
  });
  const json = (await response.json()) as T;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** The parameters createHoaPayment sends (DESIGN §5), for two years of dues plus the fee. */
function paymentParams(overrides: Partial<Stripe.Checkout.SessionCreateParams> = {}) {
  return {
    mode: 'payment',
    line_items: [
      {
        price_data: {
          currency: 'usd',
          unit_amount: 16000,
          product_data: { name: 'Annual HOA dues', description: '12 Lakeshore Dr: 2025, 2026' },
        },
        quantity: 2,
      },
      {
        price_data: {
          currency: 'usd',
          unit_amount: 958,
          product_data: { name: 'Processing fee', description: '2.9% + $0.30' },
        },
        quantity: 1,
      },
    ],
    success_url:
      'http://127.0.0.1:5050/payment-success?session_id={CHECKOUT_SESSION_ID}&invoice=INV-2025-001',
    cancel_url: 'http://127.0.0.1:5050/payment-canceled?invoice=INV-2025-001',
    client_reference_id: 'payment-abc',
    metadata: { paymentId: 'payment-abc', hoaAccountId: 'acct-12' },
    payment_intent_data: {
      metadata: { paymentId: 'payment-abc', hoaAccountId: 'acct-12' },
      statement_descriptor_suffix: 'HOA DUES',
    },
    customer_email: 'resident@lakeside.test',
    expires_at: Math.floor(Date.now() / 1000) + 31 * 60,
    ...overrides,
  } satisfies Stripe.Checkout.SessionCreateParams;
}

const create = (overrides?: Partial<Stripe.Checkout.SessionCreateParams>, key?: string) =>
  stripe.checkout.sessions.create(paymentParams(overrides), key ? { idempotencyKey: key } : undefined);

const page = (session: Stripe.Checkout.Session) => `${standIn.url}/c/pay/${session.id}`;

async function press(session: Stripe.Checkout.Session, action: string): Promise<Response> {
  return fetch(page(session), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action }).toString(),
    redirect: 'manual',
  });
}

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

beforeAll(async () => {
  await receiver.start();
  standIn = await startStripeStandIn({
    host: '127.0.0.1',
    port: 0,
    apiKey: API_KEY,
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: receiver.url,
    retryDelaysMs: [20, 40, 80],
  });
  stripe = client();
});

afterAll(async () => {
  await standIn?.close();
  await receiver.close();
});

beforeEach(async () => {
  await control('reset');
  receiver.received = [];
  receiver.answerStatus = 200;
});

describe('Checkout Sessions API', () => {
  it('creates a session from the functions’ parameters, shaped as Stripe documents it', async () => {
    const params = paymentParams();
    const session = await stripe.checkout.sessions.create(params);
    expect(session.id).toMatch(/^cs_test_[A-Za-z0-9]{20,}$/);
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: 32958,
      amount_total: 32958,
      currency: 'usd',
      client_reference_id: 'payment-abc',
      metadata: { paymentId: 'payment-abc', hoaAccountId: 'acct-12' },
      success_url: params.success_url,
      cancel_url: params.cancel_url,
      url: `${standIn.url}/c/pay/${session.id}`,
      expires_at: params.expires_at,
      livemode: false,
      payment_intent: null,
      customer_email: 'resident@lakeside.test',
      customer_details: null,
    });
    expect(session.created).toBeGreaterThan(Date.now() / 1000 - 60);

    // what the functions sent, as the contract tests will read it
    const { requests } = await control<{ requests: { path: string; params: Record<string, unknown> }[] }>(
      'requests',
      undefined,
      'GET',
    );
    expect(requests).toHaveLength(1);
    expect(requests[0]?.path).toBe('/v1/checkout/sessions');
    expect(requests[0]?.params).toMatchObject({
      client_reference_id: 'payment-abc',
      payment_intent_data: { statement_descriptor_suffix: 'HOA DUES' },
      line_items: [{ quantity: '2' }, { price_data: { unit_amount: '958' } }],
    });
  });

  it('replays the first answer for the same idempotency key and parameters', async () => {
    const params = paymentParams();
    const first = await stripe.checkout.sessions.create(params, { idempotencyKey: 'payment-abc' });
    const again = await stripe.checkout.sessions.create(params, { idempotencyKey: 'payment-abc' });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect((await control<{ sessions: unknown[] }>('sessions', undefined, 'GET')).sessions).toHaveLength(1);
  });

  it('refuses the same idempotency key with other parameters (StripeIdempotencyError)', async () => {
    await create({}, 'payment-abc');
    const error = await caught(create({ client_reference_id: 'payment-other' }, 'payment-abc'));
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect((error as Error).message).toMatch(/same parameters they were first used with/);
  });

  it.each([
    ['29 minutes ahead', 29 * 60],
    ['25 hours ahead', 25 * 60 * 60],
  ])('refuses expires_at %s (param expires_at)', async (_, ahead) => {
    const error = await caught(create({ expires_at: Math.floor(Date.now() / 1000) + ahead }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 400, param: 'expires_at' });
  });

  it('refuses payment_intent_data[statement_descriptor], as Stripe does for cards', async () => {
    const error = await caught(
      create({ payment_intent_data: { statement_descriptor: 'LAKESIDE HOA DUES' } }),
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ param: 'payment_intent_data[statement_descriptor]' });
  });

  it('refuses a statement descriptor suffix over 22 characters', async () => {
    const error = await caught(
      create({ payment_intent_data: { statement_descriptor_suffix: 'HOA DUES 2025 AND 2026 X' } }),
    );
    expect(error).toMatchObject({ param: 'payment_intent_data[statement_descriptor_suffix]' });
  });

  it('names a missing required parameter', async () => {
    const params: Partial<Stripe.Checkout.SessionCreateParams> = paymentParams();
    delete params.line_items;
    const error = await caught(stripe.checkout.sessions.create(params));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ param: 'line_items', code: 'parameter_missing' });
  });

  it('refuses a wrong API key (StripeAuthenticationError)', async () => {
    const error = await caught(client('sk_test_wrong_key_1234').checkout.sessions.create(paymentParams()));
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect((error as Error).message).toMatch(/^Invalid API Key provided/);
  });

  it('answers 404 resource_missing for an unknown session', async () => {
    const error = await caught(stripe.checkout.sessions.retrieve('cs_test_nope'));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it('retrieves a paid session with its payment intent and charge expanded', async () => {
    const session = await create();
    const unpaid = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] });
    expect(unpaid.payment_intent).toBeNull();
    await control(`sessions/${session.id}/pay`, { method: 'card' });

    const plain = await stripe.checkout.sessions.retrieve(session.id);
    expect(plain.payment_intent).toMatch(/^pi_/);
    const paid = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ['payment_intent', 'payment_intent.latest_charge'],
    });
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'paid', url: null });
    const intent = paid.payment_intent as Stripe.PaymentIntent;
    expect(intent).toMatchObject({
      id: plain.payment_intent,
      object: 'payment_intent',
      status: 'succeeded',
      amount: 32958,
      currency: 'usd',
      metadata: { paymentId: 'payment-abc', hoaAccountId: 'acct-12' },
      payment_method_types: ['card'],
    });
    expect(intent.latest_charge).toMatchObject({
      id: expect.stringMatching(/^ch_/),
      object: 'charge',
      paid: true,
      payment_method_details: { type: 'card', card: { brand: 'visa', last4: '4242' } },
    });
  });

  it('expires an open session, emits checkout.session.expired, and refuses to expire it again', async () => {
    const session = await create();
    const expired = await stripe.checkout.sessions.expire(session.id);
    expect(expired).toMatchObject({ id: session.id, status: 'expired' });
    const error = await caught(stripe.checkout.sessions.expire(session.id));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await receiver.waitFor(1);
    expect(receiver.event(0)).toMatchObject({
      type: 'checkout.session.expired',
      data: { object: { id: session.id, status: 'expired' } },
    });
  });

  it('a session past its expires_at is expired when next read, with checkout.session.expired', async () => {
    const session = await create();
    const record = standIn.store.sessions.get(session.id);
    if (!record) throw new Error('the stand-in does not hold the session');
    record.session.expires_at = Math.floor(Date.now() / 1000) - 1; // as if 31 minutes had passed
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({
      status: 'expired',
      url: null,
    });
    await receiver.waitFor(1);
    expect(receiver.event(0)).toMatchObject({
      type: 'checkout.session.expired',
      data: { object: { id: session.id } },
    });
  });

  it('makes stripe-node raise StripeConnectionError when configured unreachable', async () => {
    await control('config', { unreachable: true });
    const error = await caught(create());
    expect(error).toBeInstanceOf(Stripe.errors.StripeConnectionError);
    await control('config', { unreachable: false });
    await expect(create()).resolves.toMatchObject({ status: 'open' });
  });
});

describe('hosted checkout page', () => {
  it('shows the merchant, the line items, the total and the Pay and Cancel buttons', async () => {
    const session = await create();
    const response = await fetch(session.url ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toMatch(/<title>Lakeside HOA: pay \$329\.58<\/title>/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('Annual HOA dues');
    expect(html).toContain('12 Lakeshore Dr: 2025, 2026');
    expect(html).toContain('Qty 2 × $160.00');
    expect(html).toContain('$320.00');
    expect(html).toContain('Processing fee');
    expect(html).toContain('$9.58');
    expect(html).toMatch(/Total due<\/span><span class="amount" id="total">\$329\.58/);
    expect(html).toMatch(/<button type="submit" class="primary" name="action" value="pay">Pay<\/button>/);
    expect(html).toMatch(/<button[^>]*value="cancel">Cancel<\/button>/);
    expect(html).toMatch(/<button[^>]*value="bank_debit">Pay with a bank debit \(settles later\)<\/button>/);
  });

  it('Pay completes the session, emits checkout.session.completed and redirects to success_url with the id', async () => {
    const session = await create();
    const response = await press(session, 'pay');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `http://127.0.0.1:5050/payment-success?session_id=${session.id}&invoice=INV-2025-001`,
    );
    await receiver.waitFor(1);
    expect(receiver.event(0)).toMatchObject({
      type: 'checkout.session.completed',
      data: { object: { id: session.id, status: 'complete', payment_status: 'paid' } },
    });
    const closed = await (await fetch(page(session))).text();
    expect(closed).toContain('This payment is complete.');
    expect(closed).not.toMatch(/value="pay"/);
  });

  it('offers only the methods the session was created with, and refuses paying another way', async () => {
    const bankOnly = await create({ allowed_payment_method_types: ['us_bank_account'] });
    const html = await (await fetch(page(bankOnly))).text();
    expect(html).toMatch(/<button type="submit" class="primary" name="action" value="bank_debit">/);
    expect(html).not.toMatch(/value="pay"/);
    expect(html).toContain('STRIPE TEST BANK');
    await expect(control(`sessions/${bankOnly.id}/pay`, { method: 'card' })).rejects.toThrow(
      "This Checkout Session does not accept 'card'.",
    );
    const cardOnly = await create({ allowed_payment_method_types: ['card'] });
    const cardPage = await (await fetch(page(cardOnly))).text();
    expect(cardPage).not.toMatch(/value="bank_debit"/);
    expect((await press(cardOnly, 'bank_debit')).status).toBe(409);
    expect((await stripe.checkout.sessions.retrieve(cardOnly.id)).status).toBe('open');
  });

  it("a closed session's page plays the bank: settles a debit, opens a dispute and decides it", async () => {
    const debit = await create({}, 'payment-bank-page');
    await press(debit, 'bank_debit');
    const processing = await (await fetch(page(debit))).text();
    expect(processing).toMatch(/value="bank_succeeded">The bank pays the debit now</);
    expect(processing).toMatch(/value="bank_failed">The bank refuses the debit</);
    expect((await press(debit, 'bank_succeeded')).status).toBe(303);
    expect((await stripe.checkout.sessions.retrieve(debit.id)).payment_status).toBe('paid');

    const paid = await create();
    await press(paid, 'pay');
    expect(await (await fetch(page(paid))).text()).toMatch(/value="dispute">The payer disputes the charge</);
    expect((await press(paid, 'dispute')).status).toBe(303);
    const open = await (await fetch(page(paid))).text();
    expect(open).toMatch(/value="dispute_lost">The bank decides the dispute: lost</);
    expect(open).not.toMatch(/value="dispute"/);
    expect((await press(paid, 'dispute_lost')).status).toBe(303);
    expect(await (await fetch(page(paid))).text()).not.toMatch(/value="dispute/);
    const types = (
      await control<{ events: { type: string }[] }>(`events?session=${paid.id}`, undefined, 'GET')
    ).events.map((event) => event.type);
    expect(types).toEqual(expect.arrayContaining(['charge.dispute.created', 'charge.dispute.closed']));
  });

  it('the bank-debit button completes the session unpaid, its payment intent processing', async () => {
    const session = await create({}, 'payment-abc');
    const response = await press(session, 'bank_debit');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toContain(`session_id=${session.id}`);
    await receiver.waitFor(1);
    expect(receiver.event(0)).toMatchObject({
      type: 'checkout.session.completed',
      data: { object: { status: 'complete', payment_status: 'unpaid' } },
    });
    const processing = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] });
    expect(processing.payment_intent).toMatchObject({
      status: 'processing',
      payment_method_types: ['us_bank_account'],
    });
    const { requests } = await control<{ requests: { idempotencyKey: string | null }[] }>(
      'requests',
      undefined,
      'GET',
    );
    expect(requests.map((r) => r.idempotencyKey)).toEqual(['payment-abc', null]);
  });

  it('Cancel redirects to cancel_url and leaves the session open', async () => {
    const session = await create();
    const response = await press(session, 'cancel');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(session.cancel_url);
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
  });

  it('an expired session’s page says so and offers no Pay button', async () => {
    const session = await create();
    await control(`sessions/${session.id}/expire-now`);
    const html = await (await fetch(page(session))).text();
    expect(html).toContain('This checkout session has expired.');
    expect(html).not.toMatch(/<button/);
    expect((await press(session, 'pay')).status).toBe(409);
  });
});

describe('webhooks', () => {
  it('signs as Stripe does: constructEvent accepts the right secret and refuses another', async () => {
    const session = await create();
    await control(`sessions/${session.id}/pay`, { method: 'card' });
    const [delivery] = await receiver.waitFor(1);
    expect(delivery?.headers['content-type']).toMatch(/^application\/json/);
    const event = receiver.event(0);
    expect(event).toMatchObject({
      id: expect.stringMatching(/^evt_/),
      object: 'event',
      api_version: API_VERSION,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: 'checkout.session.completed',
    });
    expect(() => receiver.event(0, 'whsec_someone_else')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );

    const { events } = await control<{
      events: { id: string; state: string; attempts: { status: number }[] }[];
    }>('events', undefined, 'GET');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ id: event.id, state: 'delivered', attempts: [{ status: 200 }] });
  });

  it('re-delivers with a 6-minute-old signature, which fails the default tolerance', async () => {
    const session = await create();
    const { events } = await control<{ events: { id: string }[] }>(`sessions/${session.id}/expire-now`);
    await receiver.waitFor(1);
    const answer = await control(`events/${events[0]?.id}/deliver`, { timestampOffsetSeconds: -360 });
    expect(answer).toMatchObject({ status: 200 });
    await receiver.waitFor(2);
    expect(() => receiver.event(1)).toThrow(/Timestamp outside the tolerance zone/);
    expect(receiver.event(0).id).toBe(events[0]?.id);
  });

  it('a tampered body or another secret fails verification', async () => {
    const session = await create();
    const { events } = await control<{ events: { id: string }[] }>(`sessions/${session.id}/expire-now`);
    await receiver.waitFor(1);
    await control(`events/${events[0]?.id}/deliver`, { tamper: true });
    await control(`events/${events[0]?.id}/deliver`, { secret: 'whsec_wrong' });
    await receiver.waitFor(3);
    expect(() => receiver.event(1)).toThrow(Stripe.errors.StripeSignatureVerificationError);
    expect(() => receiver.event(2)).toThrow(Stripe.errors.StripeSignatureVerificationError);
    expect(() => receiver.event(2, 'whsec_wrong')).not.toThrow();
  });

  it('holds events and delivers them in reverse order', async () => {
    await control('config', { deliveries: 'hold' });
    const session = await create();
    const paid = await control<{ events: { id: string; type: string }[] }>(`sessions/${session.id}/pay`, {
      method: 'bank_debit',
    });
    const settled = await control<{ events: { id: string; type: string }[] }>(
      `sessions/${session.id}/async`,
      {
        outcome: 'succeeded',
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(receiver.received).toHaveLength(0);

    const { deliveries } = await control<{ deliveries: { id: string; status: number }[] }>(
      'events/deliver-held',
      { order: 'reverse' },
    );
    expect(deliveries.map((d) => [d.id, d.status])).toEqual([
      [settled.events[0]?.id, 200],
      [paid.events[0]?.id, 200],
    ]);
    expect([receiver.event(0).type, receiver.event(1).type]).toEqual([
      'checkout.session.async_payment_succeeded',
      'checkout.session.completed',
    ]);
  });

  it('retries failed deliveries: failNextDeliveries 2, then the third attempt succeeds', async () => {
    await control('config', { failNextDeliveries: 2 });
    const session = await create();
    await control(`sessions/${session.id}/pay`, { method: 'card' });
    await receiver.waitFor(1);
    await expect
      .poll(
        async () => (await control<{ events: { state: string }[] }>('events', undefined, 'GET')).events[0],
      )
      .toMatchObject({
        state: 'delivered',
        attempts: [
          { kind: 'automatic', ok: false, error: 'not delivered: failNextDeliveries' },
          { kind: 'retry', ok: false },
          { kind: 'retry', ok: true, status: 200 },
        ],
      });
    expect(receiver.received).toHaveLength(1);
  });

  it('retries a 500 answer, and records each attempt with its status and body', async () => {
    receiver.answerStatus = 500;
    const session = await create();
    await control(`sessions/${session.id}/expire-now`);
    await receiver.waitFor(2);
    receiver.answerStatus = 200;
    await expect
      .poll(
        async () => (await control<{ events: { state: string }[] }>('events', undefined, 'GET')).events[0],
      )
      .toMatchObject({ state: 'delivered' });
    const { events } = await control<{ events: { attempts: { status: number; body: string }[] }[] }>(
      'events',
      undefined,
      'GET',
    );
    const attempts = events[0]?.attempts ?? [];
    expect(attempts.slice(0, 2).map((a) => a.status)).toEqual([500, 500]);
    expect(attempts.at(-1)).toMatchObject({ status: 200, body: '{"received":true}' });
  });

  it('bank debit: completed but unpaid, then async_payment_succeeded', async () => {
    const session = await create();
    const { redirect } = await control<{ redirect: string }>(`sessions/${session.id}/pay`, {
      method: 'bank_debit',
    });
    expect(redirect).toContain(`session_id=${session.id}`);
    const processing = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] });
    expect(processing).toMatchObject({ status: 'complete', payment_status: 'unpaid' });
    expect(processing.payment_intent).toMatchObject({ status: 'processing' });

    await control(`sessions/${session.id}/async`, { outcome: 'succeeded' });
    await receiver.waitFor(2);
    expect(receiver.event(0).data.object).toMatchObject({ status: 'complete', payment_status: 'unpaid' });
    expect(receiver.event(1)).toMatchObject({
      type: 'checkout.session.async_payment_succeeded',
      data: { object: { id: session.id, payment_status: 'paid' } },
    });
    const paid = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] });
    expect(paid.payment_intent).toMatchObject({ status: 'succeeded' });
  });

  it('bank debit: async_payment_failed leaves the session unpaid', async () => {
    const session = await create();
    await control(`sessions/${session.id}/pay`, { method: 'bank_debit' });
    await control(`sessions/${session.id}/async`, { outcome: 'failed' });
    await receiver.waitFor(2);
    expect(receiver.event(1)).toMatchObject({
      type: 'checkout.session.async_payment_failed',
      data: { object: { id: session.id, payment_status: 'unpaid' } },
    });
    const failed = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] });
    expect(failed.payment_intent).toMatchObject({ status: 'requires_payment_method' });
  });
});

/** A session paid by card (or bank debit, settled), and its payment intent's id. */
async function paidSession(method: 'card' | 'bank_debit' = 'card') {
  const session = await create();
  await control(`sessions/${session.id}/pay`, { method });
  if (method === 'bank_debit') await control(`sessions/${session.id}/async`, { outcome: 'succeeded' });
  const paid = await stripe.checkout.sessions.retrieve(session.id);
  return { session, intent: paid.payment_intent as string };
}

const eventTypes = () => receiver.received.map((_, i) => receiver.event(i).type);

describe('refunds', () => {
  it('refunds part, then the rest by default, with idempotency keys; a third is refused', async () => {
    const { intent } = await paidSession();
    const first = await stripe.refunds.create(
      { payment_intent: intent, amount: 16000, reason: 'duplicate', metadata: { paymentId: 'payment-abc' } },
      { idempotencyKey: 'refund-request-1' },
    );
    expect(first).toMatchObject({
      id: expect.stringMatching(/^re_/),
      object: 'refund',
      amount: 16000,
      status: 'succeeded',
      reason: 'duplicate',
      payment_intent: intent,
      metadata: { paymentId: 'payment-abc' },
    });
    // a double click: the same key replays the same refund
    const again = await stripe.refunds.create(
      { payment_intent: intent, amount: 16000, reason: 'duplicate', metadata: { paymentId: 'payment-abc' } },
      { idempotencyKey: 'refund-request-1' },
    );
    expect(again.id).toBe(first.id);

    const rest = await stripe.refunds.create({ charge: first.charge as string });
    expect(rest.amount).toBe(32958 - 16000);
    await expect(stripe.refunds.retrieve(first.id)).resolves.toMatchObject({ id: first.id, amount: 16000 });
    const listed = await stripe.refunds.list({ payment_intent: intent });
    expect(listed.data.map((refund) => refund.id)).toEqual([rest.id, first.id]);

    const refused = await caught(stripe.refunds.create({ payment_intent: intent, amount: 1 }));
    expect(refused).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(refused).toMatchObject({ code: 'charge_already_refunded' });

    await receiver.waitFor(5);
    expect(eventTypes().slice(1)).toEqual([
      'refund.created',
      'charge.refunded',
      'refund.created',
      'charge.refunded',
    ]);
    expect(receiver.event(4).data.object).toMatchObject({
      object: 'charge',
      amount_refunded: 32958,
      refunded: true,
    });
  });

  it('refuses more than is left, a charge not yet paid, an unknown payment intent and a bad reason', async () => {
    const { intent } = await paidSession();
    await expect(
      caught(stripe.refunds.create({ payment_intent: intent, amount: 40000 })),
    ).resolves.toMatchObject({
      code: 'amount_too_large',
      param: 'amount',
      message: 'Refund amount ($400.00) is greater than unrefunded amount on charge ($329.58)',
    });
    await expect(
      caught(stripe.refunds.create({ payment_intent: intent, reason: 'changed_mind' as 'duplicate' })),
    ).resolves.toMatchObject({ param: 'reason' });
    await expect(caught(stripe.refunds.create({ payment_intent: 'pi_nope' }))).resolves.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
    const processing = await create();
    await control(`sessions/${processing.id}/pay`, { method: 'bank_debit' });
    const unpaid = (await stripe.checkout.sessions.retrieve(processing.id)).payment_intent as string;
    await expect(caught(stripe.refunds.create({ payment_intent: unpaid }))).resolves.toMatchObject({
      code: 'charge_not_refundable',
    });
    // nothing was refunded by the refusals
    await expect(stripe.refunds.list({ payment_intent: intent })).resolves.toMatchObject({ data: [] });
  });

  it('a pending refund settles by control: succeeded (refund.updated), or failed (refund.failed) and refundable again', async () => {
    await control('config', { refundsPending: true });
    const { intent } = await paidSession();
    const refund = await stripe.refunds.create({ payment_intent: intent, amount: 1000 });
    expect(refund.status).toBe('pending');
    await control(`refunds/${refund.id}/settle`, { outcome: 'succeeded' });
    await expect(stripe.refunds.retrieve(refund.id)).resolves.toMatchObject({ status: 'succeeded' });

    const failing = await stripe.refunds.create({ payment_intent: intent });
    expect(failing.amount).toBe(32958 - 1000);
    const { events } = await control<{ events: { type: string }[] }>(`refunds/${failing.id}/settle`, {
      outcome: 'failed',
    });
    expect(events.map((event) => event.type)).toEqual(['refund.updated', 'refund.failed']);
    await expect(stripe.refunds.retrieve(failing.id)).resolves.toMatchObject({
      status: 'failed',
      failure_reason: 'expired_or_canceled_card',
    });
    // the failed amount can be refunded again; a settled refund cannot settle twice
    await expect(stripe.refunds.create({ payment_intent: intent })).resolves.toMatchObject({
      amount: 32958 - 1000,
    });
    await expect(control(`refunds/${failing.id}/settle`, { outcome: 'succeeded' })).rejects.toThrow(/409/);
  });

  it('a bank debit’s refund is pending until settled', async () => {
    const { intent } = await paidSession('bank_debit');
    await expect(stripe.refunds.create({ payment_intent: intent })).resolves.toMatchObject({
      status: 'pending',
    });
  });
});

describe('a payment settled before this run (the demo seed)', () => {
  const demo = {
    sessionId: 'cs_test_demo_payment_2024',
    paymentIntentId: 'pi_demo_payment_2024',
    chargeId: 'ch_demo_payment_2024',
    amount: 16479,
    created: 1762269120,
    email: 'resident@lakeside.test',
    metadata: { paymentId: 'demo-payment-2024', invoiceNumber: 'INV-20251104-K7M2QA' },
  };

  it('is recorded without events, once, and can then be refunded through the API', async () => {
    const first = await control<{ paymentIntent: { id: string; status: string } }>('paid-sessions', demo);
    expect(first.paymentIntent).toMatchObject({ id: demo.paymentIntentId, status: 'succeeded' });
    // the seed runs on every start: the same session again changes nothing
    await control('paid-sessions', { ...demo, amount: 99999 });
    await expect(stripe.checkout.sessions.retrieve(demo.sessionId)).resolves.toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      amount_total: 16479,
      payment_intent: demo.paymentIntentId,
      metadata: demo.metadata,
    });
    const refund = await stripe.refunds.create({ payment_intent: demo.paymentIntentId, amount: 16000 });
    expect(refund).toMatchObject({ status: 'succeeded', charge: demo.chargeId, amount: 16000 });
    await receiver.waitFor(2);
    // only the refund's events: the payment's were delivered long ago
    expect(eventTypes()).toEqual(['refund.created', 'charge.refunded']);
  });

  it('refuses a body that does not name the payment, saying what is wrong', async () => {
    await expect(control('paid-sessions', { ...demo, paymentIntentId: 'pi demo' })).rejects.toThrow(
      /400 .*paymentIntentId must be an id/,
    );
    await expect(control('paid-sessions', { ...demo, amount: 12.5 })).rejects.toThrow(/400 .*amount must be/);
    await expect(control('paid-sessions', { ...demo, metadata: { paymentId: 7 } })).rejects.toThrow(
      /400 .*metadata must be/,
    );
    const { sessions } = await control<{ sessions: unknown[] }>('sessions', undefined, 'GET');
    expect(sessions).toEqual([]);
  });
});

describe('disputes', () => {
  it('opens a dispute on a paid charge and closes it won or lost, each with its event', async () => {
    const { session } = await paidSession();
    const { dispute } = await control<{ dispute: Stripe.Dispute }>(`sessions/${session.id}/dispute`);
    expect(dispute).toMatchObject({ object: 'dispute', amount: 32958, status: 'needs_response' });
    await expect(control(`sessions/${session.id}/dispute`)).rejects.toThrow(/409/);
    await control(`disputes/${dispute.id}/close`, { outcome: 'lost' });
    await expect(stripe.disputes.retrieve(dispute.id)).resolves.toMatchObject({ status: 'lost' });
    await expect(control(`disputes/${dispute.id}/close`, { outcome: 'won' })).rejects.toThrow(/409/);
    await receiver.waitFor(3);
    expect(eventTypes()).toEqual([
      'checkout.session.completed',
      'charge.dispute.created',
      'charge.dispute.closed',
    ]);
    expect(receiver.event(2).data.object).toMatchObject({ id: dispute.id, status: 'lost' });

    const other = await paidSession();
    const opened = await control<{ dispute: Stripe.Dispute }>(`sessions/${other.session.id}/dispute`);
    await control(`disputes/${opened.dispute.id}/close`, { outcome: 'won' });
    await expect(stripe.disputes.retrieve(opened.dispute.id)).resolves.toMatchObject({ status: 'won' });
  });

  it('refuses to refund a charge under an open or lost dispute, as Stripe does; a won one may be', async () => {
    const refused = async (intent: string) => {
      const error = await stripe.refunds
        .create({ payment_intent: intent, amount: 500 })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
      expect(error).toMatchObject({ code: 'charge_disputed', statusCode: 400 });
    };
    const open = await paidSession();
    const { dispute } = await control<{ dispute: Stripe.Dispute }>(`sessions/${open.session.id}/dispute`);
    await refused(open.intent);
    await control(`disputes/${dispute.id}/close`, { outcome: 'lost' });
    await refused(open.intent);

    const won = await paidSession();
    const opened = await control<{ dispute: Stripe.Dispute }>(`sessions/${won.session.id}/dispute`);
    await refused(won.intent);
    await control(`disputes/${opened.dispute.id}/close`, { outcome: 'won' });
    await expect(stripe.refunds.create({ payment_intent: won.intent, amount: 500 })).resolves.toMatchObject({
      amount: 500,
      status: 'succeeded',
    });
  });

  it('steers a refund’s and a dispute’s events by their session: held with it', async () => {
    const { session, intent } = await paidSession();
    await receiver.waitFor(1);
    await control(`sessions/${session.id}/delivery`, { mode: 'hold' });
    await stripe.refunds.create({ payment_intent: intent, amount: 500 });
    await control(`sessions/${session.id}/dispute`);
    const held = await control<{ events: { type: string; state: string }[] }>('events', undefined, 'GET');
    expect(held.events.filter((event) => event.state === 'held').map((event) => event.type)).toEqual([
      'refund.created',
      'charge.refunded',
      'charge.dispute.created',
    ]);
  });
});
