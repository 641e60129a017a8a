// A card payment settled before the stand-in started: what Stripe would still hold for a payment
// made in an earlier run (the stand-in forgets everything when it stops). The demo seed records
// its completed payments here on each `npm start`, so the desk can refund them.
import type { CheckoutSession, Charge, PaymentIntent, SessionRecord, Store } from './store.ts';

export interface PaidSessionInput {
  sessionId: string;
  paymentIntentId: string;
  chargeId: string;
  /** the total charged, in cents */
  amount: number;
  /** when it was paid, in Unix seconds */
  created: number;
  email: string;
  metadata: Record<string, string>;
}

const ID = /^[A-Za-z0-9_]{3,100}$/;

/** What is wrong with the body, in one sentence, or null. */
export function paidSessionProblem(body: Record<string, unknown>): string | null {
  for (const key of ['sessionId', 'paymentIntentId', 'chargeId'] as const) {
    if (typeof body[key] !== 'string' || !ID.test(body[key])) return `${key} must be an id like 'pi_demo_1'.`;
  }
  if (!Number.isInteger(body.amount) || (body.amount as number) < 50)
    return 'amount must be whole cents ≥ 50.';
  if (!Number.isInteger(body.created) || (body.created as number) <= 0)
    return 'created must be Unix seconds.';
  if (typeof body.email !== 'string' || !body.email.includes('@')) return 'email must be an e-mail address.';
  const metadata = body.metadata ?? {};
  if (typeof metadata !== 'object' || Array.isArray(metadata) || metadata === null)
    return 'metadata must be an object of strings.';
  if (!Object.values(metadata).every((value) => typeof value === 'string'))
    return 'metadata must be an object of strings.';
  return null;
}

/**
 * Records a complete session paid by card, with its payment intent and charge under the ids
 * given, emitting no event (its events were delivered long ago). The same session again changes
 * nothing: the seed runs on every start.
 */
export function recordPaidSession(store: Store, apiKey: string, input: PaidSessionInput): SessionRecord {
  const known = store.sessions.get(input.sessionId);
  if (known) return known;
  const { amount, created, metadata } = input;
  const charge: Charge = {
    id: input.chargeId,
    object: 'charge',
    amount,
    amount_captured: amount,
    created,
    currency: 'usd',
    livemode: false,
    metadata: {},
    paid: true,
    amount_refunded: 0,
    refunded: false,
    disputed: false,
    payment_intent: input.paymentIntentId,
    payment_method_details: {
      type: 'card',
      card: { brand: 'visa', country: 'US', exp_month: 12, exp_year: 2034, funding: 'credit', last4: '4242' },
    },
    status: 'succeeded',
  };
  const paymentIntent: PaymentIntent = {
    id: input.paymentIntentId,
    object: 'payment_intent',
    amount,
    amount_received: amount,
    created,
    currency: 'usd',
    latest_charge: charge.id,
    livemode: false,
    metadata: { ...metadata },
    payment_method_types: ['card'],
    statement_descriptor_suffix: 'HOA DUES',
    status: 'succeeded',
  };
  const session: CheckoutSession = {
    id: input.sessionId,
    object: 'checkout.session',
    amount_subtotal: amount,
    amount_total: amount,
    automatic_tax: { enabled: false, liability: null, status: null },
    cancel_url: null,
    client_reference_id: metadata.paymentId ?? null,
    created,
    currency: 'usd',
    customer: null,
    customer_details: {
      address: null,
      email: input.email,
      name: 'Test Payer',
      phone: null,
      tax_exempt: 'none',
      tax_ids: [],
    },
    customer_email: input.email,
    expires_at: created + 30 * 60,
    livemode: false,
    locale: null,
    metadata: { ...metadata },
    mode: 'payment',
    payment_intent: paymentIntent.id,
    payment_method_types: ['card'],
    payment_status: 'paid',
    status: 'complete',
    success_url: 'http://127.0.0.1/payment-success',
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted',
    url: null,
  };
  const record: SessionRecord = {
    apiKey,
    session,
    lineItems: [],
    paymentIntentData: { metadata: { ...metadata }, statement_descriptor_suffix: 'HOA DUES' },
    paymentIntent,
    charge,
  };
  store.sessions.set(session.id, record);
  return record;
}
