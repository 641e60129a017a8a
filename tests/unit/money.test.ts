import { describe, expect, it } from 'vitest';
import {
  DUES_RATE_TEXTS,
  MISC_CHARGE_TEXTS,
  MONEY_TEXTS,
  annualDuesCents,
  chargeBreakdown,
  duesRateFormSchema,
  finerThanCents,
  formatCents,
  isCents,
  miscChargeFormSchema,
  parseDollarsToCents,
  recordPaymentFormSchema,
  refundFormSchema,
} from '@lakeside/domain';

describe('chargeBreakdown', () => {
  it('adds 2.9% + $0.30 to one year of dues', () => {
    // 2.9% of $160.00 is $4.64, plus $0.30
    expect(chargeBreakdown(16000)).toEqual({ subtotalCents: 16000, feeCents: 494, totalCents: 16494 });
  });

  it('rounds the percentage half-up to the cent', () => {
    expect(chargeBreakdown(50).feeCents).toBe(31); // 1.45¢ → 1¢
    expect(chargeBreakdown(500).feeCents).toBe(45); // 14.5¢ → 15¢
    expect(chargeBreakdown(1).feeCents).toBe(30); // 0.029¢ → 0¢
  });

  it('keeps a large subtotal exact', () => {
    expect(chargeBreakdown(10_000_000)).toEqual({
      subtotalCents: 10_000_000,
      feeCents: 290_030,
      totalCents: 10_290_030,
    });
  });

  it('refuses fractional or negative cents', () => {
    expect(() => chargeBreakdown(10.5)).toThrow(RangeError);
    expect(() => chargeBreakdown(-1)).toThrow(RangeError);
  });
});

describe('annualDuesCents', () => {
  it('is $160 per year', () => {
    expect(annualDuesCents(0)).toBe(0);
    expect(annualDuesCents(3)).toBe(48000);
    expect(() => annualDuesCents(1.5)).toThrow(RangeError);
  });
});

describe('isCents', () => {
  it.each([0, 1, 32000, Number.MAX_SAFE_INTEGER])('takes %j', (cents) => {
    expect(isCents(cents)).toBe(true);
  });

  // -0: JSON carries it and -0 >= 0 holds, but it is no amount of cents
  it.each([-0, -1, 1.5, NaN, Infinity, 2 ** 53])('refuses %j', (cents) => {
    expect(isCents(cents)).toBe(false);
  });
});

describe('parseDollarsToCents', () => {
  it.each([
    ['160', 16000],
    ['160.5', 16050],
    ['0.01', 1],
    [' 1,234.56 ', 123456],
    ['7.', 700],
  ])('reads %j as %i cents', (input, cents) => {
    expect(parseDollarsToCents(input)).toBe(cents);
  });

  it.each(['', '-1', 'abc', '1.234', '1e3', '$5'])('refuses %j', (input) => {
    expect(parseDollarsToCents(input)).toBeUndefined();
  });
});

describe('formatCents', () => {
  it('shows dollars with two decimals', () => {
    expect(formatCents(16494)).toBe('$164.94');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(123456789)).toBe('$1,234,567.89');
  });

  it('prints what Intl prints for en-US dollars, for every size of amount and sign', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const amounts = [0, 1, 9, 10, 99, 100, 101, 999, 1000, 16494, 99999, 100000, 100001, 12345678, 987654321];
    for (const cents of [...amounts, ...amounts.filter((a) => a > 0).map((a) => -a)]) {
      expect(formatCents(cents), String(cents)).toBe(intl.format(cents / 100));
    }
  });

  it('stays exact where dividing by 100 in floating point would not', () => {
    expect(formatCents(Number.MAX_SAFE_INTEGER)).toBe('$90,071,992,547,409.91');
  });
});

describe('an amount finer than a cent', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  const messagesOf = (result: {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  }) =>
    result.success
      ? []
      : result
          .error!.issues.filter((issue) => issue.path[0]?.toString().startsWith('amount'))
          .map((issue) => issue.message);

  it('is told so by every amount field, not that it is too small', () => {
    expect(finerThanCents('180.555')).toBe(true);
    expect(finerThanCents(' 1,234.5678 ')).toBe(true);
    expect(finerThanCents('.001')).toBe(true);
    for (const fine of ['180', '180.5', '180.55', '180.', 'abc', '-1.234'])
      expect(finerThanCents(fine)).toBe(false);

    const typed = '180.555';
    expect(
      messagesOf(duesRateFormSchema(now).safeParse({ year: '2027', amount: typed, dueDate: '2027-03-31' })),
    ).toEqual([MONEY_TEXTS.tooPrecise]);
    expect(
      messagesOf(
        miscChargeFormSchema().safeParse({ propertyId: 'p1', amount: typed, description: 'Dock permit' }),
      ),
    ).toEqual([MONEY_TEXTS.tooPrecise]);
    expect(
      messagesOf(
        refundFormSchema(50_000).safeParse({ amount: typed, reason: 'duplicate', yearsBack: [], note: '' }),
      ),
    ).toEqual([MONEY_TEXTS.tooPrecise]);
    expect(
      messagesOf(
        recordPaymentFormSchema(now).safeParse({
          propertyId: 'p1',
          method: 'cash',
          receivedOn: '2026-11-27',
          paysFor: 'other',
          description: 'Dock permit',
          amount: typed,
        }),
      ),
    ).toEqual([MONEY_TEXTS.tooPrecise]);
  });

  it('leaves the other messages as they were: too small, too large, not a number', () => {
    expect(
      messagesOf(duesRateFormSchema(now).safeParse({ year: '2027', amount: '0', dueDate: '2027-03-31' })),
    ).toEqual([DUES_RATE_TEXTS.amountMin]);
    expect(
      messagesOf(miscChargeFormSchema().safeParse({ propertyId: 'p1', amount: 'abc', description: 'x' })),
    ).toEqual([MISC_CHARGE_TEXTS.amountMin]);
  });
});
