// How a payment's facts are written for people: the status words, the years paid and the
// payment method. The payer's screens, the board's desk and its CSV say them alike, and so will
// statements and e-mails. Plain data and pure functions.
import type { PaymentStatus } from './payments.js';

/** The status chip's words (spec §4's states, as the payments desk's filter names them). */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  completed: 'Completed',
  failed: 'Failed',
};

/** Years paid, or '-' for a charge that pays none (spec §2, the payments desk's Years column). */
export function yearsLabel(years: readonly string[]): string {
  return years.length > 0 ? years.join(', ') : '-';
}

/** Stripe's names for the methods it says a payment was made with, as people say them. */
const STRIPE_METHOD_LABELS: Record<string, string> = { us_bank_account: 'Bank account' };

/** 'card' → 'Card', 'us_bank_account' → 'Bank account'; '-' before one is known. */
export function paymentMethodLabel(method: string | null): string {
  if (!method) return '-';
  return STRIPE_METHOD_LABELS[method] ?? method.charAt(0).toUpperCase() + method.slice(1);
}
