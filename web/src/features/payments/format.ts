import type { Timestamp } from 'firebase/firestore';

// How the payments screens write dates: one formatter, so history, receipt and result pages agree.
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Nov 22, 2026, 4:50 PM", or '-' when there is no time (yet). */
export function formatDateTime(time: Timestamp | null): string {
  return time ? dateTime.format(time.toDate()) : '-';
}

/** Years paid, or '-' for a charge that pays none (spec §2, the payments desk's Years column). */
export function yearsLabel(years: readonly string[]): string {
  return years.length > 0 ? years.join(', ') : '-';
}

/** 'card' → 'Card', as Stripe names a payment method; '-' before one is known. */
export function paymentMethodLabel(method: string | null): string {
  return method ? method.charAt(0).toUpperCase() + method.slice(1) : '-';
}
