import {
  COLLECTIONS,
  PAYMENT_STATUSES,
  type Payment,
  type PaymentStatus,
  type PropertyAddress,
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
  type FirestoreDataConverter,
  type Timestamp,
} from 'firebase/firestore';
import { getDb, watchDocument, type Watch } from '@/lib/firebase/firestore';

// payments/{id} (DESIGN §3): written only by the functions (createHoaPayment, the webhook, the
// success and cancel pages). The only place the web app spells this collection's paths.

export interface PaymentRecord extends Payment<Timestamp | null> {
  id: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const cents = (value: unknown): number => (Number.isSafeInteger(value) ? (value as number) : 0);
const time = (value: unknown): Timestamp | null => (value as Timestamp | undefined) ?? null;
const status = (value: unknown): PaymentStatus =>
  PAYMENT_STATUSES.includes(value as PaymentStatus) ? (value as PaymentStatus) : 'pending';

const converter: FirestoreDataConverter<PaymentRecord> = {
  toFirestore: () => {
    throw new Error('Payments are written only by the functions');
  },
  fromFirestore: (snapshot, options) => {
    // 'estimate': a payment just created shows its local time until the server's arrives
    const data = snapshot.data({ serverTimestamps: 'estimate', ...options });
    const property = (data.property ?? {}) as Partial<PropertyAddress>;
    return {
      id: snapshot.id,
      propertyId: text(data.propertyId),
      ownerUids: Array.isArray(data.ownerUids) ? (data.ownerUids as string[]) : [],
      property: {
        streetAddress: text(property.streetAddress),
        city: text(property.city),
        state: text(property.state),
        zipCode: text(property.zipCode),
      },
      invoiceNumber: text(data.invoiceNumber),
      description: text(data.description),
      yearsPaid: Array.isArray(data.yearsPaid) ? (data.yearsPaid as string[]) : [],
      amountCents: cents(data.amountCents),
      feeCents: cents(data.feeCents),
      totalChargedCents: cents(data.totalChargedCents),
      status: status(data.status),
      failureReason: textOrNull(data.failureReason),
      paymentMethod: textOrNull(data.paymentMethod),
      checkoutSessionId: textOrNull(data.checkoutSessionId),
      checkoutExpiresAt: time(data.checkoutExpiresAt),
      stripePaymentIntentId: textOrNull(data.stripePaymentIntentId),
      stripeChargeId: textOrNull(data.stripeChargeId),
      payerEmail: textOrNull(data.payerEmail),
      createdBy: text(data.createdBy),
      createdAt: time(data.createdAt),
      completedAt: time(data.completedAt),
      voidedAt: time(data.voidedAt),
    };
  },
};

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

/** What the year-hold rule (domain yearsPayability) needs of a payment. */
export function yearHold(payment: PaymentRecord): YearHold {
  return {
    status: payment.status,
    yearsPaid: payment.yearsPaid,
    checkoutExpiresAtMs: payment.checkoutExpiresAt?.toMillis() ?? null,
  };
}
