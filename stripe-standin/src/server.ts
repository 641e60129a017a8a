// The stand-in's HTTP server, loopback only: /v1 (Stripe's REST subset), /c/pay/<id> (the
// hosted checkout page) and /_standin (test controls).
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ApiContext, handleApi } from './api.ts';
import { PAGE_PREFIX, notFoundPage, renderPage, submitPage } from './checkoutPage.ts';
import { handleControl } from './controls.ts';
import { DEFAULT_RETRY_DELAYS_MS, Store } from './store.ts';
import { Webhooks } from './webhooks.ts';

export interface StandInOptions {
  /** a loopback address: 127.0.0.1 (default), ::1 or localhost */
  host?: string;
  /** 0 picks a free port */
  port?: number;
  apiKey: string;
  webhookSecret: string;
  webhookUrl: string;
  /** waits before each webhook retry (default 0.5 s, 1 s, 2 s) */
  retryDelaysMs?: number[];
  /** one line per request handled; silent when absent */
  log?: (line: string) => void;
}

export interface StandIn {
  /** http://host:port, without a trailing slash */
  url: string;
  port: number;
  store: Store;
  webhooks: Webhooks;
  close(): Promise<void>;
}

const MAX_BODY = 1024 * 1024;

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new Error('body too large'));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: string, headers: Record<string, string>): void {
  response.writeHead(status, { ...headers, 'Content-Length': Buffer.byteLength(body) });
  response.end(body);
}

const html = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' };
const json = { 'Content-Type': 'application/json' };

/**
 * A request about one of config.unreachableFor's properties: its form body's metadata, or the
 * metadata of the Checkout Session its path names (an expiry, a retrieval).
 */
function unreachableFor(store: Store, path: string, body: string): boolean {
  if (store.config.unreachableFor.length === 0) return false;
  const sessionId = /^\/v1\/checkout\/sessions\/([^/]+)/.exec(path)?.[1];
  const propertyId =
    new URLSearchParams(body).get('metadata[propertyId]') ??
    (sessionId ? (store.sessions.get(sessionId)?.session.metadata?.propertyId ?? null) : null);
  return propertyId !== null && store.config.unreachableFor.includes(propertyId);
}

export async function startStripeStandIn(options: StandInOptions): Promise<StandIn> {
  const host = options.host ?? '127.0.0.1';
  if (!isLoopback(host)) throw new Error(`The Stripe stand-in listens on loopback only, not on ${host}.`);
  const store = new Store({
    deliveries: 'immediate',
    retry: true,
    retryDelaysMs: options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
    unreachable: false,
    unreachableFor: [],
    failNextDeliveries: 0,
    webhookUrl: options.webhookUrl,
    refundsPending: false,
  });
  const log = options.log ?? (() => {});
  const webhooks = new Webhooks(store, options.webhookSecret, log);
  let url = '';
  const api: ApiContext = {
    store,
    apiKey: options.apiKey,
    emit: webhooks.emit,
    pageUrl: (id) => `${url}${PAGE_PREFIX}${id}`,
  };

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? 'GET';
    const target = new URL(request.url ?? '/', 'http://stand-in');
    const path = target.pathname;
    if (path.startsWith('/v1/')) {
      const body = await readBody(request);
      if (store.config.unreachable || unreachableFor(store, path, body)) {
        // as if Stripe could not be reached: stripe-node raises StripeConnectionError
        log(`${method} ${path} → connection destroyed (unreachable)`);
        request.socket.destroy();
        return;
      }
      const answer = handleApi(api, {
        method,
        path,
        query: target.search.slice(1),
        body,
        headers: request.headers,
      });
      log(`${method} ${path} → ${answer.status}`);
      send(response, answer.status, answer.body, answer.headers);
      return;
    }
    if (path.startsWith(PAGE_PREFIX)) {
      const record = store.sessions.get(decodeURIComponent(path.slice(PAGE_PREFIX.length)));
      if (!record) return send(response, 404, notFoundPage(), html);
      if (method === 'POST') {
        const action = new URLSearchParams(await readBody(request)).get('action') ?? '';
        const answer = submitPage(record, action, webhooks.emit, store);
        log(`${method} ${path} (${action}) → ${answer.status}`);
        if (answer.location) {
          response.writeHead(303, { Location: answer.location, 'Content-Length': 0 });
          response.end();
          return;
        }
        return send(response, answer.status, answer.html ?? '', html);
      }
      return send(response, 200, renderPage(record, webhooks.emit, store), html);
    }
    if (path.startsWith('/_standin/')) {
      const body = await readBody(request);
      const answer = await handleControl(
        { store, webhooks, emit: webhooks.emit, url: () => url, apiKey: options.apiKey },
        method,
        path,
        target.searchParams,
        body,
      );
      log(`${method} ${path} → ${answer.status}`);
      return send(response, answer.status, JSON.stringify(answer.json, null, 2), json);
    }
    send(
      response,
      404,
      JSON.stringify({ error: { message: 'Not found: the stand-in serves /v1, /c/pay and /_standin.' } }),
      json,
    );
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      log(`${request.method} ${request.url} → 500 ${String(error)}`);
      if (!response.headersSent) {
        send(response, 500, JSON.stringify({ error: { type: 'api_error', message: String(error) } }), json);
      } else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host, port: options.port ?? 0, exclusive: true }, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return {
    url,
    port,
    store,
    webhooks,
    close: () =>
      new Promise<void>((resolve) => {
        store.reset();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
