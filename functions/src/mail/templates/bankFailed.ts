import { formatCents, type PropertyAddress } from '@lakeside/domain';
import type { MailDocument } from '../mailDocument.js';
import { MAIL_TEXTS } from '../texts.js';
import { renderEmail } from './layout.js';
import { paymentDetails } from './paymentDetails.js';

export interface BankFailedFacts {
  invoiceNumber: string;
  description: string;
  property: PropertyAddress | null;
  /** the dues years it was paying, owed again (none: a miscellaneous charge, still owed) */
  yearsPaid: string[];
  /** what the debit was for, fee included */
  totalChargedCents: number;
  /** where to pay another way: My HOA Account, or the charge's pay page */
  payUrl: string;
}

/**
 * The payer's notice that their bank debit failed (mail/{bankFailedMailId}): sent
 * once, with a sentence on what is owed again and a link to pay another way.
 */
export function bankFailedMail(to: string, facts: BankFailedFacts): MailDocument {
  const texts = MAIL_TEXTS.bankFailed;
  const dues = facts.yearsPaid.length > 0;
  const details = [
    ...paymentDetails(texts.labels, facts),
    [texts.labels.amount, formatCents(facts.totalChargedCents)] as [string, string],
  ];
  return {
    to,
    message: renderEmail({
      subject: texts.subject(facts.invoiceNumber),
      heading: texts.heading,
      intro: [texts.intro(formatCents(facts.totalChargedCents)), dues ? texts.owedAgain : texts.chargeOwed],
      details,
      action: { label: dues ? texts.payDues : texts.payCharge, url: facts.payUrl },
      footer: [texts.footer],
    }),
  };
}
