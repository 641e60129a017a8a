// The e-mails' pure parts: what a mail/ document must hold to be sent, what an SMTP
// failure means, how addresses appear in logs, and what the receipt and the board's copy of a
// contact message say, in HTML and in plain text.
import { BOARD_EMAIL, agedBalance, formatHoaDate } from '@lakeside/domain';
import { describe, expect, it } from 'vitest';
import { parseMailDocument } from '../../functions/src/mail/mailDocument';
import { isTransientSmtpFailure, smtpFailureReason, smtpTransport } from '../../functions/src/mail/smtp';
import { contactCopyMail } from '../../functions/src/mail/templates/contactCopy';
import { duesNoticeMail } from '../../functions/src/mail/templates/duesNotice';
import { receiptMail, type ReceiptPayment } from '../../functions/src/mail/templates/receipt';
import { refundMail } from '../../functions/src/mail/templates/refund';
import { reminderMail } from '../../functions/src/mail/templates/reminder';
import { maskEmail } from '../../functions/src/shared/logs';

/** every one of `lines` is in the e-mail's `text` */
function expectLines(text: string, lines: string[]) {
  for (const line of lines) expect(text).toContain(line);
}

const valid = { to: 'owner@example.com', message: { subject: 'Receipt', text: 'Paid.' } };

describe('parseMailDocument', () => {
  it('reads the Trigger Email format: one address or a list, cc, replyTo, subject, text and html', () => {
    expect(parseMailDocument(valid)).toEqual({
      ok: true,
      mail: {
        to: ['owner@example.com'],
        cc: [],
        replyTo: null,
        subject: 'Receipt',
        text: 'Paid.',
        html: null,
      },
    });
    const full = parseMailDocument({
      to: ['a@example.com', 'b@example.com'],
      cc: 'c@example.com',
      replyTo: 'board@example.com',
      message: { subject: 'S', text: 'T', html: '<p>H</p>' },
      delivery: { state: 'PENDING' },
    });
    expect(full).toEqual({
      ok: true,
      mail: {
        to: ['a@example.com', 'b@example.com'],
        cc: ['c@example.com'],
        replyTo: 'board@example.com',
        subject: 'S',
        text: 'T',
        html: '<p>H</p>',
      },
    });
  });

  it.each([
    [null, 'The document is empty.'],
    [{ ...valid, to: 42 }, "'to' must be an e-mail address or a list of them."],
    [{ ...valid, to: 'a@example.com, b@example.com' }, "'to' must be an e-mail address or a list of them."],
    [{ ...valid, to: 'Eve <eve@example.com>' }, "'to' must be an e-mail address or a list of them."],
    [{ ...valid, cc: ['ok@example.com', 'nope'] }, "'cc' must be an e-mail address or a list of them."],
    [
      { ...valid, to: Array.from({ length: 51 }, (_, i) => `p${i}@example.com`) },
      'An e-mail goes to at most 50 people.',
    ],
    [{ ...valid, replyTo: ['a@example.com'] }, "'replyTo' must be one e-mail address."],
    [{ to: valid.to }, "'message' must hold the subject and the text."],
    [{ ...valid, message: { subject: '  ', text: 'x' } }, "'message.subject' is missing."],
    [
      { ...valid, message: { subject: 'x'.repeat(999), text: 'x' } },
      "'message.subject' must be one line of at most 998 characters.",
    ],
    [
      { ...valid, message: { subject: 'A\nB', text: 'x' } },
      "'message.subject' must be one line of at most 998 characters.",
    ],
    [{ ...valid, message: { subject: 'A', text: 'x', html: 5 } }, "'message.html' must be text."],
    [{ ...valid, from: 'ceo@example.com' }, "This sender does not support 'from'."],
    [
      { ...valid, template: { name: 'x' }, attachments: [] },
      "This sender does not support 'template', 'attachments'.",
    ],
  ])('refuses %j: %s', (data, reason) => {
    expect(parseMailDocument(data)).toEqual({ ok: false, reason });
  });
});

