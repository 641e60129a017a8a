// Recorded payments (DESIGN.md §9): a check, cash, money order or bank transfer the
// board received. Recording one is one transaction: the payment (completed, no fee), its
// invoice number from the same reservations as online payments, the money applied to the
// account by the domain's settleReceived (dues: a short amount pays the oldest year in part,
// more is credit) with its trail entry, the owners' receipt, and the reference's key (the same
// check is recorded once). An open charge paid this way becomes the payment itself. Voiding is
// one transaction too: what the payment settled comes back (a charge is owed again), and the
// trail says who and why.
import {
  COLLECTIONS,
  RECORDED_PAYMENT_TEXTS as T,
  SUBCOLLECTIONS,
  receivedDuesDescription,
  paymentActivityId,
  paymentVoidedActivityId,
  receiptMailId,
  receiptPath,
  myAccountPath,
  paymentVoidedMailId,
  recordedMethodLabel,
  isOpenCharge,
  recordedReferenceId,
  settleReceived,
  sortYears,
  undoPayment,
  yearsDueTotalCents,
  type AccountActivity,
  type AuditActor,
  type HoaAccount,
  type RecordPaymentAnswer,
  type RecordPaymentInput,
  type RecordedMethod,
  type ReceivedSettlement,
  type VoidRecordedPaymentAnswer,
} from '@lakeside/domain';
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { duesRateTableOf } from '../duesRates/index.js';
import { paymentVoidedMail, queuedMail, receiptMail } from '../mail/index.js';
import { appUrl } from '../shared/appOrigins.js';
import { logEvent } from '../shared/logs.js';
import { runTransaction } from '../shared/transactions.js';
import { figuresOf, writeAccountChange } from '../hoaAccounts/index.js';
import {
  checkoutGuardRef,
  claimCheckoutGuard,
  countInDeskTotals,
  paymentHoldingYears,
  reserveInvoiceNumber,
  type StoredPayment,
} from '../payments/index.js';

/** The reference's key document, or none for a payment recorded without a reference. */
function referenceRefOf(
  db: Firestore,
  propertyId: string,
  method: RecordedMethod,
  reference: string,
): DocumentReference | null {
  const id = recordedReferenceId(propertyId, method, reference);
  return id ? db.collection(COLLECTIONS.recordedReferences).doc(id) : null;
}

/** The owners' addresses, read in the transaction (reads come before writes). */
async function ownerEmails(tx: Transaction, db: Firestore, ownerUids: readonly string[]): Promise<string[]> {
  if (ownerUids.length === 0) return [];
  const profiles = await tx.getAll(...ownerUids.map((uid) => db.collection(COLLECTIONS.profiles).doc(uid)));
  return [
    ...new Set(
      profiles.map((snap) => snap.get('email')).filter((email): email is string => typeof email === 'string'),
    ),
  ];
}

/** Noon UTC of a 'YYYY-MM-DD': the same day in the association's time zone, for the receipt. */
const dayAt = (day: string) => new Date(`${day}T12:00:00Z`);

/** One recorded payment being written: what was asked, and the documents it writes. */
interface Recording {
  actor: AuditActor;
  input: RecordPaymentInput;
  /** the dues years, sorted, once each (none for another amount) */
  years: string[];
  paymentRef: DocumentReference;
  accountRef: DocumentReference;
  /** the reference's key (a check number recorded once per property), if it has one */
  referenceRef: DocumentReference | null;
  /** 'Check #1042', as the receipt and the trail say it */
  paymentMethod: string;
}

/**
 * recordPayment (an admin; the caller is checked by the handler). Refuses, writing nothing, a
 * property without an account, a year the account does not owe, and a reference (a check
 * number) already recorded for the property by a payment that is not voided.
 */
