// Settling a dues payment against its account: the domain's one rule for which paid
// years reduce the balance, by how much, and what the board is asked to refund or credit; and
// the review notes and fee terms the functions write, spelled in the domain.
import { describe, expect, it } from 'vitest';
import {
  ANNUAL_DUES_CENTS,
  PAYMENT_REVIEW_NOTES,
  paidYearCents,
  chargeBreakdown,
  paymentMethodLabel,
  processingFeeTerms,
  settleDuesPayment,
  type HoaAccountFigures,
} from '@lakeside/domain';

describe('settling a dues payment against the account', () => {
  it('settles every paid year when all are still owed, with no review note', () => {
    expect(
      settleDuesPayment(
        { balanceCents: 48000, yearsOwed: ['2024', '2025', '2026'] },
        { yearsPaid: ['2024', '2025'], amountCents: 2 * ANNUAL_DUES_CENTS },
      ),
    ).toEqual({
      after: { balanceCents: 16000, yearsOwed: ['2026'] },
      alreadySettled: [],
      reviewNote: null,
    });
  });

  it('settles only the years still owed, capped at their dues, and asks to refund the rest', () => {
    expect(
      settleDuesPayment(
        { balanceCents: 48000, yearsOwed: ['2023', '2026', '2027'] },
        { yearsPaid: ['2024', '2025', '2026'], amountCents: 3 * ANNUAL_DUES_CENTS },
      ),
    ).toEqual({
      // one year still owed: $160.00 off the balance, not the $480.00 paid
      after: { balanceCents: 32000, yearsOwed: ['2023', '2027'] },
      alreadySettled: ['2024', '2025'],
      reviewNote: 'Paid for 2024, 2025, which were no longer owed: refund or credit $320.00.',
    });
  });

  it('says "was" for one year no longer owed', () => {
    expect(
      settleDuesPayment(
        { balanceCents: 32000, yearsOwed: ['2025', '2026'] },
        { yearsPaid: ['2024', '2025'], amountCents: 2 * ANNUAL_DUES_CENTS },
      ),
    ).toEqual({
      after: { balanceCents: 16000, yearsOwed: ['2026'] },
      alreadySettled: ['2024'],
      reviewNote: 'Paid for 2024, which was no longer owed: refund or credit $160.00.',
    });
  });

  it('leaves the account as it was when every paid year was settled elsewhere', () => {
    const before: HoaAccountFigures = { balanceCents: 16000, yearsOwed: ['2026'] };
    expect(settleDuesPayment(before, { yearsPaid: ['2024', '2025'], amountCents: 32000 })).toEqual({
      after: { balanceCents: 16000, yearsOwed: ['2026'] },
      alreadySettled: ['2024', '2025'],
      reviewNote: 'Paid for 2024, 2025, which were no longer owed: refund or credit $320.00.',
    });
    expect(before).toEqual({ balanceCents: 16000, yearsOwed: ['2026'] });
  });

  it('takes no more than the owed years’ dues off the balance when more was paid', () => {
    expect(
      settleDuesPayment(
        { balanceCents: 48000, yearsOwed: ['2024', '2025', '2026'] },
        { yearsPaid: ['2025'], amountCents: 32000 },
      ),
    ).toEqual({
      after: { balanceCents: 32000, yearsOwed: ['2024', '2026'] },
      alreadySettled: [],
      reviewNote: null,
    });
  });

  it('prices each year as the payment recorded it', () => {
    // 2027 was billed at $175.00; 2026 at the spec's $160.00; 2025 was settled elsewhere
    expect(
      settleDuesPayment(
        { balanceCents: 33500, yearsOwed: ['2026', '2027'] },
        { yearsPaid: ['2025', '2027'], amountCents: 35000, duesByYear: { '2025': 17500, '2027': 17500 } },
      ),
    ).toEqual({
      after: { balanceCents: 16000, yearsOwed: ['2026'] },
      alreadySettled: ['2025'],
      reviewNote: 'Paid for 2025, which was no longer owed: refund or credit $175.00.',
    });
    // a payment from before rates has no prices: every year is $160.00
    expect(paidYearCents({}, '2027')).toBe(ANNUAL_DUES_CENTS);
  });

  it('takes less when less was paid, and never goes below zero', () => {
    expect(
      settleDuesPayment(
        { balanceCents: 10000, yearsOwed: ['2026'] },
        { yearsPaid: ['2026'], amountCents: 12000 },
      ),
    ).toEqual({ after: { balanceCents: 0, yearsOwed: [] }, alreadySettled: [], reviewNote: null });
    expect(
      settleDuesPayment(
        { balanceCents: 32000, yearsOwed: ['2025', '2026'] },
        { yearsPaid: ['2025', '2026'], amountCents: 20000 },
      ).after,
    ).toEqual({ balanceCents: 12000, yearsOwed: [] });
  });
});

describe('the texts the functions write', () => {
  it('spells the review notes for money that came in for nothing owed', () => {
    expect(PAYMENT_REVIEW_NOTES.voidedButPaid).toBe('Paid after it was voided: refund or keep.');
    expect(PAYMENT_REVIEW_NOTES.paidTwice('cs_2', 'pi_2', 'cs_1')).toBe(
      'Paid twice: checkout cs_2 (payment pi_2) was paid after cs_1 had settled this charge: refund one.',
    );
    expect(PAYMENT_REVIEW_NOTES.paidTwice('cs_2', null, 'cs_1')).toBe(
      'Paid twice: checkout cs_2 (payment unknown) was paid after cs_1 had settled this charge: refund one.',
    );
    expect(PAYMENT_REVIEW_NOTES.yearsNoLongerOwed(['2025'], 16000)).toBe(
      'Paid for 2025, which was no longer owed: refund or credit $160.00.',
    );
  });

  it('states the processing fee’s terms from its constants', () => {
    expect(processingFeeTerms()).toBe('2.9% + $0.30');
    expect(processingFeeTerms('card')).toBe('2.9% + $0.30');
    expect(processingFeeTerms('bank')).toBe('0.8%, at most $5.00');
  });

  it('names the way a payment was made as people say it', () => {
    expect(paymentMethodLabel('card')).toBe('Card');
    expect(paymentMethodLabel('us_bank_account')).toBe('Bank account');
    expect(paymentMethodLabel(null)).toBe('-');
  });

  it('charges a bank account 0.8% rounded half-up to the cent, at most $5.00', () => {
    expect(chargeBreakdown(320_00, 'bank')).toEqual({
      subtotalCents: 320_00,
      feeCents: 2_56,
      totalCents: 322_56,
    });
    expect(chargeBreakdown(320_00, 'card')).toEqual({
      subtotalCents: 320_00,
      feeCents: 9_58,
      totalCents: 329_58,
    });
    expect(chargeBreakdown(160_00, 'bank').feeCents).toBe(1_28);
    // 0.504 cents rounds up, 0.496 down
    expect(chargeBreakdown(63, 'bank').feeCents).toBe(1);
    expect(chargeBreakdown(62, 'bank').feeCents).toBe(0);
    // the cap: $625.00 is exactly $5.00; more years never cost more
    expect(chargeBreakdown(625_00, 'bank').feeCents).toBe(5_00);
    expect(chargeBreakdown(1_600_00, 'bank').feeCents).toBe(5_00);
  });
});
