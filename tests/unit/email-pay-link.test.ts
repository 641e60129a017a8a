// The desk's Email link, its pure parts: what the e-mail says, the id of each owner's
// e-mail, the request's schema, and which rows offer the button. The callable itself: tests/integration/email-pay-link.test.ts.
import {
  PAY_LINK_MAIL_WINDOW_MS,
  emailPayLinkSchema,
  MISC_CHARGE_TEXTS,
  payLinkMailId,
} from '@lakeside/domain';
import { describe, expect, it } from 'vitest';
import { payLinkMail } from '../../functions/src/mail/templates/payLink';
import { canEmailLink, toDeskRow, type DeskSource } from '../../web/src/features/paymentsDesk/model/rows';

const payUrl = 'https://lakeside.example/pay/p1?t=abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';

describe('the pay link e-mail', () => {
  const mail = payLinkMail('owner@example.com', {
    invoiceNumber: 'INV-20261125-ABCDEF',
    description: 'Dock repair <north slip>',
    property: { streetAddress: '6 Cove Ln', city: 'Lakeside', state: 'TN', zipCode: '37000' },
    amountCents: 125_00,
    payUrl,
  });

  it('goes to one owner and says who asks, for what, how much each way, and where to pay', () => {
    expect(mail.to).toBe('owner@example.com');
    expect(mail.message.subject).toBe(
      'Lakeside HOA: please pay charge INV-20261125-ABCDEF ($125.00 before fees)',
    );
    const lines = mail.message.text.split('\n');
    const row = (label: string) => lines.find((line) => line.startsWith(`${label}:`))?.replace(/:\s+/, ': ');
    expect(row('Association')).toBe('Association: Lakeside HOA');
    expect(row('Invoice number')).toBe('Invoice number: INV-20261125-ABCDEF');
    expect(row('Property')).toBe('Property: 6 Cove Ln, Lakeside, TN 37000');
    expect(row('Description')).toBe('Description: Dock repair <north slip>');
    expect(row('Amount (before fees)')).toBe('Amount (before fees): $125.00');
    // the domain's fee rule: card 2.9% + $0.30, bank 0.8% (at most $5.00)
    expect(row('Total by card')).toBe('Total by card: $128.93 (includes a $3.93 processing fee)');
    expect(row('Total by bank account')).toBe(
      'Total by bank account: $126.00 (includes a $1.00 processing fee)',
    );
    expect(mail.message.text).toContain(`Pay the charge: ${payUrl}`);
  });

  it('is the same in HTML, every value escaped, the button on the tokened link', () => {
    const html = mail.message.html!;
    expect(html).toContain(`href="${payUrl}"`);
    expect(html).toContain('Dock repair &#60;north slip&#62;');
    expect(html).not.toContain('<north slip>');
    expect(html).toContain('>$128.93 (includes a $3.93 processing fee)</td>');
  });
});

describe('payLinkMailId', () => {
  it('is one id per charge, owner and sending; the limit between sendings is ten minutes', () => {
    const at = 1_800_000_000_000;
    expect(payLinkMailId('p1', 'u1', at)).toBe(payLinkMailId('p1', 'u1', at));
    expect(payLinkMailId('p1', 'u1', at)).not.toBe(payLinkMailId('p1', 'u1', at + PAY_LINK_MAIL_WINDOW_MS));
    expect(payLinkMailId('p1', 'u1', at)).not.toBe(payLinkMailId('p1', 'u2', at));
    expect(payLinkMailId('p1', 'u1', at)).not.toBe(payLinkMailId('p2', 'u1', at));
    expect(PAY_LINK_MAIL_WINDOW_MS).toBe(10 * 60_000);
  });
});

describe('emailPayLinkSchema', () => {
  it('takes a charge id, and refuses none, an empty one or a number', () => {
    expect(emailPayLinkSchema().parse({ paymentId: 'abc123' })).toEqual({ paymentId: 'abc123' });
    for (const bad of [{}, { paymentId: '' }, { paymentId: 42 }, { paymentId: 'a/b' }]) {
      const result = emailPayLinkSchema().safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(MISC_CHARGE_TEXTS.linkInvalid);
    }
  });
});

describe('canEmailLink', () => {
  const charge = (overrides: Partial<DeskSource>) =>
    toDeskRow({
      id: 'p1',
      invoiceNumber: 'INV-20260101-AAAAAA',
      property: { streetAddress: '12 Heron Way', city: 'Lakeside', state: 'TN', zipCode: '37013' },
      description: 'Dock repair',
      yearsPaid: [],
      amountCents: 125_00,
      totalChargedCents: 128_93,
      status: 'pending',
      failureReason: null,
      paymentMethod: null,
      createdAt: null,
      ...overrides,
    });

  it('offers it while the link can pay: pending, or failed but not voided', () => {
    expect(canEmailLink(charge({}))).toBe(true);
    expect(canEmailLink(charge({ status: 'failed', failureReason: 'Your card was declined.' }))).toBe(true);
  });

  it('not for a voided, paid or clearing charge, annual dues or a recorded payment', () => {
    expect(canEmailLink(charge({ status: 'failed', failureReason: MISC_CHARGE_TEXTS.voidedReason }))).toBe(
      false,
    );
    expect(canEmailLink(charge({ status: 'completed' }))).toBe(false);
    expect(canEmailLink(charge({ status: 'processing' }))).toBe(false);
    expect(canEmailLink(charge({ yearsPaid: ['2026'] }))).toBe(false);
    expect(canEmailLink(charge({ status: 'completed', source: 'recorded', paymentMethod: 'Cash' }))).toBe(
      false,
    );
  });
});