export async function recordPayment(
  db: Firestore,
  actor: AuditActor,
  input: RecordPaymentInput,
): Promise<RecordPaymentAnswer> {
  const { propertyId, method, reference, paysFor } = input;
  const recording: Recording = {
    actor,
    input,
    years: paysFor === 'dues' ? sortYears([...new Set(input.yearsPaid)]) : [],
    paymentRef: db.collection(COLLECTIONS.payments).doc(),
    accountRef: db.collection(COLLECTIONS.hoaAccounts).doc(propertyId),
    referenceRef: referenceRefOf(db, propertyId, method, reference),
    paymentMethod: recordedMethodLabel(method, reference),
  };
  const answer = await runTransaction(db, (tx) =>
    paysFor === 'charge' ? payCharge(tx, db, recording) : record(tx, db, recording),
  );
  logEvent('recordedPayment.recorded', {
    paymentId: answer.paymentId,
    propertyId,
    method,
    years: recording.years.length,
    by: actor.uid,
  });
  return answer;
}

/**
 * A checkout open for one of the years (or its bank debit in transit) could still be paid: the
 * same dues would be collected twice. The desk waits for it to end (31 minutes at most) or fail.
 */
async function refuseYearsBeingPaid(db: Firestore, { input, years }: Recording): Promise<void> {
  if (years.length === 0) return;
  const held = await paymentHoldingYears(db, input.propertyId, years, Date.now());
  if (held?.conflict === 'live') {
    throw new HttpsError('failed-precondition', T.beingPaidOnline(held.payment.invoiceNumber));
  }
}

/**
 * One transaction: the payment (completed, no fee) with its invoice number and notes, the
 * reference's key, the money applied to the account by the balance rule (a short amount pays the
 * oldest year in part, more is credit) with its trail entry, and the owners' receipt.
 */
async function record(tx: Transaction, db: Firestore, recording: Recording): Promise<RecordPaymentAnswer> {
  const { actor, input, years, paymentRef, accountRef, referenceRef, paymentMethod } = recording;
  const guard = checkoutGuardRef(db, input.propertyId);
  const snaps = await tx.getAll(guard, accountRef, ...(referenceRef ? [referenceRef] : []));
  const accountSnap = snaps[1]!;
  const referenceSnap = referenceRef ? snaps[2] : undefined;
  if (!accountSnap.exists) throw new HttpsError('failed-precondition', T.noAccount);
  const account = accountSnap.data() as HoaAccount;
  if (referenceSnap?.exists) {
    throw new HttpsError(
      'already-exists',
      T.referenceRecorded(paymentMethod, String(referenceSnap.get('invoiceNumber'))),
    );
  }
  const notOwed = years.filter((year) => !account.yearsOwed.includes(year));
  if (notOwed.length > 0) throw new HttpsError('failed-precondition', T.yearsNotOwed(notOwed.join(', ')));
  await refuseYearsBeingPaid(db, recording);

  const before = figuresOf(account);
  const settlement = input.paysFor === 'dues' ? await settlementOf(tx, db, recording, account) : null;
  const emails = await ownerEmails(tx, db, account.ownerUids);
  const now = Timestamp.now();
  const invoiceNumber = await reserveInvoiceNumber(tx, db, paymentRef.id, now.toDate());
  const payment = recordedPayment(recording, account, { invoiceNumber, settlement, now });
  tx.create(paymentRef, payment);
  countInDeskTotals(tx, db, null, payment);
  tx.create(db.collection(COLLECTIONS.paymentsPrivate).doc(paymentRef.id), {
    internalNotes: input.notes ?? '',
    createdBy: actor.uid,
    createdAt: now,
  });
  if (referenceRef) tx.create(referenceRef, { paymentId: paymentRef.id, invoiceNumber, at: now });
  if (settlement) {
    // a checkout starting now for these years conflicts with this transaction, and one retries
    claimCheckoutGuard(tx, guard, paymentRef.id, now.toMillis());
    writeAccountChange(tx, {
      account: accountRef,
      before,
      after: settlement.after,
      at: now,
      entry: {
        kind: 'payment',
        paymentId: paymentRef.id,
        invoiceNumber,
        yearsPaid: payment.yearsPaid,
        amountCents: payment.amountCents,
        paymentMethod,
        ...(settlement.partPaid ? { partPaid: settlement.partPaid } : {}),
        ...(settlement.creditAddedCents > 0 ? { creditAddedCents: settlement.creditAddedCents } : {}),
      },
      entryId: paymentActivityId(paymentRef.id),
    });
  }
  if (emails.length > 0) {
    tx.create(
      db.collection(COLLECTIONS.mail).doc(receiptMailId(paymentRef.id)),
      queuedMail(
        receiptMail(emails, {
          payment,
          paidAt: dayAt(input.receivedOn),
          paymentMethod,
          receiptUrl: appUrl(receiptPath(paymentRef.id)),
          received: true,
        }),
      ),
    );
  }
  return { paymentId: paymentRef.id, invoiceNumber };
}

