// Disputes: the domain's reading of Stripe's dispute statuses, which years a payment
// still pays once refunds and a lost dispute put some back, what a lost dispute takes off
// revenue, the chip and line the desk and the owner see, the statement's line, and the board's
// e-mail.
import {
  BOARD_EMAIL,
  DISPUTE_TEXTS,
  disputeBlocksRefund,
  paymentChip,
  disputeLine,
  disputeLostAmountCents,
  disputeStateOf,
  duesStatement,
  yearsStillPaid,
  type AccountActivity,
} from '@lakeside/domain';
import { describe, expect, it } from 'vitest';
import { disputeMail } from '../../functions/src/mail/templates/dispute';

const at = (iso: string) => ({ toDate: () => new Date(iso) });

describe("Stripe's dispute statuses", () => {
  it('are open until the bank decides; an inquiry closed without a dispute counts as won', () => {
    for (const status of [
      'warning_needs_response',
      'warning_under_review',
      'needs_response',
      'under_review',
    ]) {
      expect(disputeStateOf(status)).toBe('open');
    }
    expect(disputeStateOf('won')).toBe('won');
    expect(disputeStateOf('warning_closed')).toBe('won');
    expect(disputeStateOf('lost')).toBe('lost');
    // a status Stripe adds later is not taken for a decision
    expect(disputeStateOf('prevented')).toBe('open');
  });
});

describe('the years a payment still pays', () => {
  const paid = { yearsPaid: ['2026', '2025', '2024'] };
  it('are its years less those refunds and a lost dispute put back, in order', () => {
    expect(yearsStillPaid(paid)).toEqual(['2024', '2025', '2026']);
    expect(yearsStillPaid({ ...paid, yearsRefunded: ['2026'] })).toEqual(['2024', '2025']);
    expect(
      yearsStillPaid({ ...paid, yearsRefunded: ['2026'], dispute: { yearsBack: ['2024', '2025'] } }),
    ).toEqual([]);
    expect(yearsStillPaid({ ...paid, dispute: null })).toEqual(['2024', '2025', '2026']);
  });
});

describe('what a lost dispute takes off Total Revenue', () => {
  it('is the disputed amount, at most what is left of the amount after refunds (never the fee)', () => {
    expect(disputeLostAmountCents({ amountCents: 32000 }, 32958)).toBe(32000);
    expect(disputeLostAmountCents({ amountCents: 32000, refundedAmountCents: 16000 }, 16958)).toBe(16000);
    expect(disputeLostAmountCents({ amountCents: 32000 }, 5000)).toBe(5000);
    expect(disputeLostAmountCents({ amountCents: 32000, refundedAmountCents: 32000 }, 958)).toBe(0);
  });
});

describe('what the desk and the owner see', () => {
  const dispute = {
    id: 'dp_1',
    amountCents: 32958,
    reason: 'fraudulent',
    respondBy: at('2026-12-10T23:59:59Z'),
    openedAt: at('2026-11-26T12:00:00Z'),
    closedAt: null,
    yearsBack: [],
  };
  it("says 'Disputed' while open, 'Dispute lost' once lost, and the status's own chip once won", () => {
    const paid = { status: 'completed' as const, failureReason: null };
    expect(paymentChip({ ...paid, dispute: { state: 'open' } })).toEqual({
      label: 'Disputed',
      color: 'warning',
    });
    expect(paymentChip({ ...paid, dispute: { state: 'lost' } })).toEqual({
      label: 'Dispute lost',
      color: 'danger',
    });
    expect(paymentChip({ ...paid, dispute: { state: 'won' } })).toEqual({
      label: 'Completed',
      color: 'success',
    });
    expect(paymentChip({ ...paid, dispute: null })).toEqual({ label: 'Completed', color: 'success' });
  });

  it('says what the bank holds and by when to answer, what it took, or that it was won', () => {
    expect(disputeLine({ dispute: { ...dispute, state: 'open' } })).toBe(
      '$329.58 held by the bank · respond by December 10, 2026',
    );
    expect(disputeLine({ dispute: { ...dispute, state: 'open', respondBy: null } })).toBe(
      '$329.58 held by the bank',
    );
    expect(disputeLine({ dispute: { ...dispute, state: 'lost' } })).toBe('$329.58 taken back by the bank');
    expect(disputeLine({ dispute: { ...dispute, state: 'won' } })).toBe(DISPUTE_TEXTS.wonLine);
    expect(disputeLine({})).toBeNull();
  });

  it('blocks a refund while open or once lost, not once won', () => {
    expect(disputeBlocksRefund({ dispute: { ...dispute, state: 'open' } })).toBe(true);
    expect(disputeBlocksRefund({ dispute: { ...dispute, state: 'lost' } })).toBe(true);
    expect(disputeBlocksRefund({ dispute: { ...dispute, state: 'won' } })).toBe(false);
    expect(disputeBlocksRefund({})).toBe(false);
  });
});

