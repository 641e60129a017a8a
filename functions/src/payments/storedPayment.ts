import type { Payment, YearHold } from '@lakeside/domain';
import type { Timestamp } from 'firebase-admin/firestore';

/** payments/{id} as the Admin SDK reads it. */
export type StoredPayment = Payment<Timestamp>;

export function asYearHold(payment: StoredPayment): YearHold {
  return {
    status: payment.status,
    yearsPaid: payment.yearsPaid,
    checkoutExpiresAtMs: payment.checkoutExpiresAt?.toMillis() ?? null,
  };
}
