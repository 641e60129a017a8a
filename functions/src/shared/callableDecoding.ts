// The callable protocol lets a client wrap a value as {"@type": …, "value": …}; firebase-functions
// decodes such values (its `decode`, in onCall, before our handler runs) with two faults a
// hand-written request reaches: an unknown @type throws a plain Error,
// answered 500; an Int64Value is read with parseFloat, so "12abc" is 12 and "1e3" is 1000.
// onAppCall (callableOptions.ts) runs the request's data through strictTypedValues first, so
// the framework's decoder meets only what it reads right.

const LONG_TYPE = 'type.googleapis.com/google.protobuf.Int64Value';
const UNSIGNED_LONG_TYPE = 'type.googleapis.com/google.protobuf.UInt64Value';

/**
 * What stands for a wrapped value that is not a well-formed number. A symbol: the framework's
 * decoder passes it on as it is, ownData too, and no schema of ours takes one, so the payload's
 * schema refuses it with that field's own sentence (400), as it would any value of the wrong
 * kind. Never stored: nothing reaches a write without passing its schema.
 */
export const UNDECODABLE = Symbol('undecodable callable value');

/** The 64-bit integer a wrapped value's text spells, plainly and exactly; else undefined. */
function integerValue(type: unknown, text: unknown): number | undefined {
  const form = type === LONG_TYPE ? /^-?\d+$/ : type === UNSIGNED_LONG_TYPE ? /^\d+$/ : undefined;
  if (!form || typeof text !== 'string' || !form.test(text)) return undefined;
  const value = Number(text);
  // beyond 2^53 a number no longer holds the integer sent; no amount or count of ours gets there
  return Number.isSafeInteger(value) ? value : undefined;
}

/**
 * A callable request's `data` with every {"@type": …} object replaced: a well-formed Int64Value
 * or UInt64Value by its number (what the framework would read), anything else by UNDECODABLE.
 * Objects are rebuilt with their own keys as data properties (Object.fromEntries), so a key
 * `__proto__` stays a key, as in the JSON, for ownData to drop.
 */
export function strictTypedValues(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(strictTypedValues);
  if (data === null || typeof data !== 'object') return data;
  const record = data as Record<string, unknown>;
  // the framework's own test: any truthy @type makes the object a wrapped value
  if (record['@type']) return integerValue(record['@type'], record.value) ?? UNDECODABLE;
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, strictTypedValues(value)]));
}