describe('the statement', () => {
  it('shows a lost dispute as a charge of the years it put back; an opened one changes nothing', () => {
    const entry = (
      state: 'open' | 'lost',
      at: number,
      after: { balanceCents: number; yearsOwed: string[] },
    ) =>
      ({
        kind: 'dispute',
        at,
        before: { balanceCents: 0, yearsOwed: [] },
        after,
        paymentId: 'pay-1',
        invoiceNumber: 'INV-1',
        amountCents: 32958,
        state,
        yearsBack: state === 'lost' ? ['2025', '2026'] : [],
      }) satisfies AccountActivity<number>;
    const statement = duesStatement(
      [
        entry('open', 1, { balanceCents: 0, yearsOwed: [] }),
        entry('lost', 2, { balanceCents: 32000, yearsOwed: ['2025', '2026'] }),
      ],
      { balanceCents: 32000, yearsOwed: ['2025', '2026'] },
    );
    expect(statement.lines.slice(-2)).toMatchObject([
      {
        kind: 'dispute',
        description: 'Payment INV-1 disputed with the bank',
        chargeCents: 0,
        creditCents: 0,
      },
      {
        kind: 'dispute',
        description: 'Dispute on INV-1 lost: the bank took back $329.58',
        detail: 'Years owed: None → 2025, 2026',
        chargeCents: 0,
        creditCents: -32000,
        balanceCents: 32000,
      },
    ]);
  });
});

describe("the board's e-mail", () => {
  const facts = {
    invoiceNumber: 'INV-20261126-ABCDEF',
    property: { streetAddress: '6 Cove Ln', city: 'Lakeside', state: 'TN', zipCode: '37000' },
    payerEmail: 'payer@example.com',
    amountCents: 32958,
    reason: 'fraudulent',
    respondBy: new Date('2026-12-10T23:59:59Z'),
    yearsBack: [] as string[],
    deskUrl: 'https://lakeside.example/admin/payments',
  };

  it('goes to the board with the invoice, the payer, the amount, the reason and the date to answer by', () => {
    const mail = disputeMail({ ...facts, state: 'open' });
    expect(mail.to).toBe(BOARD_EMAIL);
    expect(mail.message.subject).toBe('Lakeside HOA: payment INV-20261126-ABCDEF disputed');
    for (const line of [
      'Invoice number: INV-20261126-ABCDEF',
      'Paid by:        payer@example.com',
      'Disputed:       $329.58',
      'Reason:         the cardholder says they did not make it',
      'Respond by:     December 10, 2026',
    ]) {
      expect(mail.message.text).toContain(line);
    }
    expect(mail.message.html).toContain('https://lakeside.example/admin/payments');
  });

  it('says the outcome when the association first hears of a dispute already decided', () => {
    const mail = disputeMail({ ...facts, state: 'lost', yearsBack: ['2025', '2026'] });
    expect(mail.message.subject).toBe('Lakeside HOA: payment INV-20261126-ABCDEF dispute lost');
    expect(mail.message.text).toContain('took back $329.58');
    expect(mail.message.text).toContain('2025, 2026');
    expect(mail.message.text).not.toContain('Respond by');
  });
});
