import {
  HOA_NAME,
  chargeBreakdown,
  formatAddress,
  formatCents,
  type PropertyAddress,
} from '@lakeside/domain';
import type { MailDocument } from '../mailDocument.js';
import { MAIL_TEXTS } from '../texts.js';
import { renderEmail } from './layout.js';

export interface PayLinkFacts {
  invoiceNumber: string;
  description: string;
  property: PropertyAddress;
  /** the charge before fees: the fee depends on the way the payer chooses on the pay page */
  amountCents: number;
  /** the charge's pay link, token included, on the app's address */
  payUrl: string;
}

/**
 * A charge's pay link, e-mailed by the board to one owner of the property
 * (mail/{payLinkMailId}): what the charge is for, the amount before fees and the total each way
 * (the pay page asks card or bank, with the same figures), and the link.
 */
export function payLinkMail(to: string, facts: PayLinkFacts): MailDocument {
  const texts = MAIL_TEXTS.payLink;
  const amount = formatCents(facts.amountCents);
  const total = (method: 'card' | 'bank') => {
    const { feeCents, totalCents } = chargeBreakdown(facts.amountCents, method);
    return texts.total(formatCents(totalCents), formatCents(feeCents));
  };
  return {
    to,
    message: renderEmail({
      subject: texts.subject(facts.invoiceNumber, amount),
      heading: texts.heading,
      intro: [texts.intro(amount), texts.noAccount],
      details: [
        [texts.labels.association, HOA_NAME],
        [texts.labels.invoice, facts.invoiceNumber],
        [texts.labels.property, formatAddress(facts.property)],
        [texts.labels.description, facts.description],
        [texts.labels.amount, amount],
        [texts.labels.byCard, total('card')],
        [texts.labels.byBank, total('bank')],
      ],
      action: { label: texts.action, url: facts.payUrl },
      footer: [texts.footer],
    }),
  };
}
