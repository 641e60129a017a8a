// Money received at the desk (domain balance.ts settleReceived): a short amount pays the oldest
// year in part, more is credit that the next bill uses first; voiding gives back exactly what it
// did. And a year paid in part costs what is left of it (aging.ts yearsDueCents), online too.
import { describe, expect, it } from 'vitest';
import {
  billYearOn,
  duesStatement,
  editFigures,
  netBalanceCents,
  putYearsBack,
  receivedDuesDescription,
  settleDuesPayment,
  settleReceived,
  undoPayment,
  yearsDueCents,
  yearsOwedAmounts,
  type AccountActivity,
  type HoaAccountFigures,
} from '@lakeside/domain';

const account = (balanceCents: number, yearsOwed: string[], creditCents = 0): HoaAccountFigures => ({
  balanceCents,
  yearsOwed,
  ...(creditCents > 0 ? { creditCents } : {}),
});

// 2025 at $160.00, 2026 at $180.00, 2027 at $175.00
const rates = { '2025': 16000, '2026': 18000, '2027': 17500 };

describe('money received for the years ticked', () => {
  it.each([
    {
      case: 'exactly the years: both paid in full',
      before: account(34000, ['2025', '2026']),
      ticked: ['2025', '2026'],
      received: 34000,
      after: account(0, []),
      paid: ['2025', '2026'],
      part: null,
      credit: 0,
    },
    {
      case: 'short of the oldest year: it is paid in part and stays owed',
      before: account(34000, ['2025', '2026']),
      ticked: ['2025', '2026'],
      received: 10000,
      after: account(24000, ['2025', '2026']),
      paid: [],
      part: { year: '2025', paidCents: 10000, leftCents: 6000 },
      credit: 0,
    },
    {
      case: 'one cent short of both: the oldest paid, the newer in part',
      before: account(34000, ['2025', '2026']),
      ticked: ['2025', '2026'],
      received: 33999,
      after: account(1, ['2026']),
      paid: ['2025'],
      part: { year: '2026', paidCents: 17999, leftCents: 1 },
      credit: 0,
    },
    {
      case: 'one cent over, nothing else owed: one cent of credit',
      before: account(16000, ['2025']),
      ticked: ['2025'],
      received: 16001,
      after: account(0, [], 1),
      paid: ['2025'],
      part: null,
      credit: 1,
    },
    {
      case: 'over: the rest is added to a credit held already',
      before: account(18000, ['2026'], 500),
      ticked: ['2026'],
      received: 20000,
      after: account(0, [], 2500),
      paid: ['2026'],
      part: null,
      credit: 2000,
    },
    {
      case: 'over, with a balance the board put beyond the years: that is paid before any credit',
      before: account(20000, ['2025']),
      ticked: ['2025'],
      received: 25000,
      after: account(0, [], 5000),
      paid: ['2025'],
      part: null,
      credit: 5000,
    },
    {
      case: 'a year paid in part before costs what is left of it',
      before: account(24000, ['2025', '2026']),
      ticked: ['2025'],
      received: 6000,
      after: account(18000, ['2026']),
      paid: ['2025'],
      part: null,
      credit: 0,
    },
  ])('$case', ({ before, ticked, received, after, paid, part, credit }) => {
    const settled = settleReceived(before, ticked, received, rates);
    expect(settled).toMatchObject({ after, yearsPaid: paid, partPaid: part, creditAddedCents: credit });
    if ('refusal' in settled) return;
    // what the money did adds up: the net balance fell by exactly what came in
    expect(netBalanceCents(before) - netBalanceCents(settled.after)).toBe(received);
    expect(settled.receivedCents).toBe(received);
  });

  it('describes a part payment so it does not read as paid', () => {
    expect(receivedDuesDescription(['2024', '2025'], '2025')).toBe('HOA Dues Payment - 2024, 2025 (part)');
    expect(receivedDuesDescription(['2024', '2025'], null)).toBe('HOA Dues Payment - 2024, 2025');
  });

  it('refuses a short amount that would leave an older year owed in full', () => {
    expect(settleReceived(account(34000, ['2025', '2026']), ['2026'], 10000, rates)).toEqual({
      refusal: 'olderYearOwed',
      year: '2025',
    });
  });

  it('refuses to leave a credit beside years still owed', () => {
    expect(settleReceived(account(34000, ['2025', '2026']), ['2026'], 20000, rates)).toEqual({
      refusal: 'yearsStillOwed',
      years: ['2025'],
    });
  });

  it('a part-paid year is found on the oldest year by the aging rule', () => {
    const settled = settleReceived(account(34000, ['2025', '2026']), ['2025', '2026'], 10000, rates);
    if ('refusal' in settled) throw new Error('refused');
    expect(yearsOwedAmounts(settled.after, rates)).toEqual([
      { year: '2025', cents: 6000 },
      { year: '2026', cents: 18000 },
    ]);
  });
});

