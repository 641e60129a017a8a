import {
  AGING_TEXTS,
  formatAddress,
  formatCents,
  formatDueDate,
  selectedYearsLabel,
  type AgedBalance,
  type PropertyAddress,
} from '@lakeside/domain';
import type { MailDocument } from '../mailDocument.js';
import { MAIL_TEXTS } from '../texts.js';
import { renderEmail } from './layout.js';

export interface ReminderFacts {
  property: PropertyAddress;
  /** the years owed whose due date has passed, oldest first */
  lateYears: string[];
  /** 'YYYY-MM-DD': the oldest late year's due date */
  oldestDueDate: string;
  /** the account's balance: what the owners pay on My HOA Account */
  balanceCents: number;
  /** the balance split by due date: the subject names only what is past due */
  aged: AgedBalance;
  /** My HOA Account on the app's address */
  accountUrl: string;
}

/**
 * A reminder to the owners of a late account (mail/{reminderMailId}): one e-mail,
 * every owner on it, saying what is owed, since when, and where to pay.
 */
export function reminderMail(to: string[], facts: ReminderFacts): MailDocument {
  const texts = MAIL_TEXTS.reminder;
  const since = formatDueDate(facts.oldestDueDate);
  const notYetDue: [string, string][] =
    facts.aged.notYetDueCents > 0 ? [[texts.labels.notYetDue, AGING_TEXTS.notYetDueLine(facts.aged)]] : [];
  return {
    to,
    message: renderEmail({
      subject: texts.subject(formatCents(facts.aged.pastDueCents)),
      heading: texts.heading,
      intro: [texts.intro(since)],
      details: [
        [texts.labels.property, formatAddress(facts.property)],
        [texts.labels.lateYears, selectedYearsLabel(facts.lateYears)],
        [texts.labels.since, since],
        [texts.labels.pastDue, AGING_TEXTS.pastDueLine(facts.aged)],
        ...notYetDue,
        [texts.labels.balance, formatCents(facts.balanceCents)],
      ],
      action: { label: texts.action, url: facts.accountUrl },
      footer: [texts.footer],
    }),
  };
}
