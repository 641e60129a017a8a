import {
  BOARD_EMAIL,
  disputeReasonLabel,
  formatAddress,
  formatCents,
  formatHoaDate,
  selectedYearsLabel,
  type DisputeState,
  type PropertyAddress,
} from '@lakeside/domain';
import type { MailDocument } from '../mailDocument.js';
import { MAIL_TEXTS } from '../texts.js';
import { renderEmail } from './layout.js';

export interface DisputeFacts {
  invoiceNumber: string;
  property: PropertyAddress | null;
  payerEmail: string | null;
  amountCents: number;
  /** Stripe's reason ('fraudulent', …) */
  reason: string;
  /** when the board first hears of it: open, or already decided (its events came late) */
  state: DisputeState;
  respondBy: Date | null;
  /** the years a lost dispute put back as owed */
  yearsBack: string[];
  /** Payment Management on the app's address */
  deskUrl: string;
}

/**
 * The board's notice of a dispute (mail/{disputeMailId}): sent once, when the
 * association first hears of it; its answer goes in the Stripe Dashboard, by the date shown.
 */
export function disputeMail(facts: DisputeFacts): MailDocument {
  const texts = MAIL_TEXTS.dispute;
  const amount = formatCents(facts.amountCents);
  const details: [string, string][] = [[texts.labels.invoice, facts.invoiceNumber]];
  if (facts.property) details.push([texts.labels.property, formatAddress(facts.property)]);
  if (facts.payerEmail) details.push([texts.labels.payer, facts.payerEmail]);
  details.push([texts.labels.amount, amount], [texts.labels.reason, disputeReasonLabel(facts.reason)]);
  if (facts.state === 'open' && facts.respondBy) {
    details.push([texts.labels.respondBy, formatHoaDate(facts.respondBy)]);
  }
  if (facts.yearsBack.length > 0) details.push([texts.labels.yearsBack, selectedYearsLabel(facts.yearsBack)]);
  const state = facts.state === 'open' ? 'disputed' : `dispute ${facts.state}`;
  return {
    to: BOARD_EMAIL,
    message: renderEmail({
      subject: texts.subject(facts.invoiceNumber, state),
      heading: facts.state === 'open' ? texts.heading : texts.headingClosed(facts.state),
      intro: [facts.state === 'open' ? texts.intro(amount) : texts.introClosed(facts.state, amount)],
      details,
      action: { label: texts.action, url: facts.deskUrl },
      footer: [texts.footer],
    }),
  };
}
