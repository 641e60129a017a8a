// A paper notice's figures and the mailing list, pure, from the domain's past-due split.
// Relative imports (no '@/'): the unit tests import the model without the app's aliases.
import {
  PAPER_NOTICE_TEXTS as T,
  agedBalance,
  centsToDollarsText,
  type DuesSchedule,
  type PaperNoticeAccount,
  type YearOwedAmount,
} from '@lakeside/domain';
import { csvText } from '../../../lib/csv';

export interface PaperNotice {
  account: PaperNoticeAccount;
  /** every year owed, oldest first, each past due or not yet due */
  years: YearOwedAmount[];
  pastDueCents: number;
  totalCents: number;
}

export function paperNotice(account: PaperNoticeAccount, schedule: DuesSchedule, today: string): PaperNotice {
  const aged = agedBalance(account, schedule.rates, schedule.dueDates, today);
  return { account, years: aged.years, pastDueCents: aged.pastDueCents, totalCents: account.balanceCents };
}

/** Whom a notice is addressed to: the owners' names, or 'The owner' when the property lists none. */
export function addressee(account: PaperNoticeAccount): string {
  return account.owners.length > 0 ? account.owners.join(' & ') : T.ownerOf;
}

/** The mailing list: one line per account, its owners at the property's address, with what it owes. */
export function mailingListCsv(notices: readonly PaperNotice[]): string {
  return csvText(
    ['Name', 'Street Address', 'City', 'State', 'ZIP Code', 'Past Due', 'Total Owed'],
    notices.map(({ account, pastDueCents, totalCents }) => [
      addressee(account),
      account.property.streetAddress,
      account.property.city,
      account.property.state,
      account.property.zipCode,
      centsToDollarsText(pastDueCents),
      centsToDollarsText(totalCents),
    ]),
  );
}

/** mailing-list-YYYY-MM-DD.csv, on the association's day. */
export function mailingListFileName(today: string): string {
  return `mailing-list-${today}.csv`;
}
