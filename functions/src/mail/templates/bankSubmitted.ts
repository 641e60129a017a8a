import { formatCents, type PropertyAddress } from '@lakeside/domain';
import type { MailDocument } from '../mailDocument.js';
import { MAIL_TEXTS } from '../texts.js';
import { renderEmail } from './layout.js';
import { paymentDetails } from './paymentDetails.js';

export interface BankSubmittedFacts {
  invoiceNumber: string;
  description: string;
  property: PropertyAddress | null;
  /** the dues years it pays (none: a miscellaneous charge) */
  yearsPaid: string[];
  /** the debit, fee included */
  totalChargedCents: number;
  /** My HOA Account, or the charge's pay page */
  accountUrl: string;
}

/**
 * The payer's notice that their bank debit was submitted (mail/{bankSubmittedMailId}): nothing
 * is paid yet, the receipt follows when the bank confirms. Sent once.
 */
export function bankSubmittedMail(to: string, facts: BankSubmittedFacts): MailDocument {
  const texts = MAIL_TEXTS.bankSubmitted;
  const details = [
    ...paymentDetails(texts.labels, facts),
    [texts.labels.amount, formatCents(facts.totalChargedCents)] as [string, string],
  ];
  return {
    to,
    message: renderEmail({
      subject: texts.subject(facts.invoiceNumber),
      heading: texts.heading,
      intro: [texts.intro(formatCents(facts.totalChargedCents))],
      details,
      action: { label: texts.action, url: facts.accountUrl },
      footer: [texts.footer],
    }),
  };
}
