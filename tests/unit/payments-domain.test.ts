// The payments domain: what a payment costs, which years can be paid, what
// settling does to the account, and the annual request's checks.
import { describe, expect, it } from 'vitest';
import {
  ANNUAL_DUES_CENTS,
  PAYMENT_TEXTS,
  annualDuesCents,
  annualDuesDescription,
  applyPayment,
  chargeBreakdown,
  createHoaPaymentSchema,
  holdsYears,
  paymentStatusColor,
  yearsPayability,
  type YearHold,
} from '@lakeside/domain';

/** 2.9% half-up to the cent, + 30¢, computed another way (BigInt, doubled to avoid .5). */
function expectedFee(subtotalCents: number): number {
  const doubled = BigInt(subtotalCents) * 29n * 2n;
  return Number((doubled + 1000n) / 2000n) + 30;
}

describe('annual dues for 1…26 years', () => {
  it.each(Array.from({ length: 26 }, (_, i) => i + 1))('%i year(s)', (years) => {
    const subtotal = annualDuesCents(years);
    expect(subtotal).toBe(years * 160_00);
    const { feeCents, totalCents } = chargeBreakdown(subtotal);
    expect(feeCents).toBe(expectedFee(subtotal));
    expect(totalCents).toBe(subtotal + feeCents);
  });

  it('matches hand-worked figures', () => {
    expect(chargeBreakdown(annualDuesCents(1))).toMatchObject({ feeCents: 494, totalCents: 16494 });
    expect(chargeBreakdown(annualDuesCents(2))).toMatchObject({ feeCents: 958, totalCents: 32958 });
    expect(chargeBreakdown(annualDuesCents(26))).toMatchObject({ feeCents: 12094, totalCents: 428094 });
  });
});

describe('miscellaneous-sized amounts and rounding edges', () => {
  it.each([
    [1, 30, 31], // $0.01: 0.029¢ rounds to 0
    [50, 31, 81], // $0.50: 1.45¢ → 1¢
    [100, 33, 133], // $1.00: 2.9¢ → 3¢
    [500, 45, 545], // $5.00: 14.5¢ → 15¢ (half up)
    [1500, 74, 1574], // $15.00: 43.5¢ → 44¢
    [9_999_999, 290_030, 10_290_029], // $99,999.99
  ])('%i¢ → fee %i¢, total %i¢', (subtotal, fee, total) => {
    expect(chargeBreakdown(subtotal)).toEqual({ subtotalCents: subtotal, feeCents: fee, totalCents: total });
    expect(fee).toBe(expectedFee(subtotal));
  });
});

describe('which years can be paid', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  const hold = (
    status: YearHold['status'],
    yearsPaid: string[],
    expiresInMs: number | null = null,
  ): YearHold => ({
    status,
    yearsPaid,
    checkoutExpiresAtMs: expiresInMs === null ? null : now + expiresInMs,
  });

  it('holds years while a checkout is live, processing or completed; never when failed', () => {
    expect(holdsYears(hold('pending', ['2025'], 60_000), now)).toBe(true);
    expect(holdsYears(hold('pending', ['2025'], -1), now)).toBe(false);
    expect(holdsYears(hold('processing', ['2025']), now)).toBe(true);
    expect(holdsYears(hold('completed', ['2025']), now)).toBe(true);
    expect(holdsYears(hold('failed', ['2025']), now)).toBe(false);
  });

  it('marks owed years held by another payment as not payable, in year order', () => {
    const payments = [
      hold('pending', ['2025'], 60_000),
      hold('failed', ['2026']),
      hold('pending', ['2024'], -5),
    ];
    expect(yearsPayability(['2026', '2024', '2025'], payments, now)).toEqual([
      { year: '2024', payable: true },
      { year: '2025', payable: false },
      { year: '2026', payable: true },
    ]);
  });
});

describe('what a settled payment does to the account', () => {
  it('removes the paid years and takes the amount (not the fee) off the balance', () => {
    const after = applyPayment(
      { balanceCents: 48000, yearsOwed: ['2024', '2025', '2026'] },
      { yearsPaid: ['2026', '2024'], amountCents: 2 * ANNUAL_DUES_CENTS },
    );
    expect(after).toEqual({ balanceCents: 16000, yearsOwed: ['2025'] });
  });

  it('never takes the balance below zero', () => {
    expect(
      applyPayment({ balanceCents: 10000, yearsOwed: ['2026'] }, { yearsPaid: ['2026'], amountCents: 16000 }),
    ).toEqual({ balanceCents: 0, yearsOwed: [] });
  });
});

describe('annual payment request and texts', () => {
  const schema = createHoaPaymentSchema();

  it('says the spec’s message when no year is selected', () => {
    const result = schema.safeParse({ propertyId: 'p1', yearsPaying: [] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(PAYMENT_TEXTS.selectYear);
  });

  it('sorts and de-duplicates years, and refuses what is not a year', () => {
    expect(schema.parse({ propertyId: 'p1', yearsPaying: ['2026', '2025', '2026'] }).yearsPaying).toEqual([
      '2025',
      '2026',
    ]);
    expect(schema.safeParse({ propertyId: 'p1', yearsPaying: ['26'] }).success).toBe(false);
    expect(schema.safeParse({ propertyId: 'p1', yearsPaying: ['2026'], amountCents: 1.5 }).success).toBe(
      false,
    );
  });

  it('describes annual dues as the spec says, and colours the chips', () => {
    expect(annualDuesDescription(['2025', '2026'])).toBe('HOA Dues Payment - 2025, 2026');
    expect(PAYMENT_TEXTS.rateLimited).toContain('Too many payment attempts');
    expect(PAYMENT_TEXTS.duplicate).toContain('recently attempted');
    expect(['completed', 'failed', 'processing', 'pending'].map(paymentStatusColor)).toEqual([
      'success',
      'danger',
      'informative',
      'warning',
    ]);
  });
});
