// Disputes (DESIGN.md §5): a payer asks their bank to take a card payment back. Stripe
// reports it (`charge.dispute.created`), the bank decides weeks later (`charge.dispute.closed`,
// won or lost), and the board answers in the Stripe Dashboard meanwhile. The payment keeps its
// status ('completed': the money was received) and carries the dispute beside it; what the
// board and the owner see is said here. Plain data and pure functions; nothing here imports
// payments.ts, which names the dispute on its Payment.
import { formatHoaDate } from './association.js';
import { formatCents } from './money.js';
import { sortYears } from './years.js';

/** open: the bank holds the money while it decides; won: it stays ours; lost: it went back. */
export const DISPUTE_STATES = ['open', 'won', 'lost'] as const;
export type DisputeState = (typeof DISPUTE_STATES)[number];

/**
 * Stripe's dispute status as the board needs it. `warning_closed` is an inquiry the bank closed
 * without a dispute: the money stays, as when a dispute is won. Every other status
 * (`needs_response`, `under_review`, their `warning_` inquiries, a status Stripe adds later) is
 * still undecided.
 */
export function disputeStateOf(stripeStatus: string): DisputeState {
  if (stripeStatus === 'won' || stripeStatus === 'warning_closed') return 'won';
  if (stripeStatus === 'lost') return 'lost';
  return 'open';
}

/** payments/{id}.dispute: the payment's dispute as Stripe last said it (a charge has at most one). */
export interface PaymentDispute<Time = unknown> {
  /** Stripe's dispute id (dp_…) */
  id: string;
  state: DisputeState;
  /** what the bank took back, fee included (Stripe's `amount`) */
  amountCents: number;
  /** Stripe's reason ('fraudulent', 'product_not_received', …) */
  reason: string;
  /** the last day to answer the bank in the Stripe Dashboard; null when Stripe gives none */
  respondBy: Time | null;
  openedAt: Time;
  closedAt: Time | null;
  /** the paid years a lost dispute put back as owed, with their dues on the balance */
  yearsBack: string[];
}

/** The payment's dispute figures (absent on payments never disputed). */
export interface PaymentDisputes<Time = unknown> {
  dispute?: PaymentDispute<Time> | null;
  /**
   * what of the amount (dues or charge, before the fee) a lost dispute took back: Total Revenue
   * is net of it, as of refunds
   */
  disputeLostCents?: number;
  /**
   * what of the amount the bank holds while the dispute is open (the same figure a loss would
   * take), 0 once it is decided: Total Revenue leaves it out until the bank gives it back
   */
  disputeHeldCents?: number;
}

/**
 * The part of the amount a lost dispute takes: the bank's figure comes off what is left of the
 * amount after refunds (a dispute covers the fee too, which is no revenue).
 */
export function disputeLostAmountCents(
  payment: { amountCents: number; refundedAmountCents?: number },
  disputedCents: number,
): number {
  return Math.max(0, Math.min(disputedCents, payment.amountCents - (payment.refundedAmountCents ?? 0)));
}

/** Whether the payment's dispute is open or lost: then it cannot be refunded (the bank has it). */
export function disputeBlocksRefund(payment: PaymentDisputes): boolean {
  return payment.dispute?.state === 'open' || payment.dispute?.state === 'lost';
}

/**
 * The years a payment still pays: its years, less those a refund or a lost dispute put back as
 * owed, and less the year money received at the desk paid only in part (the rest of it is still
 * to pay). The one rule of which years a completed payment holds (paying a year again, the hold
 * that stops it being paid twice).
 */
export function yearsStillPaid(payment: {
  yearsPaid: readonly string[];
  yearsRefunded?: readonly string[];
  dispute?: Pick<PaymentDispute, 'yearsBack'> | null;
  partPaid?: { year: string } | null;
}): string[] {
  const back = new Set([
    ...(payment.yearsRefunded ?? []),
    ...(payment.dispute?.yearsBack ?? []),
    ...(payment.partPaid ? [payment.partPaid.year] : []),
  ]);
  return sortYears(payment.yearsPaid.filter((year) => !back.has(year)));
}

