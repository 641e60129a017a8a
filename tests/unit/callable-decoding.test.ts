// What a callable's hand-written "@type" values become before firebase-functions' decoder sees
// them: a well-formed 64-bit integer its number, anything else a value no
// schema takes, so the payload's schema answers with the field's sentence. The whole path, with
// the schemas' sentences, is tests/attack/decoder-values.test.ts.
import { describe, expect, it } from 'vitest';
import { UNDECODABLE, strictTypedValues } from '../../functions/src/shared/callableDecoding';

const INT64 = 'type.googleapis.com/google.protobuf.Int64Value';
const UINT64 = 'type.googleapis.com/google.protobuf.UInt64Value';

describe('strictTypedValues', () => {
  it('reads a well-formed Int64Value or UInt64Value as its number, at any depth', () => {
    expect(
      strictTypedValues({
        a: { '@type': INT64, value: '-12' },
        b: [{ '@type': UINT64, value: '4500' }],
        c: 'text',
        d: null,
      }),
    ).toEqual({ a: -12, b: [4500], c: 'text', d: null });
  });

  it.each([
    [{ '@type': 'foo' }],
    [{ '@type': 'type.googleapis.com/google.protobuf.StringValue', value: '1' }],
    [{ '@type': INT64, value: '12abc' }],
    [{ '@type': INT64, value: '1e3' }],
    [{ '@type': INT64, value: ' 12' }],
    [{ '@type': INT64, value: 12 }],
    [{ '@type': INT64, value: '9007199254740993' }],
    [{ '@type': UINT64, value: '-1' }],
  ])('makes %j a value no schema takes', (value) => {
    expect(strictTypedValues({ balanceCents: value })).toEqual({ balanceCents: UNDECODABLE });
  });

  it('keeps a `__proto__` key a key, for ownData to drop', () => {
    const decoded = strictTypedValues(JSON.parse('{"__proto__":{"status":"approved"}}')) as object;
    expect(Object.getPrototypeOf(decoded)).toBe(Object.prototype);
    expect(Object.keys(decoded)).toEqual(['__proto__']);
  });
});
