// The payments desk's rows (spec §2 "Payment management"): each payment reduced once, when it is
// loaded, to what the table shows, sorts, searches and exports. Pure, so the filters can run over
// 10,000 payments on every keystroke without touching Firestore types, and unit tests need no
// browser.
import {
  MISC_CHARGE_TEXTS,
  disputeBlocksRefund,
  disputeLine,
  hoaToday,
  isMiscCharge,
  keptCents,
  paidYearCents,
  paymentStanding,
  refundLabel,
  refundableCents,
  yearsRefundable,
  type PaymentDispute,
  type PaymentStanding,
  type PaymentStatus,
  type PropertyAddress,
} from '@lakeside/domain';

/** A stored time as the rows keep it: anything that tells its milliseconds and its date. */
export type DeskTime = { toMillis(): number; toDate(): Date };

export type ChargeKind = 'misc' | 'annual';

export interface DeskRow {
  id: string;
  invoiceNumber: string;
  /** spec §2 Type: a Misc badge when no years were paid, otherwise Annual */
  kind: ChargeKind;
  /** street plus city, state; 'N/A' when the payment names no address */
  propertyLabel: string;
  /** the same on two lines (the grid's cell): the street, then 'city, state' ('' if none) */
  propertyLines: readonly [street: string, town: string];
  description: string;
  years: readonly string[];
  amountCents: number;
  totalChargedCents: number;
  status: PaymentStatus;
  failureReason: string | null;
  /** what happened to it, for the chip, the filter and the CSV (voided, refunded, disputed…) */
  standing: PaymentStanding;
  /** what a settlement left for the board to look at (a checkout paid twice or not applied) */
  reviewNote: string | null;
  /** milliseconds since the epoch; null while the server's time has not arrived */
  createdAtMs: number | null;
  /** a recorded payment's day received ('YYYY-MM-DD'): what it is dated, listed and sorted by */
  receivedOn: string | null;
  /** the Date column's moment: created, or the day received for a check entered later */
  dateMs: number | null;
  /** who paid: the checkout's name or e-mail ('' when unknown) */
  payer: string;
  /** a check's number, a transfer's reference ('' for none) */
  reference: string;
  feeCents: number;
  refundedCents: number;
  /** what the association keeps of it (domain keptCents) */
  netCents: number;
  /** the line under the chip, as the board reads it: why it failed, a refund, a dispute */
  statusReason: string;
  paymentMethod: string | null;
  /** a check, cash… the board recorded: voided with a reason, never refunded */
  recorded: boolean;
  /** 'Refunded $329.58' or 'Partially refunded $160.00'; null when none */
  refundLabel: string | null;
  /** an online payment Stripe charged (it has a payment intent): the only kind refunded */
  online: boolean;
  /** what is left to refund, and the paid years a refund may put back with their dues */
  refundableCents: number;
  refundableYears: readonly { year: string; cents: number }[];
  /** the payer's dispute with their bank: the chip, the line under it, the banner */
  dispute: PaymentDispute<DeskTime | null> | null;
  /** lower-cased invoice, description, address and method, one per line (see matchesSearch) */
  searchText: string;
}

/** What a row is made from: a payments/{id} document with any timestamp that has toMillis(). */
export interface DeskSource {
  id: string;
  invoiceNumber: string;
  property: PropertyAddress;
  description: string;
  yearsPaid: readonly string[];
  amountCents: number;
  totalChargedCents: number;
  status: PaymentStatus;
  failureReason: string | null;
  reviewNote?: string | null;
  paymentMethod: string | null;
  createdAt: { toMillis(): number } | null;
  source?: 'online' | 'recorded';
  stripePaymentIntentId?: string | null;
  duesByYear?: Record<string, number>;
  refundedCents?: number;
  refundReservedCents?: number;
  yearsRefunded?: string[];
  refundedAmountCents?: number;
  dispute?: PaymentDispute<DeskTime | null> | null;
  disputeLostCents?: number;
  voidedAt?: unknown;
  feeCents?: number;
  payerName?: string | null;
  payerEmail?: string | null;
  reference?: string;
  receivedOn?: string;
}

export const NO_PROPERTY = 'N/A';

/** Spec §2 Property column: "street plus city, state, or N/A". */
export function propertyLabel({ streetAddress, city, state }: PropertyAddress): string {
  if (!streetAddress) return NO_PROPERTY;
  return [streetAddress, [city, state].filter(Boolean).join(', ')].filter(Boolean).join(', ');
}

const receivedOnOf = (payment: DeskSource) =>
  payment.source === 'recorded' && payment.receivedOn ? payment.receivedOn : null;

/**
 * When the Date column says it happened: a check entered the day it was received keeps the
 * moment it was entered (the treasurer finds it at the top); one received on an earlier day is
 * dated that day (noon UTC: the same day in every US time zone).
 */
function dateMsOf(payment: DeskSource): number | null {
  const createdMs = payment.createdAt?.toMillis() ?? null;
  const received = receivedOnOf(payment);
  if (!received || (createdMs !== null && hoaToday(new Date(createdMs)) === received)) return createdMs;
  return Date.parse(`${received}T12:00:00Z`);
}