describe('what a year costs to pay now', () => {
  it.each([
    { case: 'nothing paid: each at its dues', before: account(34000, ['2025', '2026']), due: [16000, 18000] },
    {
      case: 'the oldest paid in part: what is left of it',
      before: account(24000, ['2025', '2026']),
      due: [6000, 18000],
    },
    {
      case: 'a balance set higher: never more than the dues',
      before: account(40000, ['2025', '2026']),
      due: [16000, 18000],
    },
  ])('$case', ({ before, due }) => {
    expect(yearsDueCents(before, ['2026', '2025'], rates).map((year) => year.cents)).toEqual(due);
  });

  it('an online payment of a part-paid year settles it to zero, not below', () => {
    const before = account(24000, ['2025', '2026']);
    const duesByYear = Object.fromEntries(
      yearsDueCents(before, ['2025'], rates).map((y) => [y.year, y.cents]),
    );
    const settled = settleDuesPayment(before, { yearsPaid: ['2025'], amountCents: 6000, duesByYear });
    expect(settled.after).toEqual(account(18000, ['2026']));
  });
});

describe('a credit and the next bill', () => {
  it.each([
    { case: 'no credit: the year owed at its rate', before: account(0, []), after: account(17500, ['2027']) },
    {
      case: 'a smaller credit pays part of the year',
      before: account(0, [], 4000),
      after: account(13500, ['2027']),
    },
    {
      case: 'a credit of exactly the rate pays the year',
      before: account(0, [], 17500),
      after: account(0, []),
    },
    {
      case: 'a larger credit pays the year and keeps the rest',
      before: account(0, [], 20000),
      after: account(0, [], 2500),
    },
  ])('$case', ({ before, after }) => {
    expect(billYearOn(before, '2027', 17500)).toEqual(after);
  });

  it('other movements keep the credit', () => {
    const held = account(16000, ['2025'], 300);
    expect(putYearsBack(held, { duesByYear: { '2024': 16000 } }, ['2024']).after.creditCents).toBe(300);
    expect(editFigures(held, { balanceCents: 0, yearsOwed: [] }).after).toEqual(account(0, [], 300));
    expect(
      settleDuesPayment(held, { yearsPaid: ['2025'], amountCents: 16000, duesByYear: { '2025': 16000 } })
        .after,
    ).toEqual(account(0, [], 300));
  });
});

describe('voiding money received', () => {
  it('a part payment voided: the balance comes back, the year was never removed', () => {
    const before = account(34000, ['2025', '2026']);
    const applied = { before, after: account(24000, ['2025', '2026']) };
    expect(undoPayment(applied.after, applied)).toEqual(before);
  });

  it('an over-payment voided: the years come back and its credit is taken back', () => {
    const before = account(16000, ['2025']);
    const applied = { before, after: account(0, [], 4000) };
    expect(undoPayment(applied.after, applied)).toEqual(before);
  });

  it('an over-payment voided after a bill used its credit: what was used is owed again', () => {
    const before = account(16000, ['2025']);
    const applied = { before, after: account(0, [], 4000) };
    const billed = billYearOn(applied.after, '2027', 17500); // $135.00 owed, credit gone
    expect(undoPayment(billed, applied)).toEqual(account(16000 + 17500, ['2025', '2027']));
  });
});

describe('the statement of part payments and credits', () => {
  it('runs on the balance net of credit and says what each did', () => {
    const at = (day: number) => new Date(Date.UTC(2026, 0, day));
    const trail: AccountActivity<Date>[] = [
      {
        kind: 'payment',
        at: at(1),
        before: account(34000, ['2025', '2026']),
        after: account(24000, ['2025', '2026']),
        paymentId: 'p1',
        invoiceNumber: 'INV-1',
        yearsPaid: ['2025'],
        amountCents: 10000,
        paymentMethod: 'Check #1',
        partPaid: { year: '2025', paidCents: 10000, leftCents: 6000 },
      },
      {
        kind: 'payment',
        at: at(2),
        before: account(24000, ['2025', '2026']),
        after: account(0, [], 1000),
        paymentId: 'p2',
        invoiceNumber: 'INV-2',
        yearsPaid: ['2025', '2026'],
        amountCents: 25000,
        paymentMethod: 'Check #2',
        creditAddedCents: 1000,
      },
      {
        kind: 'duesBilled',
        at: at(3),
        before: account(0, [], 1000),
        after: account(16500, ['2027']),
        year: '2027',
        amountCents: 17500,
        dueDate: '2027-03-31',
      },
    ];
    const statement = duesStatement(trail, account(16500, ['2027']));
    const [, part, over, billed] = statement.lines;
    expect(part).toMatchObject({
      creditCents: 10000,
      balanceCents: 24000,
      detail: 'Part payment: $60.00 of 2025 still owed',
    });
    expect(over).toMatchObject({
      creditCents: 25000,
      balanceCents: -1000,
      detail: '$10.00 kept as credit for the next bill',
    });
    expect(billed).toMatchObject({
      chargeCents: 17500,
      balanceCents: 16500,
      detail: '$10.00 paid from the account’s credit',
    });
    expect(statement.closingBalanceCents).toBe(16500);
    expect(statement.lines.map((line) => line.kind)).not.toContain('notItemized');
  });
});
