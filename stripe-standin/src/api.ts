// The REST subset under /v1: Bearer auth, idempotency keys as Stripe honours them, Checkout
// Sessions (create, retrieve with expand, expire, line items), refunds (create, retrieve, list
// by charge or payment intent), disputes (retrieve), events and webhook endpoints (create,
// update, list). Answers and errors are
// shaped as Stripe's, with Stripe's status codes, so stripe-node raises its usual error classes.
import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { StripeApiError, canonical, noSuch, parseForm } from './form.ts';
import { createRefund, findDispute, findRefund, listRefunds } from './refunds.ts';
import {
  createSession,
  expandList,
  expire,
  findSession,
  lineItemList,
  sessionView,
  type Emit,
} from './sessions.ts';
import { API_VERSION, type Params, type Store } from './store.ts';
import { createWebhookEndpoint, listWebhookEndpoints, updateWebhookEndpoint } from './webhookEndpoints.ts';

export interface ApiContext {
  store: Store;
  apiKey: string;
  emit: Emit;
  /** the hosted checkout page of a session */
  pageUrl: (id: string) => string;
}

export interface ApiRequest {
  method: string;
  path: string;
  query: string;
  body: string;
  headers: IncomingHttpHeaders;
}

export interface ApiAnswer {
  status: number;
  body: string;
  headers: Record<string, string>;
}

const header = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

function mask(key: string): string {
  if (key.length <= 12) return '*'.repeat(key.length);
  return `${key.slice(0, 8)}${'*'.repeat(key.length - 12)}${key.slice(-4)}`;
}

/** The key of `Authorization: Bearer <key>` (or Basic `<key>:`), checked against ours. */
function authenticate(headers: IncomingHttpHeaders, apiKey: string): string {
  const authorization = header(headers, 'authorization') ?? '';
  let key = '';
  const bearer = /^Bearer\s+(.+)$/i.exec(authorization);
  const basic = /^Basic\s+(.+)$/i.exec(authorization);
  if (bearer) key = (bearer[1] ?? '').trim();
  else if (basic)
    key =
      Buffer.from(basic[1] ?? '', 'base64')
        .toString('utf8')
        .split(':')[0] ?? '';
  if (!key) {
    throw new StripeApiError(
      401,
      'invalid_request_error',
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
    );
  }
  if (key !== apiKey) {
    throw new StripeApiError(401, 'invalid_request_error', `Invalid API Key provided: ${mask(key)}`);
  }
  return key;
}

function route(ctx: ApiContext, method: string, path: string, params: Params, apiKey: string): unknown {
  const { store, emit } = ctx;
  let match: RegExpExecArray | null;
  if (method === 'POST' && path === '/v1/checkout/sessions') {
    const expand = expandList(params);
    return sessionView(createSession(store, apiKey, params, ctx.pageUrl, emit), expand);
  }
  if ((match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)) && method === 'GET') {
    const expand = expandList(params);
    return sessionView(findSession(store, decodeURIComponent(match[1] ?? ''), emit), expand);
  }
  if ((match = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path)) && method === 'POST') {
    const expand = expandList(params);
    const record = findSession(store, decodeURIComponent(match[1] ?? ''), emit);
    expire(record, emit);
    return sessionView(record, expand);
  }
  if ((match = /^\/v1\/checkout\/sessions\/([^/]+)\/line_items$/.exec(path)) && method === 'GET') {
    return lineItemList(findSession(store, decodeURIComponent(match[1] ?? ''), emit));
  }
  if (method === 'POST' && path === '/v1/refunds') return createRefund(store, params, emit);
  if (method === 'GET' && path === '/v1/refunds') return listRefunds(store, params);
  if ((match = /^\/v1\/refunds\/([^/]+)$/.exec(path)) && method === 'GET') {
    return findRefund(store, decodeURIComponent(match[1] ?? '')).object;
  }
  if ((match = /^\/v1\/disputes\/([^/]+)$/.exec(path)) && method === 'GET') {
    return findDispute(store, decodeURIComponent(match[1] ?? '')).object;
  }
  if (method === 'POST' && path === '/v1/webhook_endpoints') return createWebhookEndpoint(store, params);
  if (method === 'GET' && path === '/v1/webhook_endpoints') return listWebhookEndpoints(store);
  if ((match = /^\/v1\/webhook_endpoints\/([^/]+)$/.exec(path)) && method === 'POST') {
    return updateWebhookEndpoint(store, decodeURIComponent(match[1] ?? ''), params);
  }
  if ((match = /^\/v1\/events\/([^/]+)$/.exec(path)) && method === 'GET') {
    const id = decodeURIComponent(match[1] ?? '');
    const record = store.findEvent(id);
    if (!record) {
      throw noSuch('event', id, 'id');
    }
    return record.event;
  }
  throw new StripeApiError(
    404,
    'invalid_request_error',
    `Unrecognized request URL (${method}: ${path}). The local Stripe stand-in speaks only part of Stripe's API: see stripe-standin/README.md.`,
  );
}

export function handleApi(ctx: ApiContext, request: ApiRequest): ApiAnswer {
  const { store } = ctx;
  const { method, path, headers } = request;
  const idempotencyKey = header(headers, 'idempotency-key') ?? null;
  const answerHeaders: Record<string, string> = {
    'Content-Type': 'application/json',
    'Request-Id': `req_${randomBytes(7).toString('hex')}`,
    'Stripe-Version': header(headers, 'stripe-version') ?? API_VERSION,
  };
  if (idempotencyKey) answerHeaders['Idempotency-Key'] = idempotencyKey;
  let params: Params = {};
  let status = 200;
  let body: string;
  let replayed = false;
  try {
    params = {
      ...parseForm(request.query),
      ...(method === 'POST' ? parseForm(request.body) : {}),
    };
    const apiKey = authenticate(headers, ctx.apiKey);
    const useIdempotency = method === 'POST' && idempotencyKey !== null;
    const storeKey = `${apiKey}\n${idempotencyKey}`;
    const fingerprint = canonical({ method, path, params });
    store.pruneIdempotency();
    const previous = useIdempotency ? store.idempotency.get(storeKey) : undefined;
    if (previous && previous.fingerprint !== fingerprint) {
      throw new StripeApiError(
        400,
        'idempotency_error',
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
      );
    }
    if (previous) {
      ({ status, body } = previous);
      replayed = true;
      answerHeaders['Idempotent-Replayed'] = 'true';
    } else {
      body = JSON.stringify(route(ctx, method, path, params, apiKey), null, 2);
      // Stripe saves the result once the endpoint has run; a request refused by validation
      // saves nothing and can be retried with the same key.
      if (useIdempotency)
        store.idempotency.set(storeKey, { fingerprint, status, body, createdAt: Date.now() });
    }
  } catch (error) {
    if (!(error instanceof StripeApiError)) throw error;
    status = error.status;
    body = JSON.stringify(error.toJSON(), null, 2);
  }
  store.requests.push({
    at: new Date().toISOString(),
    method,
    path,
    params,
    idempotencyKey,
    status,
    replayed,
  });
  return { status, body, headers: answerHeaders };
}