/**
 * A check (or cash…) that pays an open miscellaneous charge: the charge itself becomes the
 * completed payment, recorded as received (no fee), so its revenue is counted once, its pay link
 * answers that it is paid, and the owners get a receipt. Refused, writing nothing, for a charge
 * that is not open (paid, voided, another property's) or that a payer is paying at a live
 * checkout now. The account's dues are not touched: a charge is not in the balance.
 */
async function payCharge(tx: Transaction, db: Firestore, recording: Recording): Promise<RecordPaymentAnswer> {
  const { actor, input, referenceRef, paymentMethod } = recording;
  const chargeRef = db.collection(COLLECTIONS.payments).doc(input.chargeId);
  const [chargeSnap, referenceSnap] = await tx.getAll(chargeRef, ...(referenceRef ? [referenceRef] : []));
  const charge = chargeSnap?.data() as StoredPayment | undefined;
  if (!charge || charge.propertyId !== input.propertyId || !isOpenCharge(charge)) {
    throw new HttpsError('failed-precondition', T.chargeNotOpen);
  }
  if (referenceSnap?.exists) {
    throw new HttpsError(
      'already-exists',
      T.referenceRecorded(paymentMethod, String(referenceSnap.get('invoiceNumber'))),
    );
  }
  const now = Timestamp.now();
  const expiresAt = charge.checkoutExpiresAt as Timestamp | null;
  if (charge.status === 'pending' && expiresAt && expiresAt.toMillis() > now.toMillis()) {
    throw new HttpsError('failed-precondition', T.chargeBeingPaidOnline(charge.invoiceNumber));
  }
  const emails = await ownerEmails(tx, db, charge.ownerUids);
  const paid: StoredPayment = {
    ...charge,
    status: 'completed',
    failureReason: null,
    completedAt: now,
    // money handed to the board costs no processing fee
    feeCents: 0,
    totalChargedCents: charge.amountCents,
    paymentMethod,
    checkoutUrl: null,
    checkoutExpiresAt: null,
    source: 'recorded',
    recordedMethod: input.method,
    reference: input.reference,
    receivedOn: input.receivedOn,
    recordedForCharge: true,
  };
  tx.set(chargeRef, paid);
  countInDeskTotals(tx, db, charge, paid);
  tx.set(
    db.collection(COLLECTIONS.paymentsPrivate).doc(chargeRef.id),
    { recordedBy: actor.uid, recordedAt: now, ...(input.notes ? { recordedNotes: input.notes } : {}) },
    { merge: true },
  );
  if (referenceRef) {
    tx.create(referenceRef, { paymentId: chargeRef.id, invoiceNumber: charge.invoiceNumber, at: now });
  }
  if (emails.length > 0) {
    tx.create(
      // a charge may be paid at the desk again after a void: each payment's receipt is its own
      db.collection(COLLECTIONS.mail).doc(`${receiptMailId(chargeRef.id)}-${now.toMillis()}`),
      queuedMail(
        receiptMail(emails, {
          payment: paid,
          paidAt: dayAt(input.receivedOn),
          paymentMethod,
          receiptUrl: appUrl(receiptPath(chargeRef.id)),
          received: true,
        }),
      ),
    );
  }
  return { paymentId: chargeRef.id, invoiceNumber: charge.invoiceNumber };
}

