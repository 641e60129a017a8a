// Which of a property's payments stand in the way of settling some of its years: one that paid
// them already, or one whose checkout (or money in transit) holds them now. Read after the
// property's checkout guard in the same transaction (paymentLedger.ts), so a checkout starting
// at the same time is either seen here or makes this transaction retry.
import { COLLECTIONS, INDEXED_QUERIES, holdsYears, indexedFields, yearsStillPaid } from '@lakeside/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { asYearHold, type StoredPayment } from './storedPayment.js';

export type YearsConflict = 'paid' | 'live';

/** The property's payments that may hold years: live pending, processing, completed. */
function holdingPayments(db: Firestore, propertyId: string) {
  const [property, status] = indexedFields(INDEXED_QUERIES.propertyPaymentsByStatus);
  return db
    .collection(COLLECTIONS.payments)
    .where(property, '==', propertyId)
    .where(status, 'in', ['pending', 'processing', 'completed']);
}

/**
 * Whether `payment` stands in the way of paying `years`: it paid one of them already ('paid'),
 * or its checkout (or its money in transit) holds one now ('live').
 */
function conflictOf(payment: StoredPayment, years: readonly string[], now: number): YearsConflict | null {
  if (!yearsStillPaid(payment).some((year) => years.includes(year))) return null;
  if (payment.status === 'completed') return 'paid';
  return holdsYears(asYearHold(payment), now) ? 'live' : null;
}

/** The first of the property's payments in the way of `years`, and how, or null. */
export async function paymentHoldingYears(
  db: Firestore,
  propertyId: string,
  years: readonly string[],
  now: number,
): Promise<{ conflict: YearsConflict; payment: StoredPayment } | null> {
  // a plain query, not tx.get: the guard read before it keeps it consistent (paymentLedger.ts)
  const holders = await holdingPayments(db, propertyId).get();
  for (const doc of holders.docs) {
    const payment = doc.data() as StoredPayment;
    const conflict = conflictOf(payment, years, now);
    if (conflict) return { conflict, payment };
  }
  return null;
}
