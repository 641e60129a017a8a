// Disputes (issue 31, DESIGN.md §5): a payer's bank takes a card payment back while it decides.
// An event only says which dispute to look at; what the dispute is now is asked of Stripe, and
// our records are brought in line with it in one transaction, however many times and in
// whatever order the events arrive (a `closed` before its `created` included):
// - first heard of: the payment carries the dispute, the owners' trail says so and the board is
//   e-mailed (mail/{disputeMailId}, once);
// - decided: won changes nothing but the dispute; lost puts the years the payment still paid
//   back as owed with their dues, and Total Revenue loses what the bank took (disputeLostCents).
// A decided dispute is never decided again.
import {
  COLLECTIONS,
  ROUTES,
  disputeActivityId,
  disputeLostAmountCents,
  disputeMailId,
  disputeStateOf,
  putYearsBack,
  yearsStillPaid,
  type DisputeState,
  type HoaAccount,
  type HoaAccountFigures,
  type PaymentDispute,
} from '@lakeside/domain';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { figuresOf, writeAccountChange } from '../hoaAccounts/index.js';
import { disputeMail } from '../mail/index.js';
import { appUrl } from '../shared/appOrigins.js';
import { logError, logEvent } from '../shared/logs.js';
import { runTransaction } from '../shared/transactions.js';
import { stripeClient } from '../stripe/index.js';
import { countInDeskTotals, type StoredPayment } from '../payments/index.js';
import { type StripeEventRef } from '../stripe/index.js';

type StoredDispute = PaymentDispute<Timestamp>;

