import {
  chargeBreakdown,
  payMethodOfStripe,
  yearsStillPaid,
  type Payment,
  type PayMethod,
  type YearHold,
} from '@lakeside/domain';
import type { Timestamp } from 'firebase-admin/firestore';

/** payments/{id} as the Admin SDK reads it. */
export type StoredPayment = Payment<Timestamp>;

/** What one new payment differs in from another; the rest is the same for annual dues and charges. */
export type NewPaymentFields = Partial<Pick<StoredPayment, 'duesByYear' | 'payMethod' | 'payerName'>> &
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

/** The way a payment's figures are priced: those from before the choice existed, the card's. */
export function pricedMethod(payment: Pick<StoredPayment, 'payMethod'>): PayMethod {
  return payment.payMethod ?? 'card';
}

/**
 * The payment's figures as a checkout Stripe accepted (checkoutMismatches) actually charged
 * them: unchanged when it charged the stored total, else repriced by the way it was paid (a pay
 * link's session opened before the payer switched between card and bank).
 */
export function asCharged(
  payment: StoredPayment,
  charged: { amountTotal: number | null; paymentMethod: string | null },
): StoredPayment {
  if (charged.amountTotal === null || charged.amountTotal === payment.totalChargedCents) return payment;
  return pricedFor(payment, payMethodOfStripe(charged.paymentMethod));
}

/** The payment priced for a way of paying: the amount stays, the fee is that way's. */
export function pricedFor(payment: StoredPayment, payMethod: PayMethod): StoredPayment {
  const { feeCents, totalCents } = chargeBreakdown(payment.amountCents, payMethod);
  return { ...payment, payMethod, feeCents, totalChargedCents: totalCents };
}

export function asYearHold(payment: StoredPayment): YearHold {
  return {
    status: payment.status,
    // a year a refund or a lost dispute put back as owed is no longer held
    yearsPaid: yearsStillPaid(payment),
    checkoutExpiresAtMs: payment.checkoutExpiresAt?.toMillis() ?? null,
  };
}
