// Paper notices (web/src/features/paperNotices/model): a notice's years from the domain's
// past-due split, whom it is addressed to, and the mailing list CSV.
import { PAPER_NOTICE_TEXTS, type PaperNoticeAccount } from '@lakeside/domain';
import { describe, expect, it } from 'vitest';
import { addressee, mailingListCsv, paperNotice } from '../../web/src/features/paperNotices/model/notices';

const account = (over: Partial<PaperNoticeAccount> = {}): PaperNoticeAccount => ({
  propertyId: 'p1',
  property: { streetAddress: '12 Cove Ln', city: 'Lakeside', state: 'TN', zipCode: '37122' },
  owners: ['Ada Reyes', 'Sam Reyes'],
  balanceCents: 34000,
  yearsOwed: ['2026', '2027'],
  ...over,
});
const schedule = { rates: { '2027': 18000 }, dueDates: { '2027': '2027-03-31' } };

describe('a paper notice', () => {
  it('lists each year owed with its amount, due date and whether it is past due, and the total', () => {
    const notice = paperNotice(account(), schedule, '2026-11-28');
    expect(notice.years.map(({ year, cents, dueDate, bucket }) => [year, cents, dueDate, bucket])).toEqual([
      ['2026', 16000, '2026-03-31', 'over90'],
      ['2027', 18000, '2027-03-31', 'current'],
    ]);
    expect(notice.pastDueCents).toBe(16000);
    expect(notice.totalCents).toBe(34000);
  });

  it('is addressed to the owners, or to the owner when the property lists none', () => {
    expect(addressee(account())).toBe('Ada Reyes & Sam Reyes');
    expect(addressee(account({ owners: [] }))).toBe(PAPER_NOTICE_TEXTS.ownerOf);
  });

  it('says to whom checks are payable and where to send them', () => {
    expect(PAPER_NOTICE_TEXTS.payableTo).toBe('Make checks payable to Lakeside Homeowners Association.');
    expect(PAPER_NOTICE_TEXTS.remitTo).toBe(
      'Mail or bring your payment to Lakeside Clubhouse, 1 Lakeshore Drive, Lakeside, TN 37122.',
    );
  });
});

describe('the mailing list', () => {
  it('has one line per account, its owners at the property’s address, safe in a spreadsheet', () => {
    const notices = [
      paperNotice(account(), schedule, '2026-11-28'),
      paperNotice(
        account({ propertyId: 'p2', owners: ['=cmd|x'], balanceCents: 0, yearsOwed: [] }),
        schedule,
        '2026-11-28',
      ),
    ];
    expect(mailingListCsv(notices).split('\r\n')).toEqual([
      '"Name","Street Address","City","State","ZIP Code","Past Due","Total Owed"',
      '"Ada Reyes & Sam Reyes","12 Cove Ln","Lakeside","TN","37122","160.00","340.00"',
      `"'=cmd|x","12 Cove Ln","Lakeside","TN","37122","0.00","0.00"`,
      '',
    ]);
  });
});
