// The board's payments desk's rows, seeded with the Admin SDK as the functions write them:
// shared by the desk's browser tests and its scale test.
import { COLLECTIONS, chargeBreakdown, newInvoiceNumber, type PaymentStatus } from '@lakeside/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { randomInt, randomUUID } from 'node:crypto';
import { adminDb } from './users';

export const deskInvoice = () => newInvoiceNumber(new Date(), (max) => randomInt(max));

export interface DeskSeed {
  status: PaymentStatus;
  /** empty: a miscellaneous charge */
  yearsPaid: string[];
  amountCents: number;
  description: string;
  failureReason?: string;
  /** what a settlement left for the board */
  reviewNote?: string;
  /** voided by the board (a charge, or a recorded payment) */
  voided?: boolean;
  minutesAgo: number;
}

/**
 * A set of payments for one test, created by `createdBy`: one property whose city is the test's
 * search token.
 */
export function deskSeeder(createdBy: string) {
  const token = `T${randomUUID().slice(0, 8)}`;
  const propertyId = `desk-${randomUUID()}`;
  const address = {
    streetAddress: `${randomInt(100, 999)} Kingfisher Ct`,
    city: `Lakeside ${token}`,
    state: 'TN',
    zipCode: '37013',
  };
  return {
    token,
    propertyId,
    address,
    async property() {
      await adminDb()
        .collection(COLLECTIONS.properties)
        .doc(propertyId)
        .set({
          ...address,
          owners: [],
          ownerUids: [],
          createdAt: FieldValue.serverTimestamp(),
          createdBy: 'test',
        });
    },
    /** payments/{id} as the functions write it, for this seeder's property */
    paymentData(seed: Omit<DeskSeed, 'minutesAgo'>, invoiceNumber: string, createdAt: Timestamp) {
      const { feeCents, totalCents } = chargeBreakdown(seed.amountCents);
      return {
        propertyId,
        ownerUids: [],
        property: address,
        invoiceNumber,
        description: seed.description,
        yearsPaid: seed.yearsPaid,
        amountCents: seed.amountCents,
        feeCents,
        totalChargedCents: totalCents,
        status: seed.status,
        failureReason: seed.failureReason ?? null,
        paymentMethod: seed.status === 'completed' ? 'card' : null,
        checkoutSessionId: null,
        checkoutExpiresAt: null,
        stripePaymentIntentId: null,
        stripeChargeId: null,
        payerEmail: null,
        createdBy,
        createdAt,
        completedAt: seed.status === 'completed' ? createdAt : null,
        ...(seed.reviewNote ? { reviewNote: seed.reviewNote } : {}),
        ...(seed.voided ? { voidedAt: createdAt } : {}),
      };
    },
    async payment(seed: DeskSeed) {
      const id = `desk-${randomUUID()}`;
      const invoiceNumber = deskInvoice();
      const createdAt = Timestamp.fromMillis(Date.now() - seed.minutesAgo * 60_000);
      const data = this.paymentData(seed, invoiceNumber, createdAt);
      await adminDb().collection(COLLECTIONS.payments).doc(id).set(data);
      return { id, invoiceNumber, totalCents: data.totalChargedCents, createdAt, ...seed };
    },
  };
}
