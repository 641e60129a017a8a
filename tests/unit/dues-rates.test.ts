// Dues rates per year and billing a year: the domain's one price of a year, the
// set-rate schema's limits and messages, the due date as a day, the years Dues & Billing lists,
// and what billing does to one account and says.
import {
  ANNUAL_DUES_CENTS,
  BILLING_RUN_TEXTS,
  billYearOn,
  billingSkipReason,
  defaultDueDate,
  duesBilledActivityId,
  duesNoticeMailId,
  DUES_RATE_TEXTS,
  duesByYear,
  duesForYear,
  duesRateFormSchema,
  duesTotalCents,
  formatDueDate,
  isCalendarDate,
  setDuesRateSchema,
  yearToRateFirst,
} from '@lakeside/domain';
import { describe, expect, it } from 'vitest';
import { rateRows } from '../../web/src/features/billing/model/rateRows';

const NOW = new Date('2026-11-25T12:00:00Z');
const rates = { '2027': 17500 };

describe('the price of a year', () => {
  it('is the board’s rate where it set one, else the spec’s $160.00', () => {
    expect(duesForYear('2027', rates)).toBe(17500);
    expect(duesForYear('2026', rates)).toBe(ANNUAL_DUES_CENTS);
    expect(duesByYear(['2027', '2026'], rates)).toEqual({ '2027': 17500, '2026': 16000 });
    expect(duesTotalCents(['2026', '2027'], rates)).toBe(33500);
    expect(duesTotalCents([], rates)).toBe(0);
  });
});

describe('a due date', () => {
  it('is a real calendar day, shown as written whatever the time zone', () => {
    expect(isCalendarDate('2027-03-31')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-3-31')).toBe(false);
    expect(isCalendarDate('31/03/2027')).toBe(false);
    expect(formatDueDate('2027-03-31')).toBe('March 31, 2027');
    expect(formatDueDate('2027-01-01')).toBe('January 1, 2027');
  });
});

describe('the year Set Rate offers first', () => {
  it('is the next year without a rate: next year, then this year, else next year', () => {
    expect(yearToRateFirst([], NOW)).toBe('2027');
    expect(yearToRateFirst(['2025', '2026'], NOW)).toBe('2027');
    expect(yearToRateFirst(['2027'], NOW)).toBe('2026');
    expect(yearToRateFirst(['2026', '2027'], NOW)).toBe('2027');
  });

  it('a billed year is refused in the form, with the server’s sentence', () => {
    const locked = duesRateFormSchema(NOW, new Set(['2027'])).safeParse({
      year: '2027',
      amount: '175',
      dueDate: '2027-03-31',
    });
    expect(locked.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['year', DUES_RATE_TEXTS.locked('2027')],
    ]);
    expect(
      duesRateFormSchema(NOW, new Set(['2027'])).safeParse({
        year: '2026',
        amount: '175',
        dueDate: '2026-03-31',
      }).success,
    ).toBe(true);
  });
});

describe('the Set Rate schemas', () => {
  const form = duesRateFormSchema(NOW);
  const request = setDuesRateSchema(NOW);
  const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((issue) => issue.message) ?? [];

  it('turns the typed amount into cents', () => {
    expect(form.parse({ year: '2027', amount: '175', dueDate: '2027-03-31' })).toStrictEqual({
      year: '2027',
      amount: 17500,
      dueDate: '2027-03-31',
    });
    expect(request.parse({ year: '2027', amountCents: 1, dueDate: '2026-12-15' })).toMatchObject({
      amountCents: 1,
    });
  });

  it.each([
    [{ year: '1999', amount: '175', dueDate: '1999-03-31' }, DUES_RATE_TEXTS.yearRange(2027)],
    [{ year: '2028', amount: '175', dueDate: '2028-03-31' }, DUES_RATE_TEXTS.yearRange(2027)],
    [{ year: '2027', amount: '0', dueDate: '2027-03-31' }, DUES_RATE_TEXTS.amountMin],
    [{ year: '2027', amount: 'ten', dueDate: '2027-03-31' }, DUES_RATE_TEXTS.amountMin],
    [{ year: '2027', amount: '100000.01', dueDate: '2027-03-31' }, DUES_RATE_TEXTS.amountMax],
    [{ year: '2027', amount: '175', dueDate: '' }, DUES_RATE_TEXTS.dueDateInvalid],
    [{ year: '2027', amount: '175', dueDate: '2025-12-31' }, DUES_RATE_TEXTS.dueDateYear('2027')],
  ])('refuses %j: %s', (input, message) => {
    expect(messages(form.safeParse(input))).toContain(message);
  });

  it('says what is wrong with the due date even while the amount is wrong too', () => {
    expect(messages(form.safeParse({ year: '2027', amount: '0', dueDate: '2020-03-31' }))).toEqual([
      DUES_RATE_TEXTS.amountMin,
      DUES_RATE_TEXTS.dueDateYear('2027'),
    ]);
  });

  it('takes $0.01 and $100,000.00, the limits themselves', () => {
    expect(form.safeParse({ year: '2027', amount: '0.01', dueDate: '2027-03-31' }).success).toBe(true);
    expect(form.safeParse({ year: '2027', amount: '100000', dueDate: '2027-03-31' }).success).toBe(true);
  });
});

describe('the years Dues & Billing lists', () => {
  it('are every year with a rate and always this year and the next, newest first', () => {
    const rate2020 = { year: '2020' };
    expect(rateRows([rate2020], NOW).map((row) => [row.year, row.rate !== null])).toEqual([
      ['2027', false],
      ['2026', false],
      ['2020', true],
    ]);
  });
});

describe('billing a year on one account', () => {
  it('adds the year, kept in order, and its rate to the balance', () => {
    expect(billYearOn({ balanceCents: 16000, yearsOwed: ['2028', '2026'] }, '2027', 17500)).toEqual({
      balanceCents: 33500,
      yearsOwed: ['2026', '2027', '2028'],
    });
  });

  it('skips an account that already owes the year or paid it', () => {
    expect(billingSkipReason({ balanceCents: 0, yearsOwed: ['2027'] }, '2027', false)).toBe('owes');
    expect(billingSkipReason({ balanceCents: 0, yearsOwed: [] }, '2027', true)).toBe('paid');
    expect(billingSkipReason({ balanceCents: 0, yearsOwed: ['2026'] }, '2027', false)).toBeNull();
  });

  it('says what the page and the trail say, and dates a year without a rate March 31', () => {
    expect(defaultDueDate('2028')).toBe('2028-03-31');
    expect(BILLING_RUN_TEXTS.previewTitle('2027')).toBe('Bill 2027 dues to every property?');
    expect(BILLING_RUN_TEXTS.progress(40, 200)).toBe('Billing 40 of 200');
    expect(BILLING_RUN_TEXTS.finished(200, '2027')).toBe('200 accounts billed for 2027');
    expect(BILLING_RUN_TEXTS.finished(1, '2027')).toBe('1 account billed for 2027');
    expect(BILLING_RUN_TEXTS.duesBilled('2027', 17500, '2027-03-31')).toBe(
      '2027 dues billed: $175.00, due March 31, 2027',
    );
    expect(duesBilledActivityId('2027')).toBe('dues-2027');
    expect(duesNoticeMailId('2027', 'p1')).toBe('dues-2027-p1');
  });
});
