// Past due and not yet due (domain aging.ts): the years' shares of a balance, the aging buckets
// on their boundary days, and the lines the screens and e-mails print.
import { AGING_TEXTS, addBuckets, agedBalance, agingBucketOf, yearsOwedAmounts } from '@lakeside/domain';
import { describe, expect, it } from 'vitest';

const rates = { '2026': 16_000, '2027': 18_000 };
const dueDates = { '2027': '2027-03-31' };

describe('agingBucketOf', () => {
  it.each([
    [-300, 'current'],
    [0, 'current'],
    [1, 'days1to30'],
    [30, 'days1to30'],
    [31, 'days31to60'],
    [60, 'days31to60'],
    [61, 'days61to90'],
    [90, 'days61to90'],
    [91, 'over90'],
    [900, 'over90'],
  ] as const)('%i days past the due date is %s', (days, bucket) => {
    expect(agingBucketOf(days)).toBe(bucket);
  });
});

describe('yearsOwedAmounts', () => {
  it('gives each year its dues when the balance is exactly theirs', () => {
    expect(yearsOwedAmounts({ yearsOwed: ['2027', '2026'], balanceCents: 34_000 }, rates)).toEqual([
      { year: '2026', cents: 16_000 },
      { year: '2027', cents: 18_000 },
    ]);
  });

  it('takes a shortfall off the oldest year, and puts what is over on it too', () => {
    expect(yearsOwedAmounts({ yearsOwed: ['2026', '2027'], balanceCents: 20_000 }, rates)).toEqual([
      { year: '2026', cents: 2_000 },
      { year: '2027', cents: 18_000 },
    ]);
    expect(yearsOwedAmounts({ yearsOwed: ['2026', '2027'], balanceCents: 10_000 }, rates)).toEqual([
      { year: '2026', cents: 0 },
      { year: '2027', cents: 10_000 },
    ]);
    expect(yearsOwedAmounts({ yearsOwed: ['2026', '2027'], balanceCents: 40_000 }, rates)).toEqual([
      { year: '2026', cents: 22_000 },
      { year: '2027', cents: 18_000 },
    ]);
  });

  it('prices a year without a rate at $160.00 and never goes below nothing', () => {
    expect(yearsOwedAmounts({ yearsOwed: ['2020', '2021'], balanceCents: 32_000 }, {})).toEqual([
      { year: '2020', cents: 16_000 },
      { year: '2021', cents: 16_000 },
    ]);
    expect(yearsOwedAmounts({ yearsOwed: ['2026'], balanceCents: -5_000 }, rates)).toEqual([
      { year: '2026', cents: 0 },
    ]);
  });
});

describe('agedBalance', () => {
  const owes2026And2027 = { yearsOwed: ['2026', '2027'], balanceCents: 34_000 };

  it('splits $160.00 past due (2026) from $180.00 not yet due (2027, due March 31, 2027)', () => {
    const aged = agedBalance(owes2026And2027, rates, dueDates, '2026-11-28');
    expect(aged).toMatchObject({
      pastDueCents: 16_000,
      pastDueYears: ['2026'],
      notYetDueCents: 18_000,
      notYetDueYears: ['2027'],
    });
    // March 31, 2026 to November 28, 2026: 242 days
    expect(aged.years[0]).toMatchObject({ year: '2026', dueDate: '2026-03-31', daysLate: 242 });
    expect(aged.buckets).toEqual({
      current: 18_000,
      days1to30: 0,
      days31to60: 0,
      days61to90: 0,
      over90: 16_000,
    });
    expect(AGING_TEXTS.pastDueLine(aged)).toBe('$160.00 (2026)');
    expect(AGING_TEXTS.notYetDueLine(aged)).toBe('$180.00 (2027, due March 31, 2027)');
  });

  it.each([
    ['2026-03-31', 'current', 0],
    ['2026-04-01', 'days1to30', 16_000],
    ['2026-04-30', 'days1to30', 16_000],
    ['2026-05-01', 'days31to60', 16_000],
    ['2026-05-30', 'days31to60', 16_000],
    ['2026-05-31', 'days61to90', 16_000],
    ['2026-06-29', 'days61to90', 16_000],
    ['2026-06-30', 'over90', 16_000],
  ] as const)('on %s the 2026 dues (due March 31) are %s', (today, bucket, pastDue) => {
    const aged = agedBalance({ yearsOwed: ['2026'], balanceCents: 16_000 }, rates, {}, today);
    expect(aged.pastDueCents).toBe(pastDue);
    expect(aged.notYetDueCents).toBe(16_000 - pastDue);
    expect(aged.buckets[bucket]).toBe(16_000);
  });

  it('counts a balance owed for no year as not yet due, and adds accounts’ buckets up', () => {
    const noYear = agedBalance({ yearsOwed: [], balanceCents: 5_000 }, rates, dueDates, '2026-11-28');
    expect(noYear).toMatchObject({ pastDueCents: 0, notYetDueCents: 5_000, pastDueYears: [] });
    const owed = agedBalance(owes2026And2027, rates, dueDates, '2026-11-28');
    expect(addBuckets([noYear, owed])).toEqual({
      current: 23_000,
      days1to30: 0,
      days31to60: 0,
      days61to90: 0,
      over90: 16_000,
    });
  });
});
