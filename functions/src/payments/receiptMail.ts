import { formatAddress, formatCents, type Payment } from '@lakeside/domain';

/** A receipt in the Trigger Email extension's format (DESIGN.md §5): mail/{receiptMailId}. */
export interface ReceiptMail {
  to: string;
  message: { subject: string; text: string; html: string };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function receiptMail(
  payment: Pick<
    Payment,
    | 'invoiceNumber'
    | 'description'
    | 'property'
    | 'yearsPaid'
    | 'amountCents'
    | 'feeCents'
    | 'totalChargedCents'
  >,
  to: string,
  paidAt: Date,
  paymentMethod: string | null,
): ReceiptMail {
  const rows: [string, string][] = [
    ['Invoice', payment.invoiceNumber],
    ['Property', formatAddress(payment.property)],
    ['Description', payment.description],
    ['Years', payment.yearsPaid.length > 0 ? payment.yearsPaid.join(', ') : '-'],
    ['Amount', formatCents(payment.amountCents)],
    ['Processing fee', formatCents(payment.feeCents)],
    ['Total charged', formatCents(payment.totalChargedCents)],
    ['Payment method', paymentMethod ?? 'card'],
    ['Paid on', paidAt.toISOString().slice(0, 10)],
  ];
  const subject = `Lakeside HOA receipt ${payment.invoiceNumber}`;
  const text = [
    'Thank you for your payment to Lakeside HOA.',
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
  ].join('\n');
  const html = `<p>Thank you for your payment to Lakeside HOA.</p><table>${rows
    .map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>`;
  return { to, message: { subject, text, html } };
}
