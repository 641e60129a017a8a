// Refunds and disputes of a paid session's charge, as Stripe keeps them (DESIGN.md §5):
// - POST /v1/refunds with `payment_intent` or `charge`, an optional `amount` (default: all that
//   is left), `reason` and `metadata`; several partial refunds may follow one another up to the
//   amount charged, pending ones counted. A card refund succeeds at once (unless
//   config.refundsPending); a bank debit's stays pending until a control settles it.
//   `refund.created` and `charge.refunded` on creation; `refund.updated` when it settles, and
//   `refund.failed` when it fails (the charge gets the amount back as refundable). A charge under
//   a dispute is refused (`charge_disputed`) while the dispute is open or once it is lost, unless
//   the dispute says the charge is still refundable.
// - A dispute opens (`charge.dispute.created`) and closes won or lost (`charge.dispute.closed`).
// Each event follows the delivery steering of the session whose charge it is.
import { invalid, missing, noSuch } from './form.ts';
import { metadata, nonEmptyString, unknownParams } from './params.ts';
import type { Emit } from './sessions.ts';
import {
  type Charge,
  type ChargeChild,
  type Dispute,
  type Params,
  type Refund,
  type SessionRecord,
  type Store,
  newId,
  nowSeconds,
} from './store.ts';

const REFUND_PARAMS = new Set(['payment_intent', 'charge', 'amount', 'reason', 'metadata', 'expand']);
const REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'] as const;

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The session whose payment intent or charge has this id. */
function sessionOfCharge(store: Store, by: 'payment_intent' | 'charge', id: string): SessionRecord {
  for (const record of store.sessions.values()) {
    if (by === 'payment_intent' && record.paymentIntent?.id === id) return record;
    if (by === 'charge' && record.charge?.id === id) return record;
  }
  throw noSuch(by, id, by);
}

/** POST /v1/refunds. */
export function createRefund(store: Store, params: Params, emit: Emit): Refund {
  unknownParams(params, REFUND_PARAMS, '');
  const intentId = nonEmptyString(params.payment_intent, 'payment_intent');
  const chargeId = nonEmptyString(params.charge, 'charge');
  if (!intentId && !chargeId) throw missing('payment_intent');
  if (intentId && chargeId) {
    throw invalid('You can only pass one of `charge` or `payment_intent`.', 'charge');
  }
  const record = intentId
    ? sessionOfCharge(store, 'payment_intent', intentId)
    : sessionOfCharge(store, 'charge', chargeId!);
  const charge = record.charge!;
  if (charge.status !== 'succeeded') {
    throw invalid(
      `This charge (${charge.id}) has no successful payment to refund: its status is '${charge.status}'.`,
      intentId ? 'payment_intent' : 'charge',
      'charge_not_refundable',
    );
  }
  if (chargedBack(store, charge)) {
    throw invalid(
      `Charge ${charge.id} has been charged back; cannot issue a refund.`,
      intentId ? 'payment_intent' : 'charge',
      'charge_disputed',
    );
  }
  const left = charge.amount - charge.amount_refunded;
  if (left <= 0) {
    throw invalid(`Charge ${charge.id} has already been refunded.`, 'charge', 'charge_already_refunded');
  }
  const amountText = nonEmptyString(params.amount, 'amount');
  if (amountText !== undefined && !/^\d+$/.test(amountText)) {
    throw invalid(`Invalid positive integer`, 'amount', 'parameter_invalid_integer');
  }
  const amount = amountText === undefined ? left : Number(amountText);
  if (amount < 1) throw invalid('Invalid positive integer', 'amount', 'parameter_invalid_integer');
  if (amount > left) {
    throw invalid(
      `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(left)})`,
      'amount',
      'amount_too_large',
    );
  }
  const reasonText = nonEmptyString(params.reason, 'reason');
  if (reasonText !== undefined && !(REASONS as readonly string[]).includes(reasonText)) {
    throw invalid(`Invalid reason: must be one of ${REASONS.join(', ')}`, 'reason');
  }
  const bank = charge.payment_method_details.type === 'us_bank_account';
  const refund: Refund = {
    id: newId('re'),
    object: 'refund',
    amount,
    charge: charge.id,
    created: nowSeconds(),
    currency: charge.currency,
    failure_reason: null,
    metadata: metadata(params.metadata, 'metadata'),
    payment_intent: charge.payment_intent,
    reason: (reasonText as Refund['reason']) ?? null,
    status: bank || store.config.refundsPending ? 'pending' : 'succeeded',
  };
  store.refunds.set(refund.id, { sessionId: record.session.id, object: refund });
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  emit('refund.created', structuredClone(refund), record.session.id);
  emit('charge.refunded', structuredClone(charge), record.session.id);
  return structuredClone(refund);
}

