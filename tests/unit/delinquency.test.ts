// Delinquent accounts: the domain's lateness rule (a year owed past its due date, the
// board's or March 31), the oldest year owed the page asks Firestore by, days late, the order and totals,
// and the page's rows, search and CSV.
import {
  daysLate,
  lastLateYear,
  lateAccount,
  lateSinceLabel,
  oldestYearOwed,
  lateYearsOf,
  sortLateAccounts,
} from '@lakeside/domain';
import { describe, expect, it } from 'vitest';
import {
  agingLabel,
  lateAccountsCsv,
  lateRows,
  lateTotals,
  matchesAgingFilter,
  matchesLateSearch,
} from '../../web/src/features/delinquency/model/lateRows';

const TODAY = '2026-11-25';
const dueDates = { '2026': '2026-12-31', '2027': '2027-03-31' };
const address = (street: string) => ({
  streetAddress: street,
  city: 'Lakeside',
  state: 'TN',
  zipCode: '37013',
});
const account = (
  propertyId: string,
  yearsOwed: string[],
  balanceCents: number,
  street = `${propertyId} Cove Ln`,
) => ({
  propertyId,
  property: address(street),
  yearsOwed,
  balanceCents,
});

describe('the lateness rule', () => {
  it('makes a year late the day after its due date: the board’s, else March 31', () => {
    expect(lateYearsOf(['2025', '2026', '2027'], dueDates, TODAY)).toEqual(['2025']);
    expect(lateYearsOf(['2026'], dueDates, '2026-12-31')).toEqual([]);
    expect(lateYearsOf(['2026'], dueDates, '2027-01-01')).toEqual(['2026']);
    expect(lateYearsOf(['2024'], {}, '2024-03-31')).toEqual([]);
    expect(lateYearsOf(['2024'], {}, '2024-04-01')).toEqual(['2024']);
  });

  it('asks Firestore for the accounts whose oldest year owed is the newest year past due or older', () => {
    // 2026 is due December 31 here: on November 25 the newest year past its due date is 2025
    expect(lastLateYear(dueDates, TODAY)).toBe('2025');
    expect(lastLateYear(dueDates, '2027-01-01')).toBe('2026');
    expect(lastLateYear({}, '2026-03-31')).toBe('2025');
    expect(lastLateYear({}, '2026-04-01')).toBe('2026');
    expect(lastLateYear({}, '2000-03-31')).toBeNull();
    expect(oldestYearOwed(['2026', '2024', '2025'])).toBe('2024');
    expect(oldestYearOwed([])).toBeNull();
  });

  it('finds by the oldest year owed exactly the accounts the lateness rule calls late', () => {
    const owed = [[], ['2024'], ['2025'], ['2026'], ['2027'], ['2025', '2027'], ['2026', '2027']];
    for (const today of ['2025-03-31', '2025-04-01', TODAY, '2027-01-01', '2027-04-01']) {
      const last = lastLateYear(dueDates, today);
      for (const years of owed) {
        const oldest = oldestYearOwed(years);
        const queried = oldest !== null && last !== null && oldest <= last;
        expect(queried, `${years.join()} on ${today}`).toBe(lateYearsOf(years, dueDates, today).length > 0);
      }
    }
  });

  it('counts the days from the oldest late year’s due date', () => {
    expect(daysLate('2025-03-31', '2025-04-01')).toBe(1);
    expect(daysLate('2025-03-31', '2025-11-25')).toBe(239);
    expect(daysLate('2025-03-31', TODAY)).toBe(604);
    const row = lateAccount(
      {
        propertyId: 'a',
        streetAddress: '1 Cove Ln',
        addressLine: '1 Cove Ln',
        yearsOwed: ['2024', '2025', '2026'],
        balanceCents: 48000,
      },
      dueDates,
      TODAY,
    );
    expect(row).toMatchObject({ lateYears: ['2024', '2025'], oldestDueDate: '2024-03-31', daysLate: 969 });
    expect(lateSinceLabel(row!)).toBe('March 31, 2024 (969 days)');
    expect(lateAccount({ ...row!, yearsOwed: ['2026'] }, dueDates, TODAY)).toBeNull();
  });
});

