// The desk's totals rule (domain deskTotals.ts): one payment's share of Total Revenue
// and Pending Payments, as Firestore's sums count it, and what a write changes.
import { deskTotalsChange, deskTotalsShare } from '@lakeside/domain';
import { describe, expect, it } from 'vitest';

describe('deskTotalsShare', () => {
  it('counts a completed payment’s amount less its refunds and lost disputes as revenue', () => {
    expect(
      deskTotalsShare({
        status: 'completed',
        amountCents: 32_000,
        refundedAmountCents: 5_000,
        disputeLostCents: 1_000,
      }),
    ).toEqual({ revenueCents: 26_000, pendingCents: 0 });
  });

  it('leaves out what a bank holds in an open dispute, and gives it back when the dispute is won', () => {
    const paid = { status: 'completed', amountCents: 16_000, refundedAmountCents: 4_000 };
    expect(deskTotalsShare({ ...paid, disputeHeldCents: 12_000 })).toEqual({
      revenueCents: 0,
      pendingCents: 0,
    });
    expect(deskTotalsChange({ ...paid, disputeHeldCents: 12_000 }, { ...paid, disputeHeldCents: 0 })).toEqual(
      {
        revenueCents: 12_000,
        pendingCents: 0,
      },
    );
    // lost: what was held is taken, and the total does not move again
    expect(
      deskTotalsChange(
        { ...paid, disputeHeldCents: 12_000 },
        { ...paid, disputeHeldCents: 0, disputeLostCents: 12_000 },
      ),
    ).toEqual({ revenueCents: 0, pendingCents: 0 });
  });

  it('counts a pending payment’s amount as pending, and nothing for the other states', () => {
    expect(deskTotalsShare({ status: 'pending', amountCents: 16_000 })).toEqual({
      revenueCents: 0,
      pendingCents: 16_000,
    });
    for (const status of ['processing', 'failed', 'refunded', undefined])
      expect(deskTotalsShare({ status, amountCents: 16_000 })).toEqual({ revenueCents: 0, pendingCents: 0 });
  });

  it('skips a field that is not a number, as Firestore’s sum() does, and counts nothing for no payment', () => {
    expect(deskTotalsShare({ status: 'completed', amountCents: '16000', refundedAmountCents: null })).toEqual(
      {
        revenueCents: 0,
        pendingCents: 0,
      },
    );
    expect(deskTotalsShare({ status: 'completed', amountCents: 16_000, disputeLostCents: 'x' })).toEqual({
      revenueCents: 16_000,
      pendingCents: 0,
    });
    expect(deskTotalsShare(null)).toEqual({ revenueCents: 0, pendingCents: 0 });
  });
});

describe('deskTotalsChange', () => {
  it('moves a settled payment from pending to revenue', () => {
    expect(
      deskTotalsChange(
        { status: 'pending', amountCents: 16_000 },
        { status: 'completed', amountCents: 16_000 },
      ),
    ).toEqual({ revenueCents: 16_000, pendingCents: -16_000 });
  });

  it('takes a refund off revenue, and a new or removed payment adds or takes its whole share', () => {
    const paid = { status: 'completed', amountCents: 16_000 };
    expect(deskTotalsChange(paid, { ...paid, refundedAmountCents: 4_000 })).toEqual({
      revenueCents: -4_000,
      pendingCents: 0,
    });
    expect(deskTotalsChange(null, paid)).toEqual({ revenueCents: 16_000, pendingCents: 0 });
    expect(deskTotalsChange(paid, null)).toEqual({ revenueCents: -16_000, pendingCents: 0 });
  });

  it('changes nothing when the counted figures did not change', () => {
    const paid = { status: 'completed', amountCents: 16_000 };
    expect(deskTotalsChange(paid, { ...paid })).toEqual({ revenueCents: 0, pendingCents: 0 });
  });
});
