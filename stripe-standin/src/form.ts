// Stripe's request encoding: `application/x-www-form-urlencoded` with bracketed keys, as
// stripe-node writes them (`line_items[0][price_data][currency]=usd`, `expand[0]=payment_intent`;
// `expand[]=…` is read too). Objects whose keys are all indexes become arrays.
import type { ParamValue, Params } from './store.ts';

/** `a[b][0]` → ['a', 'b', '0']; `a[]` → ['a', '']. */
function keyPath(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) return [key];
  const rest = [...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1] ?? '');
  return [match[1] ?? key, ...rest];
}

type Tree = { [key: string]: Tree | string };

function assign(tree: Tree, path: string[], value: string): void {
  let node = tree;
  for (let i = 0; i < path.length - 1; i++) {
    let segment = path[i] ?? '';
    if (segment === '') segment = String(Object.keys(node).length);
    let child = node[segment];
    if (typeof child !== 'object') {
      child = {};
      node[segment] = child;
    }
    node = child;
  }
  const last = path[path.length - 1] ?? '';
  node[last === '' ? String(Object.keys(node).length) : last] = value;
}

function toParams(node: Tree | string): ParamValue {
  if (typeof node === 'string') return node;
  const keys = Object.keys(node);
  const values = keys.map((key) => toParams(node[key] as Tree | string));
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return keys
      .map((key, i) => [Number(key), values[i]] as const)
      .sort((a, b) => a[0] - b[0])
      .map(([, value]) => value as ParamValue);
  }
  return Object.fromEntries(keys.map((key, i) => [key, values[i] as ParamValue]));
}

export function parseForm(text: string): Params {
  const tree: Tree = {};
  for (const [key, value] of new URLSearchParams(text)) assign(tree, keyPath(key), value);
  return toParams(tree) as Params;
}

/** JSON with sorted keys: equal parameters give equal text, whatever their order. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** A Stripe API error: answered as `{ error: { type, code?, message, param? } }` with its status. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly param?: string,
    readonly code?: string,
  ) {
    super(message);
  }

  toJSON(): { error: Record<string, string> } {
    const error: Record<string, string> = { type: this.type, message: this.message };
    if (this.code) error.code = this.code;
    if (this.param) error.param = this.param;
    if (this.code) error.doc_url = `https://stripe.com/docs/error-codes/${this.code.replace(/_/g, '-')}`;
    return { error };
  }
}

export const invalid = (message: string, param?: string, code?: string): StripeApiError =>
  new StripeApiError(400, 'invalid_request_error', message, param, code);

export const missing = (param: string): StripeApiError =>
  invalid(`Missing required param: ${param}.`, param, 'parameter_missing');

/** Stripe's 404 for an id it does not know: `No such refund: 're_…'` (`resource_missing`). */
export function noSuch(object: string, id: string, param: string): StripeApiError {
  return new StripeApiError(
    404,
    'invalid_request_error',
    `No such ${object}: '${id}'`,
    param,
    'resource_missing',
  );
}
