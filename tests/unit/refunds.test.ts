// Refunds: the domain's rules for what is left to refund, which years may come
// back, the labels the desk shows, Stripe's reason for ours, and the statement's line.
import {
  REFUND_TEXTS,
  duesStatement,
  refundLabel,
  refundFormSchema,
  refundPaymentSchema,
  refundableCents,
  stripeRefundReason,
  yearsBackCents,
  yearsRefundable,
  type AccountActivity,
} from '@lakeside/domain';
import { describe, expect, it } from 'vitest';

const payment = {
  totalChargedCents: 32958,
  yearsPaid: ['2025', '2026'],
  duesByYear: { '2025': 16000, '2026': 17500 },
};

describe('what a payment has left to refund', () => {
  it('is the charge less what was refunded and what is being refunded', () => {
    expect(refundableCents(payment)).toBe(32958);
    expect(refundableCents({ ...payment, refundedCents: 16000 })).toBe(16958);
    expect(refundableCents({ ...payment, refundedCents: 16000, refundReservedCents: 958 })).toBe(16000);
    expect(refundableCents({ ...payment, refundedCents: 32958 })).toBe(0);
  });

  it('puts back only years the payment paid and no refund put back, at what they cost then', () => {
    expect(yearsRefundable(payment)).toEqual(['2025', '2026']);
    expect(yearsRefundable({ ...payment, yearsRefunded: ['2026'] })).toEqual(['2025']);
    expect(yearsBackCents(payment, ['2025', '2026'])).toBe(33500);
    // a payment from before rates: $160.00 a year
    expect(yearsBackCents({ duesByYear: undefined }, ['2024'])).toBe(16000);
  });

  it('labels the payment Refunded or Partially refunded with the amount, or nothing', () => {
    expect(refundLabel(payment)).toBeNull();
    expect(refundLabel({ ...payment, refundedCents: 100 })).toBe('Partially refunded $1.00');
    expect(refundLabel({ ...payment, refundedCents: 32958 })).toBe('Refunded $329.58');
  });

  it('gives Stripe its reason where it has one', () => {
    expect(stripeRefundReason('duplicate')).toBe('duplicate');
    expect(stripeRefundReason('requested_by_owner')).toBe('requested_by_customer');
    expect(stripeRefundReason('paid_in_error')).toBeUndefined();
    expect(stripeRefundReason('other')).toBeUndefined();
  });
});

describe('the refund request', () => {
  const valid = { requestId: 'a1b2c3d4-0000', paymentId: 'pay-1', amountCents: 100, reason: 'other' };
  it('takes a whole positive amount, a known reason, distinct years and a short note', () => {
    expect(refundPaymentSchema().parse(valid)).toEqual({ ...valid, yearsBack: [], note: '' });
    const message = (input: object) => refundPaymentSchema().safeParse(input).error?.issues[0]?.message;
    expect(message({ ...valid, amountCents: 0 })).toBe(REFUND_TEXTS.amountInvalid);
    expect(message({ ...valid, amountCents: 1.5 })).toBe(REFUND_TEXTS.amountInvalid);
    expect(message({ ...valid, reason: 'whim' })).toBe(REFUND_TEXTS.selectReason);
    expect(message({ ...valid, yearsBack: ['2025', '2025'] })).toBe(REFUND_TEXTS.requestInvalid);
    expect(message({ ...valid, requestId: 'x' })).toBe(REFUND_TEXTS.requestInvalid);
    expect(message({ ...valid, note: 'n'.repeat(501) })).toBe(REFUND_TEXTS.noteTooLong);
  });
});

describe('the statement', () => {
  it('lists a refund under payments, negative by the years it put back, with the reason', () => {
    const paid: AccountActivity<number> = {
      kind: 'payment',
      at: 1,
      before: { balanceCents: 33500, yearsOwed: ['2025', '2026'] },
      after: { balanceCents: 0, yearsOwed: [] },
      paymentId: 'pay-1',
      invoiceNumber: 'INV-1',
      yearsPaid: ['2025', '2026'],
      amountCents: 33500,
    };
    const refund: AccountActivity<number> = {
      kind: 'refund',
      at: 2,
      before: { balanceCents: 0, yearsOwed: [] },
      after: { balanceCents: 17500, yearsOwed: ['2026'] },
      paymentId: 'pay-1',
      invoiceNumber: 'INV-1',
      amountCents: 18021,
      yearsBack: ['2026'],
      reason: 'Paid in error',
    };
    const statement = duesStatement([paid, refund], { balanceCents: 17500, yearsOwed: ['2026'] });
    // the payments' total is what the association kept
    expect(statement.totalCreditsCents).toBe(16000);
    expect(statement.totalChargesCents).toBe(0);
    expect(statement.lines.at(-1)).toMatchObject({
      kind: 'refund',
      description: 'Refund of $180.21 on INV-1',
      detail: 'Years owed: None → 2026 · Paid in error',
      chargeCents: 0,
      creditCents: -17500,
      balanceCents: 17500,
    });
  });
});

describe('a duplicate payment’s refund', () => {
  const base = { requestId: 'request-0001', paymentId: 'p1', amountCents: 16000, note: '' };

  it('puts no year back: the dialog and the server both refuse years with it, saying why', () => {
    const asked = refundPaymentSchema().safeParse({ ...base, reason: 'duplicate', yearsBack: ['2025'] });
    expect(asked.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['yearsBack', REFUND_TEXTS.duplicateYearsBack],
    ]);
    const typed = refundFormSchema(32958).safeParse({
      amount: '160',
      reason: 'duplicate',
      yearsBack: ['2025'],
      note: '',
    });
    expect(typed.error?.issues.map((issue) => issue.message)).toEqual([REFUND_TEXTS.duplicateYearsBack]);
    expect(refundPaymentSchema().safeParse({ ...base, reason: 'duplicate', yearsBack: [] }).success).toBe(
      true,
    );
    expect(
      refundPaymentSchema().safeParse({ ...base, reason: 'paid_in_error', yearsBack: ['2025'] }).success,
    ).toBe(true);
  });

  it('labels each paid year by what ticking it does', () => {
    expect(REFUND_TEXTS.yearOwedAgain('2025', 16000)).toBe('2025 dues owed again ($160.00)');
  });
});
