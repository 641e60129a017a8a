import {
  AGING_TEXTS,
  formatAddress,
  formatCents,
  formatDueDate,
  type AgedBalance,
  type PropertyAddress,
} from '@lakeside/domain';
import type { MailDocument } from '../mailDocument.js';
import { MAIL_TEXTS } from '../texts.js';
import { renderEmail } from './layout.js';

export interface DuesNoticeFacts {
  year: string;
  property: PropertyAddress;
  amountCents: number;
  /** 'YYYY-MM-DD' */
  dueDate: string;
  /** the account's balance with this year's dues on it */
  balanceCents: number;
  /** what of the year the account's credit paid (0 when none) */
  creditUsedCents: number;
  /** the balance by year owed: the notice lists every one, not only the year billed */
  aged: AgedBalance;
  /** My HOA Account on the app's address */
  accountUrl: string;
}

/**
 * A year's dues notice to the owners of one account (mail/{duesNoticeMailId}): one
 * e-mail, every owner on it, so nobody gets two for one account and year.
 */
export function duesNoticeMail(to: string[], facts: DuesNoticeFacts): MailDocument {
  const texts = MAIL_TEXTS.duesNotice;
  const amount = formatCents(facts.amountCents);
  const dueDate = formatDueDate(facts.dueDate);
  // one year owed is the year billed, said above; several are each listed with their dues
  const yearsOwed: [string, string][] =
    facts.aged.years.length > 1
      ? facts.aged.years.map((owed) => [texts.labels.yearOwed(owed.year), AGING_TEXTS.yearLine(owed)])
      : [];
  return {
    to,
    message: renderEmail({
      subject: texts.subject(facts.year, amount, dueDate),
      heading: texts.heading(facts.year),
      intro: [
        facts.creditUsedCents >= facts.amountCents
          ? texts.introPaidFromCredit(facts.year)
          : texts.intro(facts.year),
      ],
      details: [
        [texts.labels.property, formatAddress(facts.property)],
        [texts.labels.year, facts.year],
        [texts.labels.amount, amount],
        ...(facts.creditUsedCents > 0
          ? [[texts.labels.creditUsed, formatCents(facts.creditUsedCents)] as [string, string]]
          : []),
        [texts.labels.dueDate, dueDate],
        ...yearsOwed,
        [texts.labels.balance, formatCents(facts.balanceCents)],
      ],
      action: { label: texts.action, url: facts.accountUrl },
      footer: [texts.footer],
    }),
  };
}