export interface ApplyDisputeResult {
  disputeId: string;
  state: DisputeState | null;
  changed: boolean;
  /** not a dispute of one of our payments: recorded for review */
  unmatched?: boolean;
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The dispute a Stripe event is about, as Stripe has it now (never the event's copy). */
export async function disputeOfEvent(event: Stripe.Event): Promise<Stripe.Dispute | null> {
  const object = event.data.object as { id?: unknown; object?: unknown };
  if (object.object !== 'dispute' || typeof object.id !== 'string') return null;
  return stripeClient().disputes.retrieve(object.id);
}

/**
 * Brings the disputed payment in line with `dispute` (as retrieved from Stripe). Safe to run any
 * number of times, in any order: the payment's dispute is the marker, and a decided one is final.
 */
export async function applyDispute(
  db: Firestore,
  dispute: Stripe.Dispute,
  event?: StripeEventRef,
): Promise<ApplyDisputeResult> {
  const intentId = idOf(dispute.payment_intent);
  const chargeId = idOf(dispute.charge);
  const paymentId = await paymentOf(db, intentId, chargeId);
  const eventRef = event ? db.collection(COLLECTIONS.stripeEvents).doc(event.id) : null;
  const next = disputeStateOf(dispute.status);
  let mailed = false;

  const result = await runTransaction(db, async (tx): Promise<ApplyDisputeResult> => {
    mailed = false;
    const paymentRef = paymentId ? db.collection(COLLECTIONS.payments).doc(paymentId) : null;
    const refs = [...(paymentRef ? [paymentRef] : []), ...(eventRef ? [eventRef] : [])];
    const snaps = refs.length > 0 ? await tx.getAll(...refs) : [];
    const eventSeen = eventRef ? snaps[snaps.length - 1]!.exists : false;
    const recordEvent = (fields: Record<string, unknown>) => {
      if (eventRef && event && !eventSeen) {
        tx.create(eventRef, {
          type: event.type,
          disputeId: dispute.id,
          paymentId,
          receivedAt: FieldValue.serverTimestamp(),
          ...fields,
        });
      }
    };
    const payment = paymentRef && snaps[0]?.exists ? (snaps[0].data() as StoredPayment) : null;
    if (!paymentRef || !payment) {
      recordEvent({ unmatched: true });
      return { disputeId: dispute.id, state: null, changed: false, unmatched: true };
    }
    const current = payment.dispute ?? null;
    if (current && current.id !== dispute.id) {
      // Stripe allows one dispute per charge: another one is for a person, not applied here
      tx.update(paymentRef, {
        reviewNote: `${payment.reviewNote ? `${payment.reviewNote} ` : ''}A second dispute (${dispute.id}) was reported for this payment.`,
      });
      recordEvent({ applied: false, secondDispute: true });
      return { disputeId: dispute.id, state: current.state, changed: true };
    }
    if (current && (current.state !== 'open' || next === 'open')) {
      // decided before (final), or still undecided: nothing new (a changed date is kept up to date)
      const respondBy = respondByOf(dispute);
      const moved = current.state === 'open' && !sameTime(current.respondBy, respondBy);
      if (moved) tx.update(paymentRef, { 'dispute.respondBy': respondBy });
      recordEvent({ applied: moved });
      return { disputeId: dispute.id, state: current.state, changed: moved };
    }

    const now = Timestamp.now();
    // Read the account before any write (a transaction's reads come first).
    const accountRef =
      payment.propertyId && payment.yearsPaid.length > 0
        ? db.collection(COLLECTIONS.hoaAccounts).doc(payment.propertyId)
        : null;
    const accountSnap = accountRef ? await tx.get(accountRef) : null;
    const figures = accountSnap?.exists ? figuresOf(accountSnap.data() as HoaAccount) : null;
    const trail = (state: DisputeState, after: HoaAccountFigures, yearsBack: string[]) => {
      if (!accountRef || !figures) return;
      writeAccountChange(tx, {
        account: accountRef,
        before: figures,
        after,
        at: now,
        entry: {
          kind: 'dispute',
          paymentId: paymentRef.id,
          invoiceNumber: payment.invoiceNumber,
          amountCents: dispute.amount,
          state,
          yearsBack,
        },
        entryId: disputeActivityId(dispute.id, state),
      });
    };

    const record: StoredDispute = current ?? {
      id: dispute.id,
      state: 'open',
      amountCents: dispute.amount,
      reason: dispute.reason,
      respondBy: respondByOf(dispute),
      openedAt: now,
      closedAt: null,
      yearsBack: [],
    };
    if (!current && figures) trail('open', figures, []);

    let yearsBack: string[] = [];
    if (next !== 'open' && figures) {
      // lost: the years the payment still pays (not refunded) come back, unless owed already
      const back = next === 'lost' ? putYearsBack(figures, payment, yearsStillPaid(payment)) : null;
      yearsBack = back?.yearsBack ?? [];
      trail(next, back?.after ?? figures, yearsBack);
    }
    const decided: StoredDispute =
      next === 'open'
        ? record
        : { ...record, state: next, amountCents: dispute.amount, closedAt: now, yearsBack };
    const lost = next === 'lost' ? { disputeLostCents: disputeLostAmountCents(payment, dispute.amount) } : {};
    tx.update(paymentRef, { dispute: decided, ...lost });
    countInDeskTotals(tx, db, payment, { ...payment, ...lost });
    if (!current) {
      // the board hears of it once, as it stands when first heard of
      mailed = true;
      tx.set(
        db.collection(COLLECTIONS.mail).doc(disputeMailId(dispute.id)),
        disputeMail({
          invoiceNumber: payment.invoiceNumber,
          property: payment.property ?? null,
          payerEmail: payment.payerEmail,
          amountCents: dispute.amount,
          reason: dispute.reason,
          state: next,
          respondBy: decided.respondBy?.toDate() ?? null,
          yearsBack,
          deskUrl: appUrl(ROUTES.adminPayments),
        }),
      );
    }
    recordEvent({ applied: true });
    return { disputeId: dispute.id, state: next, changed: true };
  });

  if (result.unmatched)
    logError('dispute.unmatched', new Error('A dispute of no payment of ours'), { disputeId: dispute.id });
  if (result.changed)
    logEvent('dispute.applied', { disputeId: dispute.id, paymentId, state: result.state, mailed });
  return result;
}

/** Our payment that Stripe's payment intent (or charge) paid, if any. */
async function paymentOf(
  db: Firestore,
  intentId: string | null,
  chargeId: string | null,
): Promise<string | null> {
  const payments = db.collection(COLLECTIONS.payments);
  if (intentId) {
    const found = await payments.where('stripePaymentIntentId', '==', intentId).limit(1).get();
    if (!found.empty) return found.docs[0]!.id;
  }
  if (chargeId) {
    const found = await payments.where('stripeChargeId', '==', chargeId).limit(1).get();
    if (!found.empty) return found.docs[0]!.id;
  }
  return null;
}

/** The last day to answer the bank, as Stripe gives it (seconds since the epoch), or null. */
function respondByOf(dispute: Stripe.Dispute): Timestamp | null {
  const dueBy = dispute.evidence_details?.due_by;
  return typeof dueBy === 'number' ? Timestamp.fromMillis(dueBy * 1000) : null;
}

function sameTime(a: Timestamp | null, b: Timestamp | null): boolean {
  return a === null || b === null ? a === b : a.isEqual(b);
}
