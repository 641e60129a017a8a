import {
  HOA_NAME,
  formatAddress,
  formatCents,
  formatHoaDate,
  paymentMethodLabel,
  receivedMoneyLines,
  type Payment,
} from '@lakeside/domain';
import type { MailDocument } from '../mailDocument.js';
import { MAIL_TEXTS } from '../texts.js';
import { renderEmail } from './layout.js';

export type ReceiptPayment = Pick<
  Payment,
  | 'invoiceNumber'
  | 'description'
  | 'property'
  | 'yearsPaid'
  | 'amountCents'
  | 'feeCents'
  | 'totalChargedCents'
  | 'partPaid'
  | 'creditAddedCents'
>;

export interface ReceiptFacts {
  payment: ReceiptPayment;
  paidAt: Date;
  /** as Stripe names it ('card'), or as the payment records it */
  paymentMethod: string;
  /** the printable receipt page (domain receiptPath) on the app's address */
  receiptUrl: string;
  /** money the board received (a check, cash…): dated by the day it was received */
  received?: boolean;
}

/**
 * The payer's receipt (mail/{receiptMailId}): what was paid for, what it cost, and when. A
 * recorded payment's goes to the account's owners (the board took the money, not a checkout).
 */
export function receiptMail(
  to: string | string[],
  { payment, paidAt, paymentMethod, receiptUrl, received = false }: ReceiptFacts,
): MailDocument {
  const { labels } = MAIL_TEXTS.receipt;
  const details: [string, string][] = [
    [labels.association, HOA_NAME],
    [labels.invoice, payment.invoiceNumber],
    [labels.property, formatAddress(payment.property)],
    [labels.description, payment.description],
    ...(payment.yearsPaid.length > 0
      ? [[labels.years, payment.yearsPaid.join(', ')] as [string, string]]
      : []),
    [labels.amount, formatCents(payment.amountCents)],
    // money received at the desk short of its years, or over them
    ...receivedMoneyLines(payment),
    [labels.fee, formatCents(payment.feeCents)],
    [labels.total, formatCents(payment.totalChargedCents)],
    [received ? labels.receivedOn : labels.date, formatHoaDate(paidAt)],
    [labels.method, paymentMethodLabel(paymentMethod)],
  ];
  return {
    to,
    message: renderEmail({
      subject: MAIL_TEXTS.receipt.subject(payment.invoiceNumber),
      heading: MAIL_TEXTS.receipt.heading,
      intro: [MAIL_TEXTS.receipt.intro],
      details,
      action: { label: MAIL_TEXTS.receipt.action, url: receiptUrl },
      footer: [MAIL_TEXTS.receipt.footer],
    }),
  };
}