/** The trail entries of one dispute (its opening, its close) and the board's e-mail: one each. */
export const disputeActivityId = (disputeId: string, state: DisputeState) => `dispute-${disputeId}-${state}`;
export const disputeMailId = (disputeId: string) => `dispute-${disputeId}`;

/** Stripe's reasons as the board reads them; a reason not listed is shown as Stripe writes it. */
const DISPUTE_REASON_LABELS: Record<string, string> = {
  fraudulent: 'the cardholder says they did not make it',
  duplicate: 'the cardholder says it was charged twice',
  subscription_canceled: 'the cardholder says it was canceled',
  product_not_received: 'the cardholder says nothing was received',
  product_unacceptable: 'the cardholder says it was not as described',
  credit_not_processed: 'the cardholder says a refund was promised',
  unrecognized: 'the cardholder does not recognize it',
  general: 'no reason given',
};

export function disputeReasonLabel(reason: string): string {
  return DISPUTE_REASON_LABELS[reason] ?? reason.replaceAll('_', ' ');
}

type Dated = { toDate(): Date };

export const DISPUTE_TEXTS = {
  /** the status chip of a payment whose dispute is open, or was lost */
  disputed: 'Disputed',
  lost: 'Dispute lost',
  /** the line under the chip */
  openLine: (amountCents: number, respondBy: Dated | null) =>
    respondBy
      ? `${formatCents(amountCents)} held by the bank · respond by ${formatHoaDate(respondBy.toDate())}`
      : `${formatCents(amountCents)} held by the bank`,
  wonLine: 'Dispute won: the money stays',
  lostLine: (amountCents: number) => `${formatCents(amountCents)} taken back by the bank`,
  /** the desk's banner */
  bannerTitle: (count: number) => (count === 1 ? '1 payment is disputed' : `${count} payments are disputed`),
  bannerBody:
    "The payer's bank holds the money while it decides. Answer each dispute in the Stripe Dashboard by its date, or it is lost.",
  bannerItem: (invoice: string, amountCents: number, respondBy: Dated | null) =>
    respondBy
      ? `${invoice} · ${formatCents(amountCents)} · respond by ${formatHoaDate(respondBy.toDate())}`
      : `${invoice} · ${formatCents(amountCents)}`,
  /** the account's trail and statement */
  opened: (invoice: string) => `Payment ${invoice} disputed with the bank`,
  won: (invoice: string) => `Dispute on ${invoice} won: the payment stands`,
  lostEntry: (invoice: string, amountCents: number) =>
    `Dispute on ${invoice} lost: the bank took back ${formatCents(amountCents)}`,
  notRefundable: 'A disputed payment cannot be refunded: the bank decides what goes back',
} as const;

/** The line under the chip: what the dispute holds or took, or that it was won; null if none. */
export function disputeLine(payment: PaymentDisputes<Dated | null>): string | null {
  const dispute = payment.dispute;
  if (!dispute) return null;
  if (dispute.state === 'open') return DISPUTE_TEXTS.openLine(dispute.amountCents, dispute.respondBy);
  if (dispute.state === 'lost') return DISPUTE_TEXTS.lostLine(dispute.amountCents);
  return DISPUTE_TEXTS.wonLine;
}

/** A dispute's entry on the account's trail and statement, by what the bank has decided. */
export function disputeEntryTitle(entry: {
  invoiceNumber: string;
  state: DisputeState;
  amountCents: number;
}): string {
  if (entry.state === 'open') return DISPUTE_TEXTS.opened(entry.invoiceNumber);
  if (entry.state === 'won') return DISPUTE_TEXTS.won(entry.invoiceNumber);
  return DISPUTE_TEXTS.lostEntry(entry.invoiceNumber, entry.amountCents);
}