describe('SMTP', () => {
  it('reads SMTP_URL with its login, and refuses what is not an SMTP URL', () => {
    expect(smtpTransport('smtps://user%40mail:p%2Fss@smtp.example.com')).toMatchObject({
      host: 'smtp.example.com',
      port: 465,
      secure: true,
      auth: { user: 'user@mail', pass: 'p/ss' },
    });
    expect(smtpTransport('smtp://127.0.0.1:1025')).toMatchObject({
      host: '127.0.0.1',
      port: 1025,
      secure: false,
    });
    expect(smtpTransport('smtp://127.0.0.1:1025')).not.toHaveProperty('auth');
    expect(smtpTransport('https://smtp.example.com')).toBe('SMTP_URL must start with smtp:// or smtps://.');
    expect(smtpTransport('smtp.example.com:587')).toMatch(/^SMTP_URL (is not a URL|must start)/);
  });

  it('tries again after a 4xx or a lost connection, not after a 5xx or a bad login', () => {
    expect(isTransientSmtpFailure({ responseCode: 421 })).toBe(true);
    expect(isTransientSmtpFailure({ responseCode: 451, code: 'EENVELOPE' })).toBe(true);
    expect(isTransientSmtpFailure({ code: 'ECONNECTION' })).toBe(true);
    expect(isTransientSmtpFailure({ code: 'ETIMEDOUT' })).toBe(true);
    expect(isTransientSmtpFailure({ responseCode: 550, code: 'EENVELOPE' })).toBe(false);
    expect(isTransientSmtpFailure({ responseCode: 535, code: 'EAUTH' })).toBe(false);
    expect(isTransientSmtpFailure(new Error('something else'))).toBe(false);
    expect(smtpFailureReason({ code: 'EENVELOPE', response: '550 5.1.1 No such user' })).toBe(
      'EENVELOPE: 550 5.1.1 No such user',
    );
  });

  it("shows in logs only an address's first letter and its domain", () => {
    expect(maskEmail('resident@lakeside.test')).toBe('r***@lakeside.test');
    expect(maskEmail('not-an-address')).toBe('***');
  });
});

const payment: ReceiptPayment = {
  invoiceNumber: 'INV-2026-000042',
  description: 'HOA Dues Payment - 2025, 2026',
  property: { streetAddress: '6 Cove Ln', city: 'Lakeside', state: 'TN', zipCode: '37000' },
  yearsPaid: ['2025', '2026'],
  amountCents: 32000,
  feeCents: 958,
  totalChargedCents: 32958,
};
// 03:30 UTC on Nov 26 is still Nov 25 at the lake (Central time)
const paidAt = new Date('2026-11-26T03:30:00Z');

describe('the receipt', () => {
  const mail = receiptMail('owner@example.com', {
    payment,
    paidAt,
    paymentMethod: 'card',
    receiptUrl: 'https://lakeside.example/receipts/p1',
  });

  it('says in plain text what was paid for, what it cost, when, how, and where the receipt is', () => {
    expect(mail.to).toBe('owner@example.com');
    expect(mail.message.subject).toBe('Lakeside HOA receipt INV-2026-000042');
    expectLines(mail.message.text, [
      'Association:    Lakeside HOA',
      'Invoice number: INV-2026-000042',
      'Property:       6 Cove Ln, Lakeside, TN 37000',
      'Description:    HOA Dues Payment - 2025, 2026',
      'Years paid:     2025, 2026',
      'Amount:         $320.00',
      'Processing fee: $9.58',
      'Total charged:  $329.58',
      'Date paid:      November 25, 2026',
      'Payment method: Card',
      'View your receipt: https://lakeside.example/receipts/p1',
    ]);
  });

  it('is HTML for a phone with the same facts, and a misc charge has no years', () => {
    const html = mail.message.html!;
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('max-width:560px');
    expect(html).toContain('>$329.58</td>');
    expect(html).toContain('href="https://lakeside.example/receipts/p1"');
    const misc = receiptMail('owner@example.com', {
      payment: { ...payment, yearsPaid: [], description: 'Dock repair' },
      paidAt,
      paymentMethod: 'card',
      receiptUrl: 'https://lakeside.example/receipts/p2',
    });
    expect(misc.message.text).not.toContain('Years paid');
    expect(misc.message.text).toContain('Description:    Dock repair');
  });

  it('dates money the board received by the day it was received', () => {
    const recorded = receiptMail('owner@example.com', {
      payment: { ...payment, feeCents: 0, totalChargedCents: 32000 },
      paidAt,
      paymentMethod: 'Check #1042',
      receiptUrl: 'https://lakeside.example/receipts/p3',
      received: true,
    });
    expectLines(recorded.message.text, ['Received on:    November 25, 2026', 'Payment method: Check #1042']);
    expect(recorded.message.text).not.toContain('Date paid');
  });

  it('dates the payment in the association’s time zone', () => {
    expect(formatHoaDate(new Date('2026-01-01T05:59:00Z'))).toBe('December 31, 2025');
    expect(formatHoaDate(new Date('2026-01-01T06:00:00Z'))).toBe('January 1, 2026');
  });
});