/**
 * What the money received does to the account (balance.ts's settleReceived): each year owed
 * priced at what is left of it, which needs the rates of every year the account owes. Refused,
 * writing nothing, when a short amount would skip an older year or a credit would sit beside
 * years still owed.
 */
async function settlementOf(
  tx: Transaction,
  db: Firestore,
  { input, years }: Recording,
  account: HoaAccount,
): Promise<ReceivedSettlement> {
  const rateSnaps = await tx.getAll(
    ...account.yearsOwed.map((year) => db.collection(COLLECTIONS.duesRates).doc(year)),
  );
  const rates = duesRateTableOf(rateSnaps);
  const before = figuresOf(account);
  const receivedCents = input.amountCents ?? yearsDueTotalCents(before, years, rates);
  const settled = settleReceived(before, years, receivedCents, rates);
  if ('refusal' in settled) {
    const message =
      settled.refusal === 'olderYearOwed'
        ? T.olderYearOwed(settled.year)
        : T.yearsStillOwed(settled.years.join(', '));
    throw new HttpsError('failed-precondition', message);
  }
  return settled;
}

/** The recorded payment as stored: completed when recorded, the money as received, no fee. */
function recordedPayment(
  { actor, input, paymentMethod }: Recording,
  account: HoaAccount,
  {
    invoiceNumber,
    settlement,
    now,
  }: { invoiceNumber: string; settlement: ReceivedSettlement | null; now: Timestamp },
): StoredPayment {
  // the years the money reached: those paid in full and the one paid in part
  const yearsPaid = settlement ? Object.keys(settlement.paidByYear) : [];
  const amountCents = settlement ? settlement.receivedCents : (input.amountCents as number);
  return {
    propertyId: input.propertyId,
    ownerUids: account.ownerUids,
    property: account.property,
    invoiceNumber,
    description: settlement
      ? receivedDuesDescription(yearsPaid, settlement.partPaid?.year ?? null)
      : input.description,
    yearsPaid,
    ...(settlement
      ? {
          duesByYear: settlement.paidByYear,
          partPaid: settlement.partPaid,
          creditAddedCents: settlement.creditAddedCents,
        }
      : {}),
    amountCents,
    // money handed to the board costs no processing fee
    feeCents: 0,
    totalChargedCents: amountCents,
    status: 'completed',
    failureReason: null,
    paymentMethod,
    checkoutSessionId: null,
    checkoutExpiresAt: null,
    stripePaymentIntentId: null,
    stripeChargeId: null,
    payerEmail: null,
    createdBy: actor.uid,
    createdAt: now,
    completedAt: now,
    source: 'recorded',
    recordedMethod: input.method,
    reference: input.reference,
    receivedOn: input.receivedOn,
  };
}

/**
 * voidRecordedPayment (an admin): a recorded payment entered by mistake (a bounced check, the
 * wrong property). What its trail entry says it settled comes back (the years it removed and the
 * balance it lowered), the payment is failed with the reason, and its reference may be recorded
 * again. Voiding twice answers `changed: false`.
 */
