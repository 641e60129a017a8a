// A recorded reference as people read it, and the key that records a check once per property.
import {
  recordPaymentSchema,
  recordedReferenceId,
  referenceAsRead,
  RECORDED_PAYMENT_TEXTS as T,
} from '@lakeside/domain';
import { describe, expect, it } from 'vitest';

describe('referenceAsRead', () => {
  it.each([
    ['1042', '1042'],
    ['#1042', '1042'],
    [' 1042. ', '1042'],
    ['10 42', '1042'],
    ['10\u200b42', '1042'],
    ['10\u200d42\ufeff', '1042'],
    ['\uff11\uff10\uff14\uff12', '1042'],
    ['wire-ab/77', 'WIREAB77'],
    ['ｗｉｒｅ７７', 'WIRE77'],
    ['#.', ''],
  ])('reads %j as %j', (typed, read) => {
    expect(referenceAsRead(typed)).toBe(read);
  });
});

describe('recordedReferenceId', () => {
  it('keys one check per property and method, however it was typed', () => {
    const key = recordedReferenceId('p1', 'check', '1042');
    expect(key).toBe('p1~check~1042');
    expect(recordedReferenceId('p1', 'check', '\uff11\uff10\uff14\uff12.')).toBe(key);
    expect(recordedReferenceId('p1', 'check', '10420')).not.toBe(key);
    expect(recordedReferenceId('p2', 'check', '1042')).not.toBe(key);
    expect(recordedReferenceId('p1', 'bank_transfer', '1042')).not.toBe(key);
  });

  it('keys nothing for a reference with no letter or digit', () => {
    expect(recordedReferenceId('p1', 'bank_transfer', '—')).toBeNull();
    expect(recordedReferenceId('p1', 'cash', '')).toBeNull();
  });
});

describe('recordPaymentSchema', () => {
  const request = (reference: string) => ({
    propertyId: 'p1',
    method: 'check',
    reference,
    receivedOn: '2026-01-05',
    paysFor: 'dues',
    yearsPaid: ['2025'],
  });

  it('asks for a check number when the one typed has no letter or digit', () => {
    const schema = recordPaymentSchema(new Date('2026-02-01T12:00:00Z'));
    const refused = schema.safeParse(request('#.'));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.message)).toContain(T.checkNumberRequired);
    expect(schema.safeParse(request('#1042')).success).toBe(true);
  });
});