/** What the chip does not say: a refund, a dispute, why it failed (not a checkout left). */
function statusReasonOf(payment: DeskSource): string {
  const standing = paymentStanding(payment);
  const failed = payment.status === 'failed' && standing !== 'abandoned' ? (payment.failureReason ?? '') : '';
  return [refundLabel(payment) ?? '', payment.dispute ? (disputeLine(payment) ?? '') : '', failed]
    .filter(Boolean)
    .join(' · ');
}

export function toDeskRow(payment: DeskSource): DeskRow {
  const { streetAddress, city, state } = payment.property;
  return {
    id: payment.id,
    propertyLines: streetAddress
      ? [streetAddress, [city, state].filter(Boolean).join(', ')]
      : [NO_PROPERTY, ''],
    invoiceNumber: payment.invoiceNumber,
    kind: isMiscCharge(payment) ? 'misc' : 'annual',
    propertyLabel: propertyLabel(payment.property),
    description: payment.description,
    years: payment.yearsPaid,
    amountCents: payment.amountCents,
    totalChargedCents: payment.totalChargedCents,
    status: payment.status,
    failureReason: payment.failureReason,
    standing: paymentStanding(payment),
    reviewNote: payment.reviewNote || null,
    createdAtMs: payment.createdAt?.toMillis() ?? null,
    receivedOn: receivedOnOf(payment),
    dateMs: dateMsOf(payment),
    payer: payment.payerName || payment.payerEmail || '',
    reference: payment.source === 'recorded' ? (payment.reference ?? '') : '',
    feeCents: payment.feeCents ?? 0,
    refundedCents: payment.refundedCents ?? 0,
    netCents: keptCents(payment),
    statusReason: statusReasonOf(payment),
    paymentMethod: payment.paymentMethod,
    recorded: payment.source === 'recorded',
    refundLabel: refundLabel(payment),
    online: payment.source !== 'recorded' && !!payment.stripePaymentIntentId,
    // while the bank holds the money (a dispute open or lost) nothing is refundable at the desk
    refundableCents: disputeBlocksRefund(payment) ? 0 : refundableCents(payment),
    refundableYears: yearsRefundable(payment).map((year) => ({ year, cents: paidYearCents(payment, year) })),
    dispute: payment.dispute ?? null,
    // One field per line, so a search never matches across the end of one and the start of the
    // next; street and city share a line so "heron way, lakeside" finds the address as shown.
    // The method too: 'check #1042' finds the check the treasurer holds.
    searchText: [
      payment.invoiceNumber,
      payment.description,
      `${streetAddress}, ${city}`,
      payment.paymentMethod ?? '',
    ]
      .join('\n')
      .toLowerCase(),
  };
}

/**
 * The status filter: spec §2's All Status and four states, and each standing the status alone
 * does not say (Voided, Refunded, Disputed…). A payment is under its standing, not its status
 * too: a voided check is not among the Failed. All Status leaves out checkouts the payer left
 * (they charged nothing); only their own choice shows them.
 */
export type StatusFilter = PaymentStanding | 'all';

export interface DeskFilters {
  search: string;
  status: StatusFilter;
}

/** Spec §2: case-insensitive, against invoice number, description and street plus city. */
export function matchesSearch(row: DeskRow, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return needle === '' || row.searchText.includes(needle);
}

export function matchesStatus(row: DeskRow, status: StatusFilter): boolean {
  if (status === 'all') return row.standing !== 'abandoned';
  return row.standing === status;
}

export function filterRows(rows: readonly DeskRow[], { search, status }: DeskFilters): DeskRow[] {
  return rows.filter((row) => matchesStatus(row, status) && matchesSearch(row, search));
}

/** A charge the board voided (voidMiscCharge: status failed with the domain's reason). */
export function isVoided(row: Pick<DeskRow, 'status' | 'failureReason'>): boolean {
  return row.status === 'failed' && row.failureReason === MISC_CHARGE_TEXTS.voidedReason;
}

/** Only an unpaid misc charge with no money in transit can be voided (the server checks again). */
export function canVoid(row: Pick<DeskRow, 'kind' | 'status' | 'recorded'>): boolean {
  return row.kind === 'misc' && !row.recorded && row.status === 'pending';
}

/** A misc charge's link is worth sharing until the board voids it (a paid one shows its receipt state). */
export function canCopyLink(row: Pick<DeskRow, 'kind' | 'status' | 'failureReason' | 'recorded'>): boolean {
  return row.kind === 'misc' && !row.recorded && !isVoided(row);
}

/**
 * A charge whose link can still pay (the server's rule, payLinkCheckout's refuseUnpayable: not
 * paid, voided or in transit) is worth e-mailing to the owners (the server checks again).
 */
export function canEmailLink(row: Pick<DeskRow, 'kind' | 'status' | 'failureReason' | 'recorded'>): boolean {
  return canCopyLink(row) && (row.status === 'pending' || row.status === 'failed');
}

/** A completed online payment with something left to refund (the server checks again). */
export function canRefund(row: Pick<DeskRow, 'online' | 'status' | 'refundableCents'>): boolean {
  return row.online && row.status === 'completed' && row.refundableCents > 0;
}

/** A recorded payment entered by mistake is voided with a reason, once. */
export function canVoidRecorded(row: Pick<DeskRow, 'recorded' | 'status'>): boolean {
  return row.recorded && row.status === 'completed';
}
