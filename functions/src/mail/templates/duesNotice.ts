import { formatAddress, formatCents, formatDueDate, type PropertyAddress } from '@lakeside/domain';
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
  return {
    to,
    message: renderEmail({
      subject: texts.subject(facts.year, amount, dueDate),
      heading: texts.heading(facts.year),
      intro: [texts.intro(facts.year)],
      details: [
        [texts.labels.property, formatAddress(facts.property)],
        [texts.labels.year, facts.year],
        [texts.labels.amount, amount],
        [texts.labels.dueDate, dueDate],
        [texts.labels.balance, formatCents(facts.balanceCents)],
      ],
      action: { label: texts.action, url: facts.accountUrl },
      footer: [texts.footer],
    }),
  };
}