export async function voidRecordedPayment(
  db: Firestore,
  actor: AuditActor,
  paymentId: string,
  reason: string,
): Promise<VoidRecordedPaymentAnswer> {
  const paymentRef = db.collection(COLLECTIONS.payments).doc(paymentId);
  const changed = await runTransaction(db, async (tx) => {
    const paymentSnap = await tx.get(paymentRef);
    if (!paymentSnap.exists) throw new HttpsError('not-found', T.notRecorded);
    const payment = paymentSnap.data() as StoredPayment;
    if (payment.source !== 'recorded') {
      // a charge whose desk payment was voided already is open again: voiding twice changes nothing
      if (isOpenCharge(payment) && (payment.voidedPayments?.length ?? 0) > 0) return false;
      throw new HttpsError('failed-precondition', T.notRecorded);
    }
    if (payment.voidedAt) return false;

    const accountRef = db.collection(COLLECTIONS.hoaAccounts).doc(payment.propertyId);
    const applied = accountRef.collection(SUBCOLLECTIONS.accountActivity).doc(paymentActivityId(paymentId));
    const [accountSnap, appliedSnap] = await tx.getAll(accountRef, applied);
    const emails = await ownerEmails(tx, db, payment.ownerUids);
    const now = Timestamp.now();
    if (accountSnap!.exists && appliedSnap!.exists) {
      // exactly what the payment did, undone: the years it removed, the amount it took off
      const before = figuresOf(accountSnap!.data() as HoaAccount);
      writeAccountChange(tx, {
        account: accountRef,
        before,
        after: undoPayment(before, appliedSnap!.data() as AccountActivity<Timestamp>),
        at: now,
        entry: { kind: 'paymentVoided', paymentId, invoiceNumber: payment.invoiceNumber, reason },
        entryId: paymentVoidedActivityId(paymentId),
      });
    }
    if (payment.recordedForCharge) {
      // the check that paid a charge is voided: the charge is owed again, and its link pays it
      const reopened = reopenedCharge(payment, reason, now);
      tx.update(paymentRef, reopened.update);
      countInDeskTotals(tx, db, payment, reopened.figures);
    } else {
      tx.update(paymentRef, {
        status: 'failed',
        failureReason: T.voidedBecause(reason),
        voidedAt: now,
        voidReason: reason,
      });
      countInDeskTotals(tx, db, payment, { ...payment, status: 'failed' });
    }
    // who voided it is the board's to know: the owners read the payment, not its private half
    tx.set(db.collection(COLLECTIONS.paymentsPrivate).doc(paymentId), { voidedBy: actor }, { merge: true });
    const referenceRef = payment.recordedMethod
      ? referenceRefOf(db, payment.propertyId, payment.recordedMethod, payment.reference ?? '')
      : null;
    if (referenceRef) tx.delete(referenceRef);
    // its e-mailed receipt no longer stands: the owners are told, once
    if (emails.length > 0) {
      tx.create(
        db
          .collection(COLLECTIONS.mail)
          .doc(
            payment.recordedForCharge
              ? `${paymentVoidedMailId(paymentId)}-${(payment.completedAt as Timestamp).toMillis()}`
              : paymentVoidedMailId(paymentId),
          ),
        queuedMail(
          paymentVoidedMail(emails, {
            invoiceNumber: payment.invoiceNumber,
            description: payment.description,
            property: payment.property,
            paymentMethod: payment.paymentMethod ?? 'payment',
            yearsPaid: payment.yearsPaid,
            amountCents: payment.amountCents,
            reason,
            accountUrl: appUrl(myAccountPath(payment.propertyId)),
          }),
        ),
      );
    }
    return true;
  });
  if (changed) logEvent('recordedPayment.voided', { paymentId, by: actor.uid });
  return { changed };
}

/**
 * A charge paid at the desk, open again once that payment is voided: pending with no checkout
 * (its link opens a new one), what was recorded cleared, and the voided payment kept on it.
 */
function reopenedCharge(payment: StoredPayment, reason: string, now: Timestamp) {
  const figures: StoredPayment = {
    ...payment,
    status: 'pending',
    failureReason: null,
    completedAt: null,
    totalChargedCents: payment.amountCents,
  };
  const update = {
    status: 'pending',
    failureReason: null,
    completedAt: null,
    paymentMethod: null,
    checkoutSessionId: null,
    checkoutExpiresAt: null,
    source: FieldValue.delete(),
    recordedMethod: FieldValue.delete(),
    reference: FieldValue.delete(),
    receivedOn: FieldValue.delete(),
    recordedForCharge: FieldValue.delete(),
    voidedPayments: FieldValue.arrayUnion({
      paymentMethod: payment.paymentMethod ?? '',
      receivedOn: payment.receivedOn ?? '',
      reason,
      at: now,
    }),
  };
  return { figures, update };
}
