import { formatAddress, formatCents, selectedYearsLabel, type PropertyAddress } from '@lakeside/domain';
import type { MailDocument } from '../mailDocument.js';
import { MAIL_TEXTS } from '../texts.js';
import { renderEmail } from './layout.js';

export interface RefundFacts {
  invoiceNumber: string;
  property: PropertyAddress | null;
  amountCents: number;
  /** the paid years the refund put back as owed (none: the years stay paid) */
  yearsBack: string[];
  /** the reason as the desk's dialog words it */
  reason: string;
  /** My HOA Account on the app's address */
  accountUrl: string;
}

/** The payer's notice of a refund Stripe made (mail/{refundMailId}): sent once. */
export function refundMail(to: string, facts: RefundFacts): MailDocument {
  const texts = MAIL_TEXTS.refund;
  const amount = formatCents(facts.amountCents);
  const details: [string, string][] = [[texts.labels.invoice, facts.invoiceNumber]];
  if (facts.property) details.push([texts.labels.property, formatAddress(facts.property)]);
  details.push([texts.labels.amount, amount]);
  if (facts.yearsBack.length > 0) details.push([texts.labels.yearsBack, selectedYearsLabel(facts.yearsBack)]);
  details.push([texts.labels.reason, facts.reason]);
  return {
    to,
    message: renderEmail({
      subject: texts.subject(amount, facts.invoiceNumber),
      heading: texts.heading,
      intro: [texts.intro(amount)],
      details,
      action: { label: texts.action, url: facts.accountUrl },
      footer: [texts.footer],
    }),
  };
}
