// The stand-in's memory: Checkout Sessions with their payment intents and charges, the charges'
// refunds and disputes, events with
// their delivery attempts, the API requests received, idempotency keys and the test controls'
// configuration. Everything is in memory; `POST /_standin/reset` forgets it all.
import { randomBytes } from 'node:crypto';
import type { WebhookEndpoint } from './webhookEndpoints.ts';

/** The API version the functions pin (the domain's): events carry it in `api_version`. */
export { STRIPE_API_VERSION as API_VERSION } from '@lakeside/domain';

/** How long Stripe keeps an idempotency key (24 h). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** A form-decoded parameter value, as Stripe reads `a[b][0]=c`. */
export type ParamValue = string | ParamValue[] | Params;
export type Params = { [key: string]: ParamValue };

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Stripe-like random id: `cs_test_a1B2…`, `pi_…`, `evt_…`. */
export function newId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${id}`;
}

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

export interface LineItem {
  id: string;
  object: 'item';
  amount_discount: number;
  amount_subtotal: number;
  amount_tax: number;
  amount_total: number;
  currency: string;
  description: string;
  quantity: number;
  price: {
    id: string;
    object: 'price';
    active: boolean;
    currency: string;
    livemode: false;
    product: string;
    type: 'one_time';
    unit_amount: number;
  };
  /** not part of Stripe's item: the product's description, for the hosted page */
  productDescription: string | null;
}

export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  automatic_tax: { enabled: false; liability: null; status: null };
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer: null;
  customer_details: {
    address: null;
    email: string;
    name: string;
    phone: null;
    tax_exempt: 'none';
    tax_ids: [];
  } | null;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  locale: null;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_method_types: string[];
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number };
  ui_mode: 'hosted';
  url: string | null;
}

export interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  created: number;
  currency: string;
  livemode: false;
  metadata: Record<string, string>;
  paid: boolean;
  /** what has been refunded, pending refunds included (as Stripe counts it) */
  amount_refunded: number;
  /** refunded in full */
  refunded: boolean;
  disputed: boolean;
  payment_intent: string;
  payment_method_details:
    | {
        type: 'card';
        card: {
          brand: 'visa';
          country: 'US';
          exp_month: number;
          exp_year: number;
          funding: 'credit';
          last4: '4242';
        };
      }
    | {
        type: 'us_bank_account';
        us_bank_account: { account_type: 'checking'; bank_name: string; last4: '6789' };
      };
  status: 'succeeded' | 'pending' | 'failed';
}

export interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  created: number;
  currency: string;
  latest_charge: string | null;
  livemode: false;
  metadata: Record<string, string>;
  payment_method_types: string[];
  statement_descriptor_suffix: string | null;
  status: 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled';
}

export interface SessionRecord {
  apiKey: string;
  session: CheckoutSession;
  lineItems: LineItem[];
  paymentIntentData: { metadata: Record<string, string>; statement_descriptor_suffix: string | null };
  paymentIntent: PaymentIntent | null;
  charge: Charge | null;
  expiryTimer?: NodeJS.Timeout;
  /**
   * How this session's events are delivered, over config.deliveries: tests that run side by
   * side each steer their own sessions (POST /_standin/sessions/:id/delivery) instead of
   * changing what every other test sees.
   */
  delivery?: { mode: DeliveryMode; failFirst: number };
}

export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  created: number;
  currency: string;
  failure_reason: string | null;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: 'duplicate' | 'fraudulent' | 'requested_by_customer' | null;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled';
}

export interface Dispute {
  id: string;
  object: 'dispute';
  amount: number;
  charge: string;
  created: number;
  currency: string;
  /** when the answer to the bank is due (seconds); Stripe gives about one to three weeks */
  evidence_details: {
    due_by: number | null;
    has_evidence: boolean;
    past_due: boolean;
    submission_count: number;
  };
  is_charge_refundable: boolean;
  livemode: false;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: 'fraudulent';
  status: 'needs_response' | 'under_review' | 'won' | 'lost';
}

/** A refund or dispute with the session whose charge it is (its events follow its steering). */
export interface ChargeChild<T> {
  sessionId: string;
  object: T;
}

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: unknown };
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  type: string;
}

export interface DeliveryAttempt {
  at: string;
  /** automatic (on creation), retry, held (deliver-held) or manual (events/:id/deliver) */
  kind: 'automatic' | 'retry' | 'held' | 'manual';
  url: string;
  /** the HTTP status answered, or null when nothing was answered */
  status: number | null;
  ok: boolean;
  /** why it failed without an answer: a connection error, a timeout, or failNextDeliveries */
  error?: string;
  /** the first 500 characters of the answer */
  body: string;
  durationMs: number;
  /** the `t=` of the Stripe-Signature header */
  signedAt: number;
  tampered?: boolean;
}

export interface EventRecord {
  event: StripeEvent;
  /** the session the event is about (a refund's or dispute's: its charge's), when there is one */
  sessionId?: string;
  /** pending: being delivered; held: waiting for deliver-held; dropped: never delivered automatically */
  state: 'pending' | 'retrying' | 'held' | 'dropped' | 'delivered' | 'failed';
  attempts: DeliveryAttempt[];
  /** automatic attempts of this event still to fail (its session's delivery.failFirst) */
  failRemaining?: number;
}

export interface RequestRecord {
  at: string;
  method: string;
  path: string;
  params: Params;
  idempotencyKey: string | null;
  status: number;
  replayed: boolean;
}

export interface IdempotencyRecord {
  fingerprint: string;
  status: number;
  body: string;
  createdAt: number;
}

export type DeliveryMode = 'immediate' | 'hold' | 'drop';

export interface StandInConfig {
  deliveries: DeliveryMode;
  retry: boolean;
  /** waits before each retry; their count is the number of retries */
  retryDelaysMs: number[];
  unreachable: boolean;
  /** unreachable only for API requests about these properties (metadata[propertyId]) */
  unreachableFor: string[];
  failNextDeliveries: number;
  webhookUrl: string;
  /** new card refunds stay pending until POST /_standin/refunds/:id/settle (bank refunds always do) */
  refundsPending: boolean;
}

export const DEFAULT_RETRY_DELAYS_MS = [500, 1000, 2000];

export class Store {
  sessions = new Map<string, SessionRecord>();
  refunds = new Map<string, ChargeChild<Refund>>();
  disputes = new Map<string, ChargeChild<Dispute>>();
  events: EventRecord[] = [];
  requests: RequestRecord[] = [];
  idempotency = new Map<string, IdempotencyRecord>();
  webhookEndpoints = new Map<string, WebhookEndpoint>();
  config: StandInConfig;
  /** bumped by reset(): timers of an earlier generation do nothing */
  generation = 0;
  private timers = new Set<NodeJS.Timeout>();

  constructor(private readonly defaults: StandInConfig) {
    this.config = structuredClone(defaults);
  }

  findEvent(id: string): EventRecord | undefined {
    return this.events.find((record) => record.event.id === id);
  }

  /** A timer that reset() and close() cancel, and that never keeps the process alive. */
  later(ms: number, run: () => void): NodeJS.Timeout {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    timer.unref();
    this.timers.add(timer);
    return timer;
  }

  cancel(timer: NodeJS.Timeout | undefined): void {
    if (!timer) return;
    clearTimeout(timer);
    this.timers.delete(timer);
  }

  reset(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.sessions.clear();
    this.refunds.clear();
    this.disputes.clear();
    this.events = [];
    this.requests = [];
    this.idempotency.clear();
    this.webhookEndpoints.clear();
    this.config = structuredClone(this.defaults);
    this.generation += 1;
  }

  /** Forgets idempotency keys older than Stripe's 24 hours. */
  pruneIdempotency(now = Date.now()): void {
    for (const [key, record] of this.idempotency) {
      if (now - record.createdAt > IDEMPOTENCY_TTL_MS) this.idempotency.delete(key);
    }
  }
}
