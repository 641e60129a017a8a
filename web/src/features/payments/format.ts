// How the payments screens write their values (dates: the app's one formatDateTime, lib/format).

/** Years paid, or '-' for a charge that pays none (spec §2, the payments desk's Years column). */
export function yearsLabel(years: readonly string[]): string {
  return years.length > 0 ? years.join(', ') : '-';
}

/** 'card' → 'Card', as Stripe names a payment method; '-' before one is known. */
export function paymentMethodLabel(method: string | null): string {
  return method ? method.charAt(0).toUpperCase() + method.slice(1) : '-';
}
