// Events and their delivery, signed exactly as Stripe signs them (stripe-node's
// `webhooks.generateTestHeaderString`: `t=<unix seconds>,v1=<HMAC-SHA256 of "t.payload">`).
// Every attempt is recorded. A non-2xx answer or a connection error is retried after each of
// config.retryDelaysMs (real Stripe retries for days); the test controls hold, drop, reorder,
// fail, re-sign and tamper with deliveries.
import Stripe from 'stripe';
import {
  API_VERSION,
  type DeliveryAttempt,
  type EventRecord,
  type StripeEvent,
  type Store,
  newId,
  nowSeconds,
} from './store.ts';

/** How long one delivery waits for an answer. */
const DELIVERY_TIMEOUT_MS = 10_000;
const SNIPPET = 500;

export interface DeliverOptions {
  /** added to the signature's timestamp: -360 signs as if 6 minutes ago */
  timestampOffsetSeconds?: number;
  /** change the body after signing it, so the signature no longer matches */
  tamper?: boolean;
  /** sign with this secret instead of the configured one */
  secret?: string;
}

export interface DeliveryResult {
  id: string;
  type: string;
  status: number | null;
  ok: boolean;
  body: string;
  error?: string;
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
  if (error.name === 'TimeoutError') return `timeout: no answer within ${DELIVERY_TIMEOUT_MS / 1000} s`;
  return cause?.code ? `${cause.code}: ${cause.message ?? error.message}` : `${error.name}: ${error.message}`;
}

const result = (record: EventRecord, attempt: DeliveryAttempt): DeliveryResult => ({
  id: record.event.id,
  type: record.event.type,
  status: attempt.status,
  ok: attempt.ok,
  body: attempt.body,
  ...(attempt.error ? { error: attempt.error } : {}),
});

export class Webhooks {
  constructor(
    private readonly store: Store,
    private readonly secret: string,
    private readonly log: (line: string) => void = () => {},
  ) {}

  /** Creates an event and, per config.deliveries, delivers it now, holds it or drops it. */
  emit = (type: string, object: unknown, steerBy?: string): StripeEvent => {
    const event: StripeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: nowSeconds(),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    const sessionId = steerBy ?? (object as { id?: unknown } | null)?.id;
    const steer = typeof sessionId === 'string' ? this.store.sessions.get(sessionId)?.delivery : undefined;
    const record: EventRecord = {
      event,
      ...(typeof sessionId === 'string' ? { sessionId } : {}),
      state: 'pending',
      attempts: [],
      failRemaining: steer?.failFirst ?? 0,
    };
    this.store.events.push(record);
    const mode = steer?.mode ?? this.store.config.deliveries;
    if (mode === 'hold') record.state = 'held';
    else if (mode === 'drop') record.state = 'dropped';
    else void this.deliverWithRetries(record, 'automatic');
    return event;
  };

  /** One signed POST to the webhook URL, recorded in the event's attempts. */
  async attempt(
    record: EventRecord,
    kind: DeliveryAttempt['kind'],
    options: DeliverOptions = {},
  ): Promise<DeliveryAttempt> {
    const url = this.store.config.webhookUrl;
    const signedAt = nowSeconds() + Math.trunc(options.timestampOffsetSeconds ?? 0);
    const payload = JSON.stringify(record.event, null, 2);
    const header = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? this.secret,
      timestamp: signedAt,
    });
    const attempt: DeliveryAttempt = {
      at: new Date().toISOString(),
      kind,
      url,
      status: null,
      ok: false,
      body: '',
      durationMs: 0,
      signedAt,
      ...(options.tamper ? { tampered: true } : {}),
    };
    record.attempts.push(attempt);
    if (kind !== 'manual' && this.store.config.failNextDeliveries > 0) {
      this.store.config.failNextDeliveries -= 1;
      attempt.error = 'not delivered: failNextDeliveries';
      return attempt;
    }
    if (kind !== 'manual' && (record.failRemaining ?? 0) > 0) {
      record.failRemaining = (record.failRemaining ?? 0) - 1;
      attempt.error = "not delivered: the session's failFirst";
      return attempt;
    }
    const body = options.tamper ? payload.replace('"livemode": false', '"livemode": true') : payload;
    const started = Date.now();
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Stripe-Signature': header,
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'Cache-Control': 'no-cache',
          Accept: '*/*; q=0.5, application/xml',
        },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      attempt.status = response.status;
      attempt.ok = response.status >= 200 && response.status < 300;
      attempt.body = (await response.text()).slice(0, SNIPPET);
    } catch (error) {
      attempt.error = describe(error);
    }
    attempt.durationMs = Date.now() - started;
    this.log(
      `webhook ${record.event.type} ${record.event.id} (${kind}) → ${attempt.status ?? attempt.error}`,
    );
    return attempt;
  }

  /**
   * Delivers an event, retrying in the background while config.retry is on; answers the first
   * attempt.
   */
  async deliverWithRetries(record: EventRecord, kind: 'automatic' | 'held'): Promise<DeliveryAttempt> {
    const generation = this.store.generation;
    record.state = 'pending';
    const first = await this.attempt(record, kind);
    const next = (attempt: DeliveryAttempt, retriesDone: number): void => {
      if (this.store.generation !== generation) return;
      if (attempt.ok) {
        record.state = 'delivered';
        return;
      }
      const delay = this.store.config.retry ? this.store.config.retryDelaysMs[retriesDone] : undefined;
      if (delay === undefined) {
        record.state = 'failed';
        return;
      }
      record.state = 'retrying';
      this.store.later(delay, () => {
        if (this.store.generation !== generation) return;
        void this.attempt(record, 'retry').then((retry) => next(retry, retriesDone + 1));
      });
    };
    next(first, 0);
    return first;
  }

  /** `POST /_standin/events/:id/deliver`: one attempt now, whatever the event's state. */
  async deliverNow(record: EventRecord, options: DeliverOptions): Promise<DeliveryResult> {
    return result(record, await this.attempt(record, 'manual', options));
  }

  /** `POST /_standin/events/deliver-held`: delivers the held events one after the other. */
  async deliverHeld(order: 'as-created' | 'reverse' | 'shuffle'): Promise<DeliveryResult[]> {
    const held = this.store.events.filter((record) => record.state === 'held');
    if (order === 'reverse') held.reverse();
    if (order === 'shuffle') {
      for (let i = held.length - 1; i > 0; i--) {
        const j = Math.floor(Math.random() * (i + 1));
        [held[i], held[j]] = [held[j] as EventRecord, held[i] as EventRecord];
      }
    }
    const results: DeliveryResult[] = [];
    for (const record of held) results.push(result(record, await this.deliverWithRetries(record, 'held')));
    return results;
  }
}