describe("the board's copy of a contact message", () => {
  const message = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    propertyAddress: '14 Lakeshore Dr',
    subject: 'Dock <permit> & fees',
    message: 'May I extend my dock?\n\n<script>alert(1)</script>',
  };
  const mail = contactCopyMail(message, 'https://lakeside.example/admin/messages');

  it('goes to the board, answers to the resident, and quotes the message as written', () => {
    expect(mail.to).toBe(BOARD_EMAIL);
    expect(mail.replyTo).toBe('ada@example.com');
    expect(mail.message.subject).toBe('Contact form: Dock <permit> & fees');
    expect(mail.message.text).toContain('From:     Ada Lovelace <ada@example.com>');
    expect(mail.message.text).toContain('May I extend my dock?\n\n<script>alert(1)</script>');
    expect(mail.message.text).toContain('Reply to this e-mail to answer Ada.');
  });

  it('escapes every value in its HTML', () => {
    const html = mail.message.html!;
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).toContain('Dock &#60;permit&#62; &#38; fees');
    expect(html).toContain('href="https://lakeside.example/admin/messages"');
  });

  it('keeps a subject that reached it with a line break on one line', () => {
    const sneaky = contactCopyMail(
      { ...message, subject: 'Hi\r\nBcc: all@example.com' },
      'https://x/admin/messages',
    );
    expect(sneaky.message.subject).not.toMatch(/[\r\n]/);
  });
});

describe('the dues notice', () => {
  const mail = duesNoticeMail(['a@example.com', 'b@example.com'], {
    year: '2027',
    property: payment.property,
    amountCents: 17500,
    dueDate: '2027-03-31',
    balanceCents: 49500,
    creditUsedCents: 0,
    aged: agedBalance(
      { yearsOwed: ['2025', '2026', '2027'], balanceCents: 49500 },
      { '2027': 17500 },
      { '2027': '2027-03-31' },
      '2026-11-28',
    ),
    accountUrl: 'https://lakeside.example/my-account',
  });

  it('goes to every owner of the account at once, with the amount, due date and property', () => {
    expect(mail.to).toEqual(['a@example.com', 'b@example.com']);
    expect(mail.message.subject).toBe('Lakeside HOA: 2027 dues of $175.00, due March 31, 2027');
    expectLines(mail.message.text, [
      'Property:   6 Cove Ln, Lakeside, TN 37000',
      'Amount due: $175.00',
      'Due date:   March 31, 2027',
      'Total owed: $495.00',
      'Pay on My HOA Account: https://lakeside.example/my-account',
    ]);
  });

  it('lists every year still owed, each with its dues and whether it is past due, and the total', () => {
    expectLines(mail.message.text, [
      '2025 dues:  $160.00, past due since March 31, 2025',
      '2026 dues:  $160.00, past due since March 31, 2026',
      '2027 dues:  $175.00, due March 31, 2027',
      'Total owed: $495.00',
    ]);
  });

  it('lists no years when the year billed is the only one owed', () => {
    const only = duesNoticeMail(['a@example.com'], {
      year: '2027',
      property: payment.property,
      amountCents: 17500,
      dueDate: '2027-03-31',
      balanceCents: 17500,
      creditUsedCents: 0,
      aged: agedBalance({ yearsOwed: ['2027'], balanceCents: 17500 }, { '2027': 17500 }, {}, '2026-11-28'),
      accountUrl: 'https://lakeside.example/my-account',
    });
    expect(only.message.text).not.toContain('2027 dues:');
    expectLines(only.message.text, ['Total owed: $175.00']);
    expect(mail.message.html).toContain('href="https://lakeside.example/my-account"');
  });

  it('says what the account’s credit paid, and that nothing is left to pay when it paid it all', () => {
    const notice = (creditUsedCents: number, balanceCents: number) =>
      duesNoticeMail(['a@example.com'], {
        year: '2027',
        property: payment.property,
        amountCents: 17500,
        dueDate: '2027-03-31',
        balanceCents,
        creditUsedCents,
        aged: agedBalance(
          { yearsOwed: balanceCents > 0 ? ['2027'] : [], balanceCents },
          { '2027': 17500 },
          {},
          '2026-11-28',
        ),
        accountUrl: 'https://lakeside.example/my-account',
      }).message.text;
    expectLines(notice(4000, 13500), ['Paid from your credit: $40.00', 'Total owed:            $135.00']);
    expect(notice(4000, 13500)).toContain('You can pay them online');
    expect(notice(17500, 0)).toContain('the credit on your account paid them');
    expect(notice(0, 17500)).not.toContain('Paid from your credit');
  });
});

