import {
  DISPUTE_STATES,
  PAYMENT_STATUSES,
  RECORDED_METHODS,
  type Payment,
  type PaymentDispute,
} from '@lakeside/domain';
import type { DocumentData, Timestamp } from 'firebase/firestore';
import {
  addressField,
  centsField,
  oneOfField,
  stringListField,
  textField,
  textOrNullField,
  timeField,
} from '@/lib/firebase/converters';

// payments/{id} as the web app reads it, without the Firestore SDK: the desk reads with
// Firestore Lite and must not wait for the full SDK to convert what it read.

export interface PaymentRecord extends Payment<Timestamp | null> {
  id: string;
}

/**
 * A payment as the web app reads it, from the stored fields and the document id; read
 * defensively (lib/firebase/converters). Also how the desk reads the payments it fetches with
 * Firestore Lite (paymentsDesk/api/deskPayments.ts).
 */
export const paymentFromData = (data: DocumentData, id: string): PaymentRecord => ({
  id,
  propertyId: textField(data.propertyId),
  ownerUids: stringListField(data.ownerUids),
  property: addressField(data.property),
  invoiceNumber: textField(data.invoiceNumber),
  description: textField(data.description),
  yearsPaid: stringListField(data.yearsPaid),
  // what each paid year cost then: what a refund puts back on the balance
  ...(data.duesByYear && typeof data.duesByYear === 'object'
    ? {
        duesByYear: Object.fromEntries(
          Object.entries(data.duesByYear as Record<string, unknown>).map(([year, cents]) => [
            year,
            centsField(cents),
          ]),
        ),
      }
    : {}),
  amountCents: centsField(data.amountCents),
  feeCents: centsField(data.feeCents),
  totalChargedCents: centsField(data.totalChargedCents),
  status: oneOfField(data.status, PAYMENT_STATUSES, 'pending'),
  failureReason: textOrNullField(data.failureReason),
  reviewNote: textOrNullField(data.reviewNote) ?? undefined,
  paymentMethod: textOrNullField(data.paymentMethod),
  checkoutSessionId: textOrNullField(data.checkoutSessionId),
  checkoutExpiresAt: timeField(data.checkoutExpiresAt),
  stripePaymentIntentId: textOrNullField(data.stripePaymentIntentId),
  stripeChargeId: textOrNullField(data.stripeChargeId),
  payerEmail: textOrNullField(data.payerEmail),
  payerName: textOrNullField(data.payerName),
  createdBy: textField(data.createdBy),
  createdAt: timeField(data.createdAt),
  completedAt: timeField(data.completedAt),
  voidedAt: timeField(data.voidedAt),
  // what refunds gave back; 0 and none until a refund
  refundedCents: centsField(data.refundedCents),
  refundedAmountCents: centsField(data.refundedAmountCents),
  refundReservedCents: centsField(data.refundReservedCents),
  yearsRefunded: stringListField(data.yearsRefunded),
  lastRefundedAt: timeField(data.lastRefundedAt),
  // a payer's dispute with their bank and what it took; none until one
  dispute: disputeField(data.dispute),
  disputeLostCents: centsField(data.disputeLostCents),
  // a check, cash… the board recorded
  ...(data.source === 'recorded'
    ? {
        source: 'recorded' as const,
        recordedMethod: oneOfField(data.recordedMethod, RECORDED_METHODS, 'cash'),
        reference: textField(data.reference),
        receivedOn: textField(data.receivedOn),
        voidReason: textOrNullField(data.voidReason) ?? undefined,
        partPaid: partPaidField(data.partPaid),
        creditAddedCents: centsField(data.creditAddedCents),
      }
    : {}),
});

/** A recorded payment's year paid in part, read defensively; null when none. */
function partPaidField(value: unknown): PaymentRecord['partPaid'] {
  if (!value || typeof value !== 'object') return null;
  const data = value as Record<string, unknown>;
  if (typeof data.year !== 'string') return null;
  return { year: data.year, paidCents: centsField(data.paidCents), leftCents: centsField(data.leftCents) };
}

/** payments/{id}.dispute, read defensively like every field; null when the payment has none. */
function disputeField(value: unknown): PaymentDispute<Timestamp | null> | null {
  if (!value || typeof value !== 'object') return null;
  const data = value as Record<string, unknown>;
  return {
    id: textField(data.id),
    state: oneOfField(data.state, DISPUTE_STATES, 'open'),
    amountCents: centsField(data.amountCents),
    reason: textField(data.reason),
    respondBy: timeField(data.respondBy),
    openedAt: timeField(data.openedAt),
    closedAt: timeField(data.closedAt),
    yearsBack: stringListField(data.yearsBack),
  };
}
