// What a payment's chip, the desk's filter, the CSV and the owner's line say happened to it:
// one rule (domain paymentStanding), first rule first.
import {
  PAYMENT_STANDING_TEXTS,
  PAYMENT_TEXTS,
  ownerStandingLine,
  paymentChip,
  paymentStanding,
  type PaymentChipFacts,
  totalLabel,
} from '@lakeside/domain';
import { describe, expect, it } from 'vitest';

const paid = { status: 'completed', failureReason: null, totalChargedCents: 32958 } as const;
const at = { toDate: () => new Date('2026-11-20T12:00:00Z') };

describe('a payment’s standing', () => {
  it.each([
    ['a paid payment', paid, 'completed', 'Completed', 'success', 'Total charged'],
    ['a checkout waiting', { ...paid, status: 'pending' }, 'pending', 'Pending', 'warning', 'Amount due'],
    [
      'a bank debit clearing',
      { ...paid, status: 'processing' },
      'processing',
      'Processing',
      'informative',
      'Total charged',
    ],
    [
      'a checkout the payer left',
      { ...paid, status: 'failed', failureReason: PAYMENT_TEXTS.expiredReason },
      'abandoned',
      'Canceled — not charged',
      'neutral',
      'Amount due',
    ],
    [
      'a refused bank debit',
      { ...paid, status: 'failed', failureReason: PAYMENT_TEXTS.declinedReason },
      'bankRefused',
      'Bank refused',
      'danger',
      'Total',
    ],
    [
      'a check the board voided (not a red Failed)',
      { ...paid, status: 'failed', failureReason: 'Voided by the board: Check returned', voidedAt: at },
      'voided',
      'Voided',
      'neutral',
      'Total',
    ],
    [
      'a charge paid after the board voided it (money wins)',
      { ...paid, voidedAt: at },
      'completed',
      'Completed',
      'success',
      'Total charged',
    ],
    [
      'a payment refunded in full (not a green Completed)',
      { ...paid, refundedCents: 32958 },
      'refunded',
      'Refunded',
      'neutral',
      'Total charged',
    ],
    [
      'a payment refunded in part',
      { ...paid, refundedCents: 16000 },
      'partlyRefunded',
      'Partly refunded',
      'success',
      'Total charged',
    ],
    [
      'a payment under dispute',
      { ...paid, dispute: { state: 'open' } },
      'disputed',
      'Disputed',
      'warning',
      'Total charged',
    ],
    [
      'a lost dispute, refunded before',
      { ...paid, refundedCents: 100, dispute: { state: 'lost' } },
      'disputeLost',
      'Dispute lost',
      'danger',
      'Total charged',
    ],
    [
      'a won dispute: the payment stands',
      { ...paid, dispute: { state: 'won' } },
      'completed',
      'Completed',
      'success',
      'Total charged',
    ],
  ] as const)('%s', (_, payment: PaymentChipFacts, standing, label, color, total) => {
    expect(paymentStanding(payment)).toBe(standing);
    expect(paymentChip(payment)).toEqual({ label, color });
    expect(totalLabel(standing)).toBe(total);
  });

  it('tells the owners a dispute is with their bank, and the board only that it is disputed', () => {
    const disputed = { ...paid, dispute: { state: 'open' as const, amountCents: 32958 } };
    expect(paymentChip(disputed, 'owner').label).toBe('Under dispute with your bank');
    expect(paymentChip(disputed, 'board').label).toBe('Disputed');
    // never the board's deadline to answer it
    expect(ownerStandingLine(disputed)).toBe('$329.58 held by the bank');
  });

  it('gives the owner the board’s reason for a void, and the bank’s for a refused debit', () => {
    expect(
      ownerStandingLine({
        ...paid,
        status: 'failed',
        failureReason: 'Voided by the board: Check returned unpaid',
        voidedAt: at,
        voidReason: 'Check returned unpaid',
      }),
    ).toBe('Check returned unpaid');
    expect(
      ownerStandingLine({ ...paid, status: 'failed', failureReason: PAYMENT_TEXTS.declinedReason }),
    ).toBe(PAYMENT_STANDING_TEXTS.bankRefused);
    expect(ownerStandingLine(paid)).toBeNull();
  });
});
