// Webhook endpoints (create, update, list), as `npm run stripe:endpoint` uses them: Stripe's
// object and parameters, its signing secret given only when the endpoint is created. The
// stand-in keeps them to be read back; it still delivers every event to the one configured URL.
import { randomBytes } from 'node:crypto';
import { invalid, noSuch } from './form.ts';
import { hash, metadata, required, string, unknownParams, url } from './params.ts';
import { API_VERSION, newId, nowSeconds, type ParamValue, type Params, type Store } from './store.ts';

export interface WebhookEndpoint {
  id: string;
  object: 'webhook_endpoint';
  api_version: string | null;
  application: null;
  created: number;
  description: string | null;
  enabled_events: string[];
  livemode: false;
  metadata: Record<string, string>;
  status: 'enabled' | 'disabled';
  url: string;
}

const CREATE = new Set(['url', 'enabled_events', 'api_version', 'description', 'metadata']);
const UPDATE = new Set(['url', 'enabled_events', 'description', 'disabled', 'metadata']);
const EVENT_NAME = /^(\*|[a-z_]+(\.[a-z_]+)+)$/;

function eventList(value: ParamValue | undefined): string[] {
  if (!Array.isArray(value) || value.length === 0) {
    throw invalid('enabled_events must name at least one event', 'enabled_events');
  }
  return value.map((entry, index) => {
    const name = string(entry, `enabled_events[${index}]`) ?? '';
    if (!EVENT_NAME.test(name)) throw invalid(`Invalid event: ${name}`, `enabled_events[${index}]`);
    return name;
  });
}

export function createWebhookEndpoint(store: Store, params: Params): WebhookEndpoint & { secret: string } {
  unknownParams(params, CREATE, '');
  const endpoint: WebhookEndpoint = {
    id: newId('we'),
    object: 'webhook_endpoint',
    api_version: string(params.api_version, 'api_version') ?? null,
    application: null,
    created: nowSeconds(),
    description: string(params.description, 'description') ?? null,
    enabled_events: eventList(required(params.enabled_events, 'enabled_events')),
    livemode: false,
    metadata: metadata(params.metadata, 'metadata'),
    status: 'enabled',
    url: url(required(string(params.url, 'url'), 'url'), 'url'),
  };
  if (endpoint.api_version !== null && endpoint.api_version !== API_VERSION) {
    throw invalid(`Invalid API version: ${endpoint.api_version}`, 'api_version');
  }
  store.webhookEndpoints.set(endpoint.id, endpoint);
  return { ...endpoint, secret: `whsec_${randomBytes(24).toString('hex')}` };
}

export function updateWebhookEndpoint(store: Store, id: string, params: Params): WebhookEndpoint {
  const endpoint = store.webhookEndpoints.get(id);
  if (!endpoint) throw noSuch('webhook_endpoint', id, 'id');
  unknownParams(params, UPDATE, '');
  if (params.url !== undefined) endpoint.url = url(required(string(params.url, 'url'), 'url'), 'url');
  if (params.enabled_events !== undefined) endpoint.enabled_events = eventList(params.enabled_events);
  if (params.description !== undefined)
    endpoint.description = string(params.description, 'description') ?? null;
  if (params.disabled !== undefined) endpoint.status = params.disabled === 'true' ? 'disabled' : 'enabled';
  if (params.metadata !== undefined)
    endpoint.metadata = { ...endpoint.metadata, ...metadata(hash(params.metadata, 'metadata'), 'metadata') };
  return endpoint;
}

export function listWebhookEndpoints(store: Store) {
  return {
    object: 'list',
    data: [...store.webhookEndpoints.values()].reverse(),
    has_more: false,
    url: '/v1/webhook_endpoints',
  };
}
