import {
  COLLECTIONS,
  DISPUTE_STATES,
  PAYMENT_STATUSES,
  RECORDED_METHODS,
  yearsStillPaid,
  type Payment,
  type PaymentDispute,
  type YearHold,
} from '@lakeside/domain';
import { FirebaseError } from 'firebase/app';
import {
  collection,
  doc,
  onSnapshot,
  orderBy,
  query,
  where,
  type DocumentData,
  type Timestamp,
} from 'firebase/firestore';
import {
  addressField,
  centsField,
  oneOfField,
  readOnlyConverter,
  stringListField,
  textField,
  textOrNullField,
  timeField,
} from '@/lib/firebase/converters';
import { getDb, watchDocument, type Watch } from '@/lib/firebase/firestore';

// payments/{id} (DESIGN §3): written only by the functions (createHoaPayment, the webhook, the
// success and cancel pages). The only place the web app spells this collection's paths.

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
  // what each paid year cost then (issue 29): what a refund puts back on the balance
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
  // what refunds gave back (issue 31); 0 and none until a refund
  refundedCents: centsField(data.refundedCents),
  refundedAmountCents: centsField(data.refundedAmountCents),
  refundReservedCents: centsField(data.refundReservedCents),
  yearsRefunded: stringListField(data.yearsRefunded),
  // a payer's dispute with their bank and what it took (issue 31); none until one
  dispute: disputeField(data.dispute),
  disputeLostCents: centsField(data.disputeLostCents),
  // a check, cash… the board recorded (issue 30)
  ...(data.source === 'recorded'
    ? {
        source: 'recorded' as const,
        recordedMethod: oneOfField(data.recordedMethod, RECORDED_METHODS, 'cash'),
        reference: textField(data.reference),
        receivedOn: textField(data.receivedOn),
        voidReason: textOrNullField(data.voidReason) ?? undefined,
      }
    : {}),
});

const converter = readOnlyConverter<PaymentRecord>('Payments', paymentFromData);

/** payments/{id}, read through the converter: the one way the web app reads payments. */
export const paymentsCollection = () => collection(getDb(), COLLECTIONS.payments).withConverter(converter);

/**
 * One property's payments, newest first, live (payment_transactions by account, spec §7). The
 * query names the property because that is what the rules check the reader against.
 */
export const watchPropertyPayments: Watch<PaymentRecord[]> = (propertyId, onChange, onError) =>
  onSnapshot(
    query(paymentsCollection(), where('propertyId', '==', propertyId), orderBy('createdAt', 'desc')),
    (snapshot) => onChange(snapshot.docs.map((d) => d.data())),
    onError,
  );

/**
 * One payment, live; `null` when it does not exist or the reader may not see it. The two are
 * one answer on purpose: a resident who follows someone else's receipt link learns nothing,
 * not even that the payment exists.
 */
export const watchPayment: Watch<PaymentRecord | null> = (paymentId, onChange, onError) =>
  watchDocument(
    doc(paymentsCollection(), paymentId),
    (payment) => payment ?? null,
    onChange,
    (error) =>
      error instanceof FirebaseError && error.code === 'permission-denied' ? onChange(null) : onError(error),
  );

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

/** What the year-hold rule (domain yearsPayability) needs of a payment. */
export function yearHold(payment: PaymentRecord): YearHold {
  return {
    status: payment.status,
    // a year a refund or a lost dispute put back as owed is no longer held
    yearsPaid: yearsStillPaid(payment),
    checkoutExpiresAtMs: payment.checkoutExpiresAt?.toMillis() ?? null,
  };
}
