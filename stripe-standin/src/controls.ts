// The test controls under /_standin (JSON in, JSON out; documented in stripe-standin/README.md).
import { StripeApiError } from './form.ts';
import {
  type Emit,
  expire,
  findSession,
  pay,
  sessionView,
  settleAsync,
  successRedirect,
} from './sessions.ts';
import { paidSessionProblem, recordPaidSession, type PaidSessionInput } from './paidSessions.ts';
import { closeDispute, openDispute, settleRefund } from './refunds.ts';
import { DEFAULT_RETRY_DELAYS_MS, type SessionRecord, type StandInConfig, type Store } from './store.ts';
import type { Webhooks } from './webhooks.ts';

export interface ControlContext {
  store: Store;
  webhooks: Webhooks;
  emit: Emit;
  url: () => string;
  /** the secret key the API accepts: a recorded session belongs to it */
  apiKey: string;
}

export interface ControlAnswer {
  status: number;
  json: unknown;
}

class ControlError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const ok = (json: unknown): ControlAnswer => ({ status: 200, json });

function object(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body))
    throw new ControlError(400, 'The body must be a JSON object.');
  return body as Record<string, unknown>;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], name: string, fallback?: T): T {
  if (value === undefined && fallback !== undefined) return fallback;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw new ControlError(400, `${name} must be one of ${allowed.map((a) => `'${a}'`).join(', ')}.`);
}

function applyConfig(config: StandInConfig, body: Record<string, unknown>): void {
  const known = [
    'deliveries',
    'retry',
    'retryDelaysMs',
    'unreachable',
    'unreachableFor',
    'failNextDeliveries',
    'webhookUrl',
    'refundsPending',
  ];
  const unknown = Object.keys(body).filter((key) => !known.includes(key));
  if (unknown.length > 0) throw new ControlError(400, `Unknown config: ${unknown.join(', ')}.`);
  if (body.deliveries !== undefined) {
    config.deliveries = oneOf(body.deliveries, ['immediate', 'hold', 'drop'] as const, 'deliveries');
  }
  for (const flag of ['retry', 'unreachable', 'refundsPending'] as const) {
    if (body[flag] === undefined) continue;
    if (typeof body[flag] !== 'boolean') throw new ControlError(400, `${flag} must be true or false.`);
    config[flag] = body[flag];
  }
  if (body.unreachableFor !== undefined) {
    const ids = body.unreachableFor;
    if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string')) {
      throw new ControlError(400, 'unreachableFor must be a list of property ids.');
    }
    config.unreachableFor = ids as string[];
  }
  if (body.failNextDeliveries !== undefined) {
    const n = body.failNextDeliveries;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) {
      throw new ControlError(400, 'failNextDeliveries must be a whole number ≥ 0.');
    }
    config.failNextDeliveries = n;
  }
  if (body.retryDelaysMs !== undefined) {
    const delays = body.retryDelaysMs;
    if (!Array.isArray(delays) || !delays.every((d) => typeof d === 'number' && d >= 0)) {
      throw new ControlError(
        400,
        `retryDelaysMs must be a list of milliseconds, e.g. [${DEFAULT_RETRY_DELAYS_MS}].`,
      );
    }
    config.retryDelaysMs = delays as number[];
  }
  if (body.webhookUrl !== undefined) {
    if (typeof body.webhookUrl !== 'string' || !/^https?:\/\//.test(body.webhookUrl)) {
      throw new ControlError(400, 'webhookUrl must be an http(s) URL.');
    }
    config.webhookUrl = body.webhookUrl;
  }
}

function session(ctx: ControlContext, id: string): SessionRecord {
  try {
    return findSession(ctx.store, id, ctx.emit);
  } catch (error) {
    if (error instanceof StripeApiError) throw new ControlError(404, error.message);
    throw error;
  }
}

const sessionAnswer = (record: SessionRecord) => ({
  session: sessionView(record, ['payment_intent.latest_charge']),
});

/** Runs a change (on a session, refund or dispute) and answers it with the events it emitted. */
function change(ctx: ControlContext, run: () => Record<string, unknown>): Record<string, unknown> {
  const before = ctx.store.events.length;
  let answer: Record<string, unknown>;
  try {
    answer = run();
  } catch (error) {
    if (error instanceof StripeApiError)
      throw new ControlError(error.status === 404 ? 404 : 409, error.message);
    throw error;
  }
  return {
    ...answer,
    events: ctx.store.events.slice(before).map(({ event }) => ({ id: event.id, type: event.type })),
  };
}

