// How the stand-in reads Stripe's form-encoded parameters, as Stripe checks them: unknown
// names refused (named), strings, integers, objects, URLs and metadata. One home for every
// endpoint (Checkout Sessions, refunds).
import { invalid, missing } from './form.ts';
import type { ParamValue, Params } from './store.ts';

export function unknownParams(params: Params, known: Set<string>, prefix: string): void {
  for (const key of Object.keys(params)) {
    if (!known.has(key)) {
      const name = prefix ? `${prefix}[${key}]` : key;
      throw invalid(
        `Received unknown parameter: ${name} (the local Stripe stand-in speaks only part of Stripe's API: see stripe-standin/README.md)`,
        name,
        'parameter_unknown',
      );
    }
  }
}

export function isParams(value: ParamValue | undefined): value is Params {
  return typeof value === 'object' && !Array.isArray(value);
}

export function hash(value: ParamValue | undefined, param: string): Params | undefined {
  if (value === undefined || value === '') return undefined;
  if (!isParams(value)) throw invalid(`Invalid object`, param, 'parameter_invalid_empty');
  return value;
}

export function string(value: ParamValue | undefined, param: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalid(`Invalid string: ${JSON.stringify(value)}`, param);
  return value;
}

/** A string that counts only when not empty: Stripe reads `amount=` as no amount. */
export function nonEmptyString(value: ParamValue | undefined, param: string): string | undefined {
  return string(value, param) || undefined;
}

export function integer(value: ParamValue | undefined, param: string): number | undefined {
  const text = string(value, param);
  if (text === undefined) return undefined;
  if (!/^-?\d+$/.test(text)) throw invalid(`Invalid integer: ${text}`, param, 'parameter_invalid_integer');
  return Number(text);
}

export function required<T>(value: T | undefined, param: string): T {
  if (value === undefined || value === '') throw missing(param);
  return value;
}

export function url(value: string, param: string): string {
  try {
    const parsed = new URL(value);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('scheme');
  } catch {
    throw invalid('Not a valid URL', param, 'url_invalid');
  }
  return value;
}

export function metadata(value: ParamValue | undefined, param: string): Record<string, string> {
  const map = hash(value, param) ?? {};
  const entries = Object.entries(map);
  if (entries.length > 50) throw invalid('Invalid metadata: at most 50 keys', param);
  const result: Record<string, string> = {};
  for (const [key, entry] of entries) {
    const text = string(entry, `${param}[${key}]`) ?? '';
    if (key.length > 40) throw invalid(`Metadata keys can be at most 40 characters`, `${param}[${key}]`);
    if (text.length > 500) throw invalid(`Metadata values can be at most 500 characters`, `${param}[${key}]`);
    if (text !== '') result[key] = text;
  }
  return result;
}