/** A dispute on the charge keeps its money with the bank: open (and not refundable), or lost. */
function chargedBack(store: Store, charge: Charge): boolean {
  return [...store.disputes.values()].some(
    ({ object: dispute }) =>
      dispute.charge === charge.id &&
      (dispute.status === 'lost' || (dispute.status !== 'won' && !dispute.is_charge_refundable)),
  );
}

export function findRefund(store: Store, id: string): ChargeChild<Refund> {
  const found = store.refunds.get(id);
  if (!found) {
    throw noSuch('refund', id, 'id');
  }
  return found;
}

/** GET /v1/refunds?charge=…|payment_intent=…: the charge's refunds, newest first. */
export function listRefunds(store: Store, params: Params): Record<string, unknown> {
  const charge = nonEmptyString(params.charge, 'charge');
  const intent = nonEmptyString(params.payment_intent, 'payment_intent');
  const data = [...store.refunds.values()]
    .map(({ object }) => object)
    .filter(
      (refund) => (!charge || refund.charge === charge) && (!intent || refund.payment_intent === intent),
    )
    .reverse();
  return { object: 'list', data: structuredClone(data), has_more: false, url: '/v1/refunds' };
}

/** A pending refund settles (a control): `refund.updated`, and `refund.failed` when it failed. */
export function settleRefund(store: Store, id: string, outcome: 'succeeded' | 'failed', emit: Emit): Refund {
  const { sessionId, object: refund } = findRefund(store, id);
  if (refund.status !== 'pending') {
    throw invalid(`Only a pending refund can settle; ${refund.id} is '${refund.status}'.`, 'refund');
  }
  refund.status = outcome;
  if (outcome === 'failed') {
    refund.failure_reason = 'expired_or_canceled_card';
    const charge = store.sessions.get(sessionId)?.charge;
    if (charge) {
      charge.amount_refunded -= refund.amount;
      charge.refunded = false;
    }
  }
  emit('refund.updated', structuredClone(refund), sessionId);
  if (outcome === 'failed') emit('refund.failed', structuredClone(refund), sessionId);
  return structuredClone(refund);
}

/** How long the stand-in's bank gives the board to answer a dispute. */
const DISPUTE_RESPONSE_DAYS = 14;

/** The payer disputes the session's charge with their bank: `charge.dispute.created`. */
export function openDispute(record: SessionRecord, emit: Emit, store: Store): Dispute {
  const charge: Charge | null = record.charge;
  if (!charge || charge.status !== 'succeeded') {
    throw invalid('Only a successful charge can be disputed.', 'charge');
  }
  if (charge.disputed) throw invalid(`Charge ${charge.id} is already disputed.`, 'charge');
  charge.disputed = true;
  const dispute: Dispute = {
    id: newId('dp'),
    object: 'dispute',
    amount: charge.amount - charge.amount_refunded,
    charge: charge.id,
    created: nowSeconds(),
    currency: charge.currency,
    evidence_details: {
      due_by: nowSeconds() + DISPUTE_RESPONSE_DAYS * 86_400,
      has_evidence: false,
      past_due: false,
      submission_count: 0,
    },
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: charge.payment_intent,
    reason: 'fraudulent',
    status: 'needs_response',
  };
  store.disputes.set(dispute.id, { sessionId: record.session.id, object: dispute });
  emit('charge.dispute.created', structuredClone(dispute), record.session.id);
  return structuredClone(dispute);
}

export function findDispute(store: Store, id: string): ChargeChild<Dispute> {
  const found = store.disputes.get(id);
  if (!found) {
    throw noSuch('dispute', id, 'dispute');
  }
  return found;
}

/** The bank decides (a control): `charge.dispute.closed` with `won` or `lost`. */
export function closeDispute(store: Store, id: string, outcome: 'won' | 'lost', emit: Emit): Dispute {
  const { sessionId, object: dispute } = findDispute(store, id);
  if (dispute.status === 'won' || dispute.status === 'lost') {
    throw invalid(`Dispute ${dispute.id} is already closed: '${dispute.status}'.`, 'dispute');
  }
  dispute.status = outcome;
  emit('charge.dispute.closed', structuredClone(dispute), sessionId);
  return structuredClone(dispute);
}
