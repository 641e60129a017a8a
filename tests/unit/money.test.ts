import { describe, expect, it } from 'vitest';
import {
  annualDuesCents,
  chargeBreakdown,
  formatCents,
  isCents,
  parseDollarsToCents,
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
