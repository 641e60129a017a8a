import { formatCents, type PropertyAddress } from '@lakeside/domain';
import type { MailDocument } from '../mailDocument.js';
import { MAIL_TEXTS } from '../texts.js';
import { renderEmail } from './layout.js';
import { paymentDetails } from './paymentDetails.js';

export interface PaymentVoidedFacts {
  invoiceNumber: string;
  description: string;
  property: PropertyAddress | null;
  /** how it was paid, as recorded ('Check #1042') */
  paymentMethod: string;
  /** the dues years it was paying, owed again (none: it paid something else) */
  yearsPaid: string[];
  amountCents: number;
  /** the board's reason, as the owners see it in their history */
  reason: string;
  /** My HOA Account */
  accountUrl: string;
}

/**
 * The owners' notice that a recorded payment was voided (mail/{paymentVoidedMailId}): its
 * e-mailed receipt no longer stands, why, and what is owed again. Sent once.
 */
export function paymentVoidedMail(to: string[], facts: PaymentVoidedFacts): MailDocument {
  const texts = MAIL_TEXTS.paymentVoided;
  const dues = facts.yearsPaid.length > 0;
  const details: [string, string][] = [
    ...paymentDetails(texts.labels, facts),
    [texts.labels.amount, formatCents(facts.amountCents)],
    [texts.labels.reason, facts.reason],
  ];
  return {
    to,
    message: renderEmail({
      subject: texts.subject(facts.invoiceNumber),
      heading: texts.heading,
      intro: [texts.intro(facts.paymentMethod), ...(dues ? [texts.owedAgain] : [])],
      details,
      action: { label: texts.action, url: facts.accountUrl },
      footer: [texts.footer],
    }),
  };
}