describe('Delinquent Accounts’ rows', () => {
  const rows = lateRows(
    [
      account('a', ['2025'], 16000, '1 Cove Ln'),
      account('b', ['2024', '2025'], 32000, '2 Heron Way'),
      account('c', ['2026'], 16000, '3 Osprey Ln'), // not late yet: left out
      account('d', ['2025'], 20000, '4 Lakeshore Dr'),
      // 2026 is not due until December 31: only 2025 is past due
      account('e', ['2025', '2026'], 34000, '5 Marina Ct'),
    ],
    { rates: { '2026': 18000 }, dueDates },
    TODAY,
  );

  it('lists the late accounts only', () => {
    expect(rows.map((row) => row.propertyId).sort()).toEqual(['a', 'b', 'd', 'e']);
  });

  it('splits each row’s balance into past due, by age, and not yet due; the totals add the rows up', () => {
    const e = rows.find((row) => row.propertyId === 'e')!;
    expect(e.aged).toMatchObject({ pastDueCents: 16000, notYetDueCents: 18000, pastDueYears: ['2025'] });
    expect(agingLabel(e)).toBe('Over 90 days $160.00');
    expect(lateTotals(rows)).toEqual({
      pastDueCents: 16000 + 32000 + 20000 + 16000,
      buckets: { current: 18000, days1to30: 0, days31to60: 0, days61to90: 0, over90: 84000 },
    });
    expect(rows.filter((row) => matchesAgingFilter(row, 'over90'))).toHaveLength(4);
    expect(rows.filter((row) => matchesAgingFilter(row, 'days1to30'))).toEqual([]);
  });

  it('files a year into its age bucket on the boundary days, and filters by it', () => {
    const on = (today: string) =>
      lateRows([account('f', ['2026'], 16000)], { rates: {}, dueDates: { '2026': '2026-09-30' } }, today)[0]!;
    expect(agingLabel(on('2026-10-30'))).toBe('1–30 days $160.00');
    expect(agingLabel(on('2026-10-31'))).toBe('31–60 days $160.00');
    expect(matchesAgingFilter(on('2026-12-29'), 'days61to90')).toBe(true);
    expect(matchesAgingFilter(on('2026-12-30'), 'over90')).toBe(true);
    expect(matchesAgingFilter(on('2026-12-30'), 'all')).toBe(true);
  });

  it('sorts by days late, amount or address, and searches the address', () => {
    expect(sortLateAccounts(rows, 'daysLate').map((row) => row.propertyId)).toEqual(['b', 'e', 'd', 'a']);
    expect(sortLateAccounts(rows, 'amount').map((row) => row.propertyId)).toEqual(['e', 'b', 'd', 'a']);
    expect(sortLateAccounts(rows, 'property').map((row) => row.propertyId)).toEqual(['a', 'b', 'd', 'e']);
    expect(rows.filter((row) => matchesLateSearch(row, 'heron WAY')).map((row) => row.propertyId)).toEqual([
      'b',
    ]);
  });

  it('exports every row shown with its owners, money as decimals and dates as ISO', () => {
    const csv = lateAccountsCsv(
      sortLateAccounts(rows, 'property').slice(0, 2),
      new Map([['b', [{ uid: 'u', firstName: 'Ada', lastName: 'Reyes' }]]]),
    );
    expect(csv.split('\r\n')).toEqual([
      '"Property","Owners","Years Owed","Late Years","Amount Owed","Past Due","Not Yet Due","Past Due 1–30 days","Past Due 31–60 days","Past Due 61–90 days","Past Due Over 90 days","Oldest Due Date","Days Late","Reminders Sent","Last Reminder"',
      '"1 Cove Ln, Lakeside, TN 37013","","2025","2025","160.00","160.00","0.00","0.00","0.00","0.00","160.00","2025-03-31","604","0",""',
      '"2 Heron Way, Lakeside, TN 37013","Ada Reyes","2024 2025","2024 2025","320.00","320.00","0.00","0.00","0.00","0.00","320.00","2024-03-31","969","0",""',
      '',
    ]);
  });
});
