// Disputes (DESIGN.md §5): a payer's bank takes a card payment back while it decides.
// An event only says which dispute to look at; what the dispute is now is asked of Stripe, and
// our records are brought in line with it in one transaction, however many times and in
// whatever order the events arrive (a `closed` before its `created` included):
// - first heard of: the payment carries the dispute, the owners' trail says so and the board is
//   e-mailed (mail/{disputeMailId}, once);
// - decided: won changes nothing but the dispute; lost puts the years the payment still paid
//   back as owed with their dues, and Total Revenue loses what the bank took (disputeLostCents).
// While it is open, Total Revenue leaves out what the bank holds (disputeHeldCents); a win gives
// it back.
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
import {
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { figuresOf, writeAccountChange } from '../hoaAccounts/index.js';
import { disputeMail, queuedMail } from '../mail/index.js';
import { appUrl } from '../shared/appOrigins.js';
import { logError, logEvent } from '../shared/logs.js';
import { payerOf } from '../shared/payers.js';
import { runTransaction } from '../shared/transactions.js';
import { countInDeskTotals, type StoredPayment } from '../payments/index.js';
import { eventRecorder, stripeClient, stripeEventDoc, type StripeEventRef } from '../stripe/index.js';

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

/** What every step of applying a dispute works on, inside the one transaction. */
interface Applying {
  tx: Transaction;
  db: Firestore;
  dispute: Stripe.Dispute;
  /** the state Stripe gives it now */
  next: DisputeState;
  paymentRef: DocumentReference;
  payment: StoredPayment;
  record: (outcome: Record<string, unknown>) => void;
}

interface Applied {
  result: ApplyDisputeResult;
  mailed: boolean;
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
  const paymentId = await paymentOf(db, idOf(dispute.payment_intent), idOf(dispute.charge));
  const paymentRef = paymentId ? db.collection(COLLECTIONS.payments).doc(paymentId) : null;
  const next = disputeStateOf(dispute.status);

  const { result, mailed } = await runTransaction(db, async (tx): Promise<Applied> => {
    const refs = [...(paymentRef ? [paymentRef] : []), ...(event ? [stripeEventDoc(db, event)] : [])];
    const snaps = refs.length > 0 ? await tx.getAll(...refs) : [];
    const seen = event ? snaps[snaps.length - 1]!.exists : false;
    const record = eventRecorder(tx, db, event, { disputeId: dispute.id, paymentId }, seen);
    const payment = paymentRef && snaps[0]?.exists ? (snaps[0].data() as StoredPayment) : null;
    if (!paymentRef || !payment) {
      record({ unmatched: true });
      return {
        result: { disputeId: dispute.id, state: null, changed: false, unmatched: true },
        mailed: false,
      };
    }
    const step: Applying = { tx, db, dispute, next, paymentRef, payment, record };
    const current = payment.dispute ?? null;
    if (current && current.id !== dispute.id) return secondDispute(step, current);
    if (current && (current.state !== 'open' || next === 'open')) return nothingNew(step, current);
    return decide(step, current);
  });

  if (result.unmatched)
    logError('dispute.unmatched', new Error('A dispute of no payment of ours'), { disputeId: dispute.id });
  if (result.changed)
    logEvent('dispute.applied', { disputeId: dispute.id, paymentId, state: result.state, mailed });
  return result;
}

/** Stripe allows one dispute per charge: another one is for a person, not applied here. */
function secondDispute(
  { tx, dispute, paymentRef, payment, record }: Applying,
  current: StoredDispute,
): Applied {
  tx.update(paymentRef, {
    reviewNote: `${payment.reviewNote ? `${payment.reviewNote} ` : ''}A second dispute (${dispute.id}) was reported for this payment.`,
  });
  record({ applied: false, secondDispute: true });
  return { result: { disputeId: dispute.id, state: current.state, changed: true }, mailed: false };
}

/** Decided before (final), or still undecided: nothing new (a changed date is kept up to date). */
function nothingNew({ tx, dispute, paymentRef, record }: Applying, current: StoredDispute): Applied {
  const respondBy = respondByOf(dispute);
  const moved = current.state === 'open' && !sameTime(current.respondBy, respondBy);
  if (moved) tx.update(paymentRef, { 'dispute.respondBy': respondBy });
  record({ applied: moved });
  return { result: { disputeId: dispute.id, state: current.state, changed: moved }, mailed: false };
}

/**
 * First heard of, decided, or both at once: the account and its trail (lost: the years come
 * back), the payment's dispute, Total Revenue less what the bank took, and the board's e-mail
 * the first time.
 */
async function decide(step: Applying, current: StoredDispute | null): Promise<Applied> {
  const { tx, db, dispute, next, paymentRef, payment, record } = step;
  const now = Timestamp.now();
  // read before any write: the board's notice names the payer, wherever their e-mail is kept
  const payer = current ? null : await payerOf(tx, paymentRef, payment);
  const yearsBack = await moveAccount(step, current, now);
  const opened: StoredDispute = current ?? {
    id: dispute.id,
    state: 'open',
    amountCents: dispute.amount,
    reason: dispute.reason,
    respondBy: respondByOf(dispute),
    openedAt: now,
    closedAt: null,
    yearsBack: [],
  };
  const decided: StoredDispute =
    next === 'open'
      ? opened
      : { ...opened, state: next, amountCents: dispute.amount, closedAt: now, yearsBack };
  const figures = disputeFigures(payment, next, dispute.amount);
  tx.update(paymentRef, { dispute: decided, ...figures });
  countInDeskTotals(tx, db, payment, { ...payment, ...figures });
  // the board hears of it once, as it stands when first heard of
  if (payer) mailBoard(step, decided, payer.payerEmail, yearsBack);
  record({ applied: true });
  return { result: { disputeId: dispute.id, state: next, changed: true }, mailed: !current };
}

/** What the dispute takes off Total Revenue: held while open, taken when lost, nothing when won. */
function disputeFigures(payment: StoredPayment, next: DisputeState, disputedCents: number) {
  const atStake = disputeLostAmountCents(payment, disputedCents);
  if (next === 'open') return { disputeHeldCents: atStake };
  return { disputeHeldCents: 0, ...(next === 'lost' ? { disputeLostCents: atStake } : {}) };
}

/**
 * The owners' trail: the dispute opened (nothing moves), and decided: won changes nothing, lost
 * puts back as owed the years the payment still paid (not refunded), with their dues, unless
 * owed already. Reads the account before any write; answers the years that came back.
 */
async function moveAccount(
  { tx, db, dispute, next, paymentRef, payment }: Applying,
  current: StoredDispute | null,
  now: Timestamp,
): Promise<string[]> {
  if (!payment.propertyId || payment.yearsPaid.length === 0) return [];
  const accountRef = db.collection(COLLECTIONS.hoaAccounts).doc(payment.propertyId);
  const accountSnap = await tx.get(accountRef);
  if (!accountSnap.exists) return [];
  const figures = figuresOf(accountSnap.data() as HoaAccount);
  const trail = (state: DisputeState, after: HoaAccountFigures, yearsBack: string[]) =>
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
  if (!current) trail('open', figures, []);
  if (next === 'open') return [];
  const back = next === 'lost' ? putYearsBack(figures, payment, yearsStillPaid(payment)) : null;
  trail(next, back?.after ?? figures, back?.yearsBack ?? []);
  return back?.yearsBack ?? [];
}

function mailBoard(
  { tx, db, dispute, payment }: Applying,
  decided: StoredDispute,
  payerEmail: string | null,
  yearsBack: string[],
): void {
  tx.set(
    db.collection(COLLECTIONS.mail).doc(disputeMailId(dispute.id)),
    queuedMail(
      disputeMail({
        invoiceNumber: payment.invoiceNumber,
        property: payment.property ?? null,
        payerEmail,
        amountCents: dispute.amount,
        reason: dispute.reason,
        state: decided.state,
        respondBy: decided.respondBy?.toDate() ?? null,
        yearsBack,
        deskUrl: appUrl(ROUTES.adminPayments),
      }),
    ),
  );
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
