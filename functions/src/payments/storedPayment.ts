import { chargeBreakdown, yearsStillPaid, type Payment, type YearHold } from '@lakeside/domain';
import type { Timestamp } from 'firebase-admin/firestore';

/** payments/{id} as the Admin SDK reads it. */
export type StoredPayment = Payment<Timestamp>;

/** What one new payment differs in from another; the rest is the same for annual dues and charges. */
export type NewPaymentFields = Partial<Pick<StoredPayment, 'duesByYear' | 'payMethod'>> &
  Pick<
    StoredPayment,
    | 'propertyId'
    | 'ownerUids'
    | 'property'
    | 'invoiceNumber'
    | 'description'
    | 'yearsPaid'
    | 'amountCents'
    | 'checkoutExpiresAt'
    | 'payerEmail'
    | 'createdBy'
    | 'createdAt'
  >;

/**
 * A payment as it is created (annual dues or a miscellaneous charge): pending, its fee and total
 * from the domain's chargeBreakdown for the way it is paid (the figures the screens previewed),
 * nothing of Stripe's yet.
 */
export function pendingPayment(fields: NewPaymentFields): StoredPayment {
  const { feeCents, totalCents } = chargeBreakdown(fields.amountCents, fields.payMethod ?? 'card');
  return {
    ...fields,
    feeCents,
    totalChargedCents: totalCents,
    status: 'pending',
    failureReason: null,
    paymentMethod: null,
    checkoutSessionId: null,
    stripePaymentIntentId: null,
    stripeChargeId: null,
    completedAt: null,
  };
}

export function asYearHold(payment: StoredPayment): YearHold {
  return {
    status: payment.status,
    // a year a refund or a lost dispute put back as owed is no longer held
    yearsPaid: yearsStillPaid(payment),
    checkoutExpiresAtMs: payment.checkoutExpiresAt?.toMillis() ?? null,
  };
}