describe('the reminder to a late account', () => {
  const owed = { yearsOwed: ['2024', '2025'], balanceCents: 32000 };
  const mail = reminderMail(['a@example.com', 'b@example.com'], {
    property: { ...payment.property, streetAddress: '6 Cove Ln & <Dock>' },
    lateYears: ['2024', '2025'],
    oldestDueDate: '2024-03-31',
    balanceCents: 32000,
    aged: agedBalance(owed, {}, {}, '2026-11-28'),
    accountUrl: 'https://lakeside.example/my-account',
  });

  it('goes to every owner at once, with what is owed, since when, and where to pay', () => {
    expect(mail.to).toEqual(['a@example.com', 'b@example.com']);
    expect(mail.message.subject).toBe('Lakeside HOA: your dues are past due ($320.00)');
    expectLines(mail.message.text, [
      'unpaid since March 31, 2024',
      'Years past due:  2024, 2025',
      'Past due since:  March 31, 2024',
      'Past due:        $320.00 (2024, 2025)',
      'Account balance: $320.00',
      'Pay on My HOA Account: https://lakeside.example/my-account',
    ]);
    expect(mail.message.text).not.toContain('Not yet due');
    expect(mail.message.html).toContain('href="https://lakeside.example/my-account"');
    expect(mail.message.html).toContain('6 Cove Ln &#38; &#60;Dock&#62;');
    expect(mail.message.html).not.toContain('<Dock>');
  });
});

describe('a reminder to an account that also owes a year not yet due', () => {
  it('names in its subject and first figure only what is past due, and the rest with its due date', () => {
    const owed = { yearsOwed: ['2026', '2027'], balanceCents: 34000 };
    const mail = reminderMail(['a@example.com'], {
      property: payment.property,
      lateYears: ['2026'],
      oldestDueDate: '2026-03-31',
      balanceCents: 34000,
      aged: agedBalance(owed, { '2027': 18000 }, { '2027': '2027-03-31' }, '2026-11-28'),
      accountUrl: 'https://lakeside.example/my-account',
    });
    expect(mail.message.subject).toBe('Lakeside HOA: your dues are past due ($160.00)');
    expectLines(mail.message.text, [
      'Years past due:  2026',
      'Past due:        $160.00 (2026)',
      'Not yet due:     $180.00 (2027, due March 31, 2027)',
      'Account balance: $340.00',
    ]);
  });
});

describe('the refund notice', () => {
  it('says what came back, on which invoice, the years owed again and why', () => {
    const mail = refundMail('payer@example.com', {
      invoiceNumber: 'INV-20261126-ABCDEF',
      property: payment.property,
      amountCents: 32958,
      yearsBack: ['2025', '2026'],
      reason: 'Requested by the owner',
      accountUrl: 'https://lakeside.example/my-account',
    });
    expect(mail.to).toBe('payer@example.com');
    expect(mail.message.subject).toBe('Lakeside HOA: $329.58 refunded on INV-20261126-ABCDEF');
    expectLines(mail.message.text, [
      'The board has refunded $329.58',
      'Invoice number:   INV-20261126-ABCDEF',
      'Refunded:         $329.58',
      'Years owed again: 2025, 2026',
      'Reason:           Requested by the owner',
    ]);
  });

  it('leaves out the years when none come back (a duplicate payment)', () => {
    const mail = refundMail('payer@example.com', {
      invoiceNumber: 'INV-20261126-ABCDEF',
      property: null,
      amountCents: 16494,
      yearsBack: [],
      reason: 'Duplicate payment',
      accountUrl: 'https://lakeside.example/my-account',
    });
    expect(mail.message.text).not.toContain('Years owed again');
    expect(mail.message.text).toContain('Reason:         Duplicate payment');
  });
});
