import { COLLECTIONS, yearsStillPaid, type YearHold, INDEXED_QUERIES, indexedFields } from '@lakeside/domain';
import { collection, doc, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { readOnlyConverter } from '@/lib/firebase/converters';
import { getDb, watchDocOrNull, type Watch } from '@/lib/firebase/firestore';
import { paymentFromData, type PaymentRecord } from './paymentRecord';

export { paymentFromData, type PaymentRecord } from './paymentRecord';

// payments/{id} (DESIGN §3): written only by the functions (createHoaPayment, the webhook, the
// success and cancel pages). The only place the web app spells this collection's paths.

const converter = readOnlyConverter<PaymentRecord>('Payments', paymentFromData);

/** payments/{id}, read through the converter: the one way the web app reads payments. */
export const paymentsCollection = () => collection(getDb(), COLLECTIONS.payments).withConverter(converter);

/**
 * One property's payments, newest first, live (payment_transactions by account, spec §7). The
 * query names the property because that is what the rules check the reader against.
 */
const [property, createdAt] = indexedFields(INDEXED_QUERIES.propertyPaymentsNewestFirst);

export const watchPropertyPayments: Watch<PaymentRecord[]> = (propertyId, onChange, onError) =>
  onSnapshot(
    query(paymentsCollection(), where(property, '==', propertyId), orderBy(createdAt, 'desc')),
    (snapshot) => onChange(snapshot.docs.map((d) => d.data())),
    onError,
  );

/**
 * One payment, live; `null` when it does not exist or the reader may not see it. The two are
 * one answer on purpose: a resident who follows someone else's receipt link learns nothing,
 * not even that the payment exists.
 */
export const watchPayment: Watch<PaymentRecord | null> = (paymentId, onChange, onError) =>
  watchDocOrNull(doc(paymentsCollection(), paymentId), onChange, onError);

/** What the year-hold rule (domain yearsPayability) needs of a payment. */
export function yearHold(payment: PaymentRecord): YearHold {
  return {
    status: payment.status,
    // a year a refund or a lost dispute put back as owed is no longer held
    yearsPaid: yearsStillPaid(payment),
    checkoutExpiresAtMs: payment.checkoutExpiresAt?.toMillis() ?? null,
  };
}