export async function handleControl(
  ctx: ControlContext,
  method: string,
  path: string,
  query: URLSearchParams,
  rawBody: string,
): Promise<ControlAnswer> {
  const { store, webhooks } = ctx;
  try {
    let body: unknown;
    try {
      body = rawBody.trim() ? JSON.parse(rawBody) : undefined;
    } catch {
      throw new ControlError(400, 'The body must be JSON.');
    }
    const input = object(body);
    let match: RegExpExecArray | null;
    const route = `${method} ${path}`;
    if (route === 'GET /_standin/health') {
      return ok({ ok: true, url: ctx.url(), webhookUrl: store.config.webhookUrl });
    }
    if (route === 'POST /_standin/reset') {
      store.reset();
      return ok({ ok: true });
    }
    if (route === 'GET /_standin/config') return ok(store.config);
    if (route === 'POST /_standin/config') {
      const next = structuredClone(store.config);
      applyConfig(next, input);
      store.config = next;
      return ok(store.config);
    }
    if (route === 'GET /_standin/events') {
      const type = query.get('type');
      const sessionId = query.get('session');
      const events = store.events.filter(
        (record) =>
          (!type || record.event.type === type) &&
          (!sessionId ||
            record.sessionId === sessionId ||
            (record.event.data.object as { id?: string } | null)?.id === sessionId),
      );
      return ok({
        events: events.map(({ event, state, attempts }) => ({
          id: event.id,
          type: event.type,
          state,
          attempts,
          event,
        })),
      });
    }
    if (route === 'POST /_standin/paid-sessions') {
      const problem = paidSessionProblem(input);
      if (problem) throw new ControlError(400, problem);
      const record = recordPaidSession(store, ctx.apiKey, input as unknown as PaidSessionInput);
      return ok({ session: sessionView(record), paymentIntent: record.paymentIntent, charge: record.charge });
    }
    if (route === 'GET /_standin/requests') return ok({ requests: store.requests });
    if (route === 'GET /_standin/sessions') {
      return ok({ sessions: [...store.sessions.values()].map((record) => sessionView(record)) });
    }
    if (route === 'POST /_standin/events/deliver-held') {
      const order = oneOf(input.order, ['as-created', 'reverse', 'shuffle'] as const, 'order', 'as-created');
      return ok({ deliveries: await webhooks.deliverHeld(order) });
    }
    if ((match = /^POST \/_standin\/events\/([^/]+)\/deliver$/.exec(route))) {
      const record = store.findEvent(decodeURIComponent(match[1] ?? ''));
      if (!record) throw new ControlError(404, `No such event: '${match[1]}'`);
      const offset = input.timestampOffsetSeconds;
      if (offset !== undefined && typeof offset !== 'number') {
        throw new ControlError(400, 'timestampOffsetSeconds must be a number.');
      }
      if (input.secret !== undefined && typeof input.secret !== 'string') {
        throw new ControlError(400, 'secret must be a string.');
      }
      return ok(
        await webhooks.deliverNow(record, {
          timestampOffsetSeconds: offset,
          tamper: input.tamper === true,
          secret: input.secret as string | undefined,
        }),
      );
    }
    if ((match = /^GET \/_standin\/sessions\/([^/]+)$/.exec(route))) {
      const record = session(ctx, decodeURIComponent(match[1] ?? ''));
      return ok({
        session: sessionView(record, ['payment_intent.latest_charge', 'line_items']),
        paymentIntent: record.paymentIntent,
        charge: record.charge,
      });
    }
    if ((match = /^POST \/_standin\/sessions\/([^/]+)\/delivery$/.exec(route))) {
      const record = session(ctx, decodeURIComponent(match[1] ?? ''));
      const mode = oneOf(input.mode, ['immediate', 'hold', 'drop'] as const, 'mode', 'immediate');
      const failFirst = input.failFirst ?? 0;
      if (typeof failFirst !== 'number' || !Number.isInteger(failFirst) || failFirst < 0) {
        throw new ControlError(400, 'failFirst must be a whole number ≥ 0.');
      }
      record.delivery = { mode, failFirst };
      return ok({ delivery: record.delivery });
    }
    if ((match = /^POST \/_standin\/sessions\/([^/]+)\/dispute$/.exec(route))) {
      const record = session(ctx, decodeURIComponent(match[1] ?? ''));
      return ok(change(ctx, () => ({ dispute: openDispute(record, ctx.emit, store) })));
    }
    if ((match = /^POST \/_standin\/disputes\/([^/]+)\/close$/.exec(route))) {
      const outcome = oneOf(input.outcome, ['won', 'lost'] as const, 'outcome');
      const id = decodeURIComponent(match[1] ?? '');
      return ok(change(ctx, () => ({ dispute: closeDispute(store, id, outcome, ctx.emit) })));
    }
    if ((match = /^POST \/_standin\/refunds\/([^/]+)\/settle$/.exec(route))) {
      const outcome = oneOf(input.outcome, ['succeeded', 'failed'] as const, 'outcome');
      const id = decodeURIComponent(match[1] ?? '');
      return ok(change(ctx, () => ({ refund: settleRefund(store, id, outcome, ctx.emit) })));
    }
    if ((match = /^POST \/_standin\/sessions\/([^/]+)\/(pay|async|expire-now)$/.exec(route))) {
      const record = session(ctx, decodeURIComponent(match[1] ?? ''));
      if (match[2] === 'pay') {
        const payMethod = oneOf(input.method, ['card', 'bank_debit'] as const, 'method', 'card');
        const answer = change(ctx, () => {
          pay(record, payMethod, ctx.emit);
          return sessionAnswer(record);
        });
        return ok({ redirect: successRedirect(record), ...answer });
      }
      if (match[2] === 'async') {
        const outcome = oneOf(input.outcome, ['succeeded', 'failed'] as const, 'outcome');
        return ok(
          change(ctx, () => {
            settleAsync(record, outcome, ctx.emit);
            return sessionAnswer(record);
          }),
        );
      }
      return ok(
        change(ctx, () => {
          expire(record, ctx.emit);
          return sessionAnswer(record);
        }),
      );
    }
    throw new ControlError(404, `No control ${method} ${path}: see stripe-standin/README.md.`);
  } catch (error) {
    if (error instanceof ControlError)
      return { status: error.status, json: { error: { message: error.message } } };
    throw error;
  }
}
