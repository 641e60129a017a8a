// The balance rule (domain/src/balance.ts): one table per movement of an account's figures, and
// the movements that must undo each other. Settling a payment has its own file
// (settle-dues.test.ts); applying one and billing a year are in payments-domain and dues-rates.
import { describe, expect, it } from 'vitest';
import {
  applyPayment,
  billYearOn,
  editFigures,
  putYearsBack,
  sameFigures,
  settleDuesPayment,
  undoPayment,
  yearsBackCents,
  type HoaAccountFigures,
} from '@lakeside/domain';

const account = (balanceCents: number, ...yearsOwed: string[]): HoaAccountFigures => ({
  balanceCents,
  yearsOwed,
});

describe('years put back as owed (a refund, a lost dispute)', () => {
  const payment = { duesByYear: { '2025': 16000, '2026': 17500 } };
  it.each([
    {
      case: 'both years, at the dues this payment paid',
      before: account(0),
      years: ['2026', '2025'],
      after: account(33500, '2025', '2026'),
      back: ['2025', '2026'],
    },
    {
      case: 'a year owed already is not owed twice',
      before: account(17500, '2026'),
      years: ['2025', '2026'],
      after: account(33500, '2025', '2026'),
      back: ['2025'],
    },
    {
      case: 'no years: nothing moves',
      before: account(16000, '2027'),
      years: [],
      after: account(16000, '2027'),
      back: [],
    },
    {
      case: 'kept in order among the years still owed',
      before: account(32000, '2024', '2027'),
      years: ['2025'],
      after: account(48000, '2024', '2025', '2027'),
      back: ['2025'],
    },
  ])('$case', ({ before, years, after, back }) => {
    expect(putYearsBack(before, payment, years)).toEqual({ after, yearsBack: back });
  });

  it('prices a year the payment kept no price for at the spec’s $160.00', () => {
    expect(putYearsBack(account(0), { duesByYear: undefined }, ['2024']).after).toEqual(
      account(16000, '2024'),
    );
    expect(yearsBackCents({ duesByYear: undefined }, ['2024', '2025'])).toBe(32000);
  });
});

describe('a payment undone (a void)', () => {
  it.each([
    {
      case: 'the years it removed and the amount it took off come back',
      now: account(0),
      applied: { before: account(32000, '2025', '2026'), after: account(0) },
      after: account(32000, '2025', '2026'),
    },
    {
      case: 'on top of what happened since (a year billed after it)',
      now: account(18000, '2027'),
      applied: { before: account(16000, '2026'), after: account(0) },
      after: account(34000, '2026', '2027'),
    },
    {
      case: 'a year owed again meanwhile is not owed twice',
      now: account(16000, '2026'),
      applied: { before: account(16000, '2026'), after: account(0) },
      after: account(32000, '2026'),
    },
    {
      case: 'a payment that settled nothing undoes nothing',
      now: account(16000, '2027'),
      applied: { before: account(0), after: account(0) },
      after: account(16000, '2027'),
    },
  ])('$case', ({ now, applied, after }) => {
    expect(undoPayment(now, applied)).toEqual(after);
  });
});

describe('the board’s edit', () => {
  it.each([
    { before: account(16000, '2026'), typed: account(0), changed: true },
    { before: account(16000, '2026'), typed: account(16000, '2025'), changed: true },
    { before: account(16000, '2026'), typed: account(16000, '2026'), changed: false },
  ])(
    '$before.balanceCents $before.yearsOwed → $typed.balanceCents $typed.yearsOwed',
    ({ before, typed, changed }) => {
      expect(editFigures(before, typed)).toEqual({ after: typed, changed });
    },
  );

  it('compares balance and years, nothing else', () => {
    expect(sameFigures(account(100, '2026'), account(100, '2026'))).toBe(true);
    expect(sameFigures(account(100, '2026'), account(101, '2026'))).toBe(false);
    expect(sameFigures(account(100, '2026'), account(100))).toBe(false);
  });
});

describe('movements that undo each other', () => {
  const start = account(16000, '2026');
  it('a year billed, then paid: the account is back where it was', () => {
    const billed = billYearOn(start, '2027', 18000);
    expect(billed).toEqual(account(34000, '2026', '2027'));
    expect(applyPayment(billed, { yearsPaid: ['2027'], amountCents: 18000 })).toEqual(start);
  });

  it('a payment settled, then voided: the account is back where it was', () => {
    const { after } = settleDuesPayment(start, { yearsPaid: ['2026'], amountCents: 16000 });
    expect(after).toEqual(account(0));
    expect(undoPayment(after, { before: start, after })).toEqual(start);
  });

  it('a payment settled, then refunded in full with its years: the account is back where it was', () => {
    const payment = { yearsPaid: ['2026'], amountCents: 16000, duesByYear: { '2026': 16000 } };
    const { after } = settleDuesPayment(start, payment);
    expect(putYearsBack(after, payment, payment.yearsPaid).after).toEqual(start);
  });
});
