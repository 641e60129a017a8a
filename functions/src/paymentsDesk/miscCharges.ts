// Miscellaneous charges: the board bills a property a one-off amount and shares a pay
// link. Creating the charge writes the pending payment and its private half (notes, the link's
// secret) in one transaction and calls nobody: a Checkout Session is opened only when someone
// presses Pay (payLinks.ts), because Checkout URLs expire and the link must not.
import {
  COLLECTIONS,
  MISC_CHARGE_TEXTS,
  PAYMENT_TEXTS,
  isMiscCharge,
  payLinkPath,
  type AuditActor,
  type CreateHoaPaymentAnswer,
  type HoaAccount,
  type PaymentPrivate,
  type Property,
  type PropertyAddress,
  type VoidMiscChargeAnswer,
} from '@lakeside/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { randomBytes } from 'node:crypto';
import { logEvent } from '../shared/logs.js';
import { runTransaction } from '../shared/transactions.js';
import {
  countInDeskTotals,
  expireQuietly,
  pendingPayment,
  reserveInvoiceNumber,
  type StoredPayment,
} from '../payments/index.js';

/** createMiscChargeSchema's output: every §5 limit already checked, text trimmed. */
export interface MiscChargeInput {
  propertyId: string;
  amountCents: number;
  description: string;
  notes?: string | null | undefined;
}

/** The four address fields only (a property document also carries its owners). */
function addressOf({ streetAddress, city, state, zipCode }: PropertyAddress): PropertyAddress {
  return { streetAddress, city, state, zipCode };
}

/**
 * createHoaPayment with chargeType 'miscellaneous' (an admin; the caller is checked by the
 * handler). Answers the pay link, with its token, on the app's own origin.
 */
export async function createMiscCharge(
  db: Firestore,
  actor: AuditActor,
  input: MiscChargeInput,
  origin: string,
): Promise<CreateHoaPaymentAnswer> {
  const { propertyId, amountCents, description } = input;
  const paymentRef = db.collection(COLLECTIONS.payments).doc();
  const privateRef = db.collection(COLLECTIONS.paymentsPrivate).doc(paymentRef.id);
  // The link's secret: 256 random bits, compared in constant time when the link is opened.
  const payToken = randomBytes(32).toString('base64url');
  const now = Date.now();

  const invoiceNumber = await runTransaction(db, async (tx) => {
    const [propertySnap, accountSnap] = await tx.getAll(
      db.collection(COLLECTIONS.properties).doc(propertyId),
      db.collection(COLLECTIONS.hoaAccounts).doc(propertyId),
    );
    if (!propertySnap?.exists) throw new HttpsError('not-found', MISC_CHARGE_TEXTS.propertyNotFound);
    const property = propertySnap.data() as Property;
    // The account's owners and address when it has one (what the rules and the history go by);
    // a property without an account yet still can be billed, from the property's own copy,
    // which owner changes keep in step with the links (properties/owners.ts).
    const account = accountSnap?.exists ? (accountSnap.data() as HoaAccount) : null;
    const invoiceNumber = await reserveInvoiceNumber(tx, db, paymentRef.id, new Date(now));
    const createdAt = Timestamp.fromMillis(now);
    const payment: StoredPayment = {
      ...pendingPayment({
        propertyId,
        ownerUids: account?.ownerUids ?? property.ownerUids ?? [],
        property: account?.property ?? addressOf(property),
        invoiceNumber,
        description,
        yearsPaid: [],
        amountCents,
        // no checkout yet: Pay opens one (payLinks.ts)
        checkoutExpiresAt: null,
        // whoever pays the link: Stripe's checkout asks for the e-mail the receipt goes to
        payerEmail: null,
        createdBy: actor.uid,
        createdAt,
      }),
      checkoutAttempt: 0,
      checkoutUrl: null,
    };
    const secret: PaymentPrivate<Timestamp> = {
      internalNotes: input.notes ?? '',
      payToken,
      createdBy: actor.uid,
      createdAt,
    };
    tx.create(paymentRef, payment);
    countInDeskTotals(tx, db, null, payment);
    tx.create(privateRef, secret);
    return invoiceNumber;
  });

  logEvent('miscCharge.created', { paymentId: paymentRef.id, propertyId, amountCents, by: actor.uid });
  return { url: `${origin}${payLinkPath(paymentRef.id, payToken)}`, paymentId: paymentRef.id, invoiceNumber };
}

/**
 * voidMiscCharge (an admin): an unpaid charge stops being owed. Recorded as failed with the
 * reason 'Voided by the board' and the time; a live checkout is closed afterwards (outside the
 * transaction; if the payer beat us to it, the money wins, see settle.ts). Voiding twice
 * answers the same and changes nothing.
 */
export async function voidMiscCharge(db: Firestore, paymentId: string): Promise<VoidMiscChargeAnswer> {
  const ref = db.collection(COLLECTIONS.payments).doc(paymentId);
  const outcome = await runTransaction(db, async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new HttpsError('not-found', PAYMENT_TEXTS.paymentNotFound);
    const payment = snap.data() as StoredPayment;
    if (!isMiscCharge(payment)) throw new HttpsError('failed-precondition', MISC_CHARGE_TEXTS.notMisc);
    if (payment.voidedAt) return { status: payment.status, sessionId: null };
    if (payment.status === 'completed' || payment.status === 'processing') {
      throw new HttpsError('failed-precondition', MISC_CHARGE_TEXTS.voidPaid);
    }
    tx.update(ref, {
      status: 'failed',
      failureReason: MISC_CHARGE_TEXTS.voidedReason,
      voidedAt: Timestamp.now(),
      checkoutUrl: null,
    });
    countInDeskTotals(tx, db, payment, { ...payment, status: 'failed' });
    return { status: 'failed' as const, sessionId: payment.checkoutSessionId };
  });
  // A session paid just before the void is settled by expireQuietly: then it is paid, not void.
  const settled = outcome.sessionId ? await expireQuietly(db, paymentId, outcome.sessionId) : null;
  const status = settled ?? outcome.status;
  logEvent('miscCharge.voided', { paymentId, status });
  return { status };
}
