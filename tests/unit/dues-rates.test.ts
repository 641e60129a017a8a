// Dues rates per year (issue 29): the domain's one price of a year, the set-rate schema's
// limits and messages, the due date as a day, and the years Dues & Billing lists.
import {
  ANNUAL_DUES_CENTS,
  DUES_RATE_TEXTS,
  duesByYear,
  duesForYear,
  duesRateFormSchema,
  duesTotalCents,
  formatDueDate,
  isCalendarDate,
  setDuesRateSchema,
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
