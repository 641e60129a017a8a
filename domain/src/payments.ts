// Payments (spec §5 annual payment, §9 constants): invoice numbers, statuses, the year-hold rule
// and the requests. What dues and fees cost is dues.ts. Money is integer cents (money.ts); the
// server computes every amount and the screens show figures from these same functions.
import { ANNUAL_DUES_CENTS, chargeBreakdown, payMethodOfStripe, type PayMethod } from './dues.js';
import { formatCents } from './money.js';
import type { PropertyAddress } from './properties.js';
import type { PaymentDispute } from './disputes.js';
import type { RecordedMethod } from './recordedPayments.js';
import { sortYears } from './years.js';

// Invoice numbers: human-readable, sortable by date, and unique enough to quote on the phone.
// Shape: INV-YYYYMMDD-XXXXXX (six characters from an alphabet without 0/O and 1/I/L).

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const SUFFIX_LENGTH = 6;
export const INVOICE_NUMBER_PATTERN = /^INV-\d{8}-[2-9A-HJKMNP-Z]{6}$/;

/**
 * @param now the creation time (its UTC date goes into the number)
 * @param randomInt returns an integer in [0, max); injected so tests are deterministic and the
 *   server can use a cryptographic source
 */
export function newInvoiceNumber(now: Date, randomInt: (max: number) => number): string {
  const date = now.toISOString().slice(0, 10).replace(/-/g, '');
  let suffix = '';
  for (let i = 0; i < SUFFIX_LENGTH; i++) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `INV-${date}-${suffix}`;
}

// ─── Payments: statuses, what a year costs to pay, and the annual request ──────────────────────

/** payments/{id}.status (spec §4): the four states a transaction can be in. */
export const PAYMENT_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Status chip colours (spec §4): completed green, failed red, processing blue, others yellow. */
export type PaymentStatusColor = 'success' | 'danger' | 'informative' | 'warning';
export function paymentStatusColor(status: string): PaymentStatusColor {
  if (status === 'completed') return 'success';
  if (status === 'failed') return 'danger';
  if (status === 'processing') return 'informative';
  return 'warning';
}

/** payments/{id} (DESIGN.md §3), written only by the functions; `Time` is the SDK's timestamp. */
export interface Payment<Time = unknown> {
  propertyId: string;
  ownerUids: string[];
  /** street, city, state and ZIP at the time of the charge, for the history, receipts and desk */
  property: PropertyAddress;
  invoiceNumber: string;
  description: string;
  /** the years this payment settles; empty for a miscellaneous charge (spec §3) */
  yearsPaid: string[];
  /**
   * What each paid year cost when the checkout opened (the year's rate then), so
   * settling never depends on a rate changed since. Absent on payments from before rates: every
   * year $160.00 (paidYearCents).
   */
  duesByYear?: Record<string, number>;
  amountCents: number;
  feeCents: number;
  totalChargedCents: number;
  status: PaymentStatus;
  /** why a payment failed or was released ('Checkout canceled', 'Checkout expired', …) */
  failureReason: string | null;
  /** 'card', … as Stripe reports it once paid */
  paymentMethod: string | null;
  /**
   * How the payer chose to pay: the fee was reckoned for it, and its Checkout offered
   * only it. Absent on payments from before the choice, and on charges the board created: card.
   */
  payMethod?: PayMethod;
  checkoutSessionId: string | null;
  /** when the Checkout Session stops accepting payment: a pending payment is "live" until then */
  checkoutExpiresAt: Time | null;
  stripePaymentIntentId: string | null;
  stripeChargeId: string | null;
  /** where the receipt goes: the payer's e-mail as Auth verified it */
  payerEmail: string | null;
  /**
   * who paid, for the receipt: the resident's name when they start annual dues, else
   * the name Stripe's checkout collected; absent on payments made before it was kept
   */
  payerName?: string | null;
  /**
   * true once the property gained an owner after this payment: its payer's name and e-mail are
   * then in its private half (PaymentPrivate), for the board, and no longer here
   */
  payerPrivate?: boolean;
  createdBy: string;
  createdAt: Time;
  completedAt: Time | null;
  /** set when a settlement needs a person (e.g. years paid twice): what to look at */
  reviewNote?: string;
  /** a miscellaneous charge the board voided (status failed, failureReason 'Voided by the board') */
  voidedAt?: Time | null;
  /**
   * A miscellaneous charge's pay link opens a fresh Checkout Session whenever none is live:
   * `checkoutAttempt` counts them (the session's idempotency key is `{paymentId}-{attempt}`),
   * `checkoutUrl` is the live session's page, `checkoutOrigin` the app origin its payer returns to.
   */
  checkoutAttempt?: number;
  checkoutUrl?: string | null;
  checkoutOrigin?: string;
  /** whether that session returns to the pay link with its token (a payer who had only the token) */
  checkoutReturnsToken?: boolean;
  /** the payer pressed Cancel: when its session expires, that is why it failed */
  cancelRequestedAt?: Time | null;
  /** every Checkout Session a charge's pay link opened: the only ones that may settle it */
  checkoutSessionIds?: string[];
  /**
   * 'recorded': a check, cash, money order or bank transfer the board entered, with
   * how and when it was received; absent on online payments.
   */
  source?: 'online' | 'recorded';
  recordedMethod?: RecordedMethod;
  /** the check number or transfer reference ('' when none) */
  reference?: string;
  /** 'YYYY-MM-DD', the day the board received it */
  receivedOn?: string;
  /** money received short of the years ticked: the year it paid in part, and what stays owed */
  partPaid?: { year: string; paidCents: number; leftCents: number } | null;
  /** money received beyond the years (and any balance beyond them), kept as the account's credit */
  creditAddedCents?: number;
  /** a miscellaneous charge paid at the desk (a void opens it again) */
  recordedForCharge?: boolean;
  /** the desk's payments of this charge that were voided, oldest first */
  voidedPayments?: { paymentMethod: string; receivedOn: string; reason: string; at: Time }[];
  /**
   * a voided recorded payment: why, as the owners see it (status failed, voidedAt set); who
   * voided it is on the private half (PaymentPrivate.voidedBy)
   */
  voidReason?: string;
  /** what refunds gave back and put back as owed (domain refunds.ts) */
  refundedCents?: number;
  refundedAmountCents?: number;
  refundReservedCents?: number;
  yearsRefunded?: string[];
  /** when Stripe last gave money back (the receipt says "Refunded $x on {date}") */
  lastRefundedAt?: Time | null;
  /** a payer's dispute with their bank and what it took (domain disputes.ts) */
  dispute?: PaymentDispute<Time> | null;
  disputeLostCents?: number;
  disputeHeldCents?: number;
}

/** What a dues payment paid for `year`: its recorded price, else the spec's $160.00. */
export function paidYearCents(payment: Pick<Payment, 'duesByYear'>, year: string): number {
  return payment.duesByYear?.[year] ?? ANNUAL_DUES_CENTS;
}

/** The spec's annual description (§9): 'HOA Dues Payment - ' followed by the years joined. */
export function annualDuesDescription(years: readonly string[]): string {
  return `HOA Dues Payment - ${years.join(', ')}`;
}

/**
 * The description of money received at the desk for dues: the spec's, with the year it paid
 * only in part marked, so the desk and the owner's history do not read it as paid
 * ('HOA Dues Payment - 2024, 2025 (part)').
 */
export function receivedDuesDescription(years: readonly string[], partYear: string | null): string {
  return annualDuesDescription(years.map((year) => (year === partYear ? `${year} (part)` : year)));
}

/** What a payment needs to say whether it still holds its years (see payableYears). */
export interface YearHold {
  status: PaymentStatus;
  yearsPaid: readonly string[];
  /** milliseconds since the epoch; null when no checkout was opened */
  checkoutExpiresAtMs: number | null;
}

/**
 * A pending payment holds its years while its checkout can still be paid; a processing one
 * (paid, money not yet confirmed) and a completed one hold them for good. A failed one holds
 * nothing.
 */
export function holdsYears(payment: YearHold, nowMs: number): boolean {
  if (payment.status === 'completed' || payment.status === 'processing') return true;
  if (payment.status === 'pending') {
    return payment.checkoutExpiresAtMs === null || payment.checkoutExpiresAtMs > nowMs;
  }
  return false;
}

/**
 * The rule of DESIGN.md §5: a year can be paid if it is owed and not covered by a completed or
 * live pending payment. Answers the owed years in order, each with whether it is payable now.
 */
export function yearsPayability(
  yearsOwed: readonly string[],
  payments: readonly YearHold[],
  nowMs: number,
): { year: string; payable: boolean }[] {
  const held = new Set(payments.filter((p) => holdsYears(p, nowMs)).flatMap((p) => p.yearsPaid));
  return sortYears(yearsOwed).map((year) => ({ year, payable: !held.has(year) }));
}

/** How many payment attempts one resident may start in RATE_LIMIT_WINDOW_MS. */
export const RATE_LIMIT_ATTEMPTS = 5;
export const RATE_LIMIT_WINDOW_MS = 10 * 60_000;
/** Stripe's minimum Checkout Session lifetime: a session (and its years) is live this long. */
export const CHECKOUT_LIFETIME_MS = 31 * 60_000;

export const PAYMENT_TEXTS = {
  selectYear: 'Please select at least one year to pay',
  payMethodInvalid: 'Choose to pay by card or by bank account',
  /** a bank payment while its debit clears */
  bankProcessing: 'Processing — bank payments take up to 4 business days',
  rateLimited: 'Too many payment attempts. Please wait 10 minutes and try again.',
  duplicate:
    'A payment for these years was recently attempted. Finish or cancel that checkout, or try again in 30 minutes.',
  signInRequired: 'You must be logged in to make a payment',
  approvalRequired: 'Your account must be approved before you can make a payment',
  notOwner: 'You are not an owner of this property',
  noAccount: 'This property has no HOA account',
  yearNotPayable: 'One or more of the selected years is not owed or is already being paid',
  amountMismatch: 'The amount does not match the selected years. Please reload the page and try again.',
  nothingLeftOf: (year: string) =>
    `Your balance no longer covers ${year}: please contact the board to correct your account.`,
  stripeUnavailable:
    'The payment service could not be reached. Nothing was charged; please try again in a few minutes.',
  initiateFailed: 'Failed to initiate payment',
  paymentNotFound: 'This payment could not be found',
  confirmFailed: 'Failed to confirm payment',
  invalidSession: 'This is not a valid checkout session',
  canceledReason: 'Checkout canceled',
  expiredReason: 'Checkout expired',
  declinedReason: 'Payment failed',
} as const;

/**
 * What a settlement that needs a person writes into the payment's review note (Payment.reviewNote),
 * for the board: money that came in for something no longer owed, to refund, credit or keep.
 */
export const PAYMENT_REVIEW_NOTES = {
  /** a voided miscellaneous charge was paid all the same (money wins over a void) */
  voidedButPaid: 'Paid after it was voided: refund or keep.',
  /** a second checkout was paid for a charge another checkout had already settled */
  paidTwice: (sessionId: string, paymentIntentId: string | null, settledBySessionId: string) =>
    `Paid twice: checkout ${sessionId} (payment ${paymentIntentId ?? 'unknown'}) was paid after ${settledBySessionId} had settled this charge: refund one.`,
  /** dues paid for years the account no longer owed (settled some other way meanwhile) */
  yearsNoLongerOwed: (years: readonly string[], cents: number) =>
    `Paid for ${years.join(', ')}, which ${years.length === 1 ? 'was' : 'were'} no longer owed: refund or credit ${formatCents(cents)}.`,
  /** money arrived through a checkout that does not match this payment: it was not applied */
  mismatchedCheckout: (sessionId: string, mismatches: readonly CheckoutMismatch[]) =>
    `Checkout ${sessionId} was paid but not applied: ${mismatches.map(mismatchText).join('; ')}. Check it in Stripe and refund it.`,
  /** a refund the desk did not ask for: money back, no year owed again */
  refundMadeInStripe: (refundId: string, cents: number) =>
    `Refund ${refundId} of ${formatCents(cents)} was made in Stripe, not at the desk: no year was put back. Check it.`,
} as const;

/** The currency every payment is charged in. */
export const PAYMENT_CURRENCY = 'usd';

/** What a payment must agree with before a checkout may change it. */
export interface CheckoutOwner {
  paymentId: string;
  /** the payment's checkout: the one its Pay opened (annual dues), or its latest (a charge) */
  checkoutSessionId: string | null;
  /** a miscellaneous charge's every checkout, each Pay of its link opens one */
  checkoutSessionIds?: readonly string[];
  /** what is owed before the fee; the fee follows the way it is paid (chargeBreakdown) */
  amountCents: number;
  totalChargedCents: number;
}

/** What Stripe itself says of a checkout (the retrieved session, never an event's copy). */
export interface CheckoutClaim {
  sessionId: string;
  /** the session's metadata.paymentId */
  metadataPaymentId: string | null;
  /** amount_total, in the smallest unit of `currency` */
  amountTotal: number | null;
  currency: string | null;
  /** the payment method's type Stripe reports ('card', 'us_bank_account'), when it says */
  paymentMethod: string | null;
}

export type CheckoutMismatch =
  | { kind: 'session' }
  | { kind: 'metadata' }
  | { kind: 'amount'; amountTotal: number | null; currency: string | null; expectedCents: number }
  | { kind: 'currency'; currency: string | null };

/**
 * Whether a checkout may settle, hold or release this payment: only if it is the payment's own
 * session (a charge's: one of its sessions), its metadata names the payment, and it is for the
 * payment's whole total in US dollars. Anything else is parked for the board, never applied: a
 * leaked API key must not turn a $0.50 session, or one in another currency, into paid dues.
 * Answers every mismatch found (none: the checkout is the payment's).
 */
export function checkoutMismatches(owner: CheckoutOwner, claim: CheckoutClaim): CheckoutMismatch[] {
  const found: CheckoutMismatch[] = [];
  const sessions = [owner.checkoutSessionId, ...(owner.checkoutSessionIds ?? [])];
  if (!sessions.includes(claim.sessionId)) found.push({ kind: 'session' });
  if (claim.metadataPaymentId !== owner.paymentId) found.push({ kind: 'metadata' });
  if (claim.amountTotal !== owner.totalChargedCents && claim.amountTotal !== repricedTotal(owner, claim)) {
    found.push({
      kind: 'amount',
      amountTotal: claim.amountTotal,
      currency: claim.currency,
      expectedCents: owner.totalChargedCents,
    });
  }
  if (claim.currency !== PAYMENT_CURRENCY) found.push({ kind: 'currency', currency: claim.currency });
  return found;
}

/**
 * The payment's total by the way Stripe says it was paid. A pay link's charge is priced again
 * each time the payer switches between card and bank, so a checkout opened before the
 * switch and paid after it is the charge's own at that checkout's price; the amount is always
 * the payment's, only the fee moves, and only to our fee for the method used.
 */
export function repricedTotal(
  owner: Pick<CheckoutOwner, 'amountCents'>,
  claim: Pick<CheckoutClaim, 'paymentMethod'>,
) {
  return chargeBreakdown(owner.amountCents, payMethodOfStripe(claim.paymentMethod)).totalCents;
}

/** An amount as Stripe states it: dollars for USD, else the smallest unit and the currency. */
function amountText(amount: number | null, currency: string | null): string {
  if (amount === null) return 'no amount';
  if (currency === PAYMENT_CURRENCY) return formatCents(amount);
  return `${amount} (smallest unit of ${currency ? currency.toUpperCase() : 'no currency'})`;
}

function mismatchText(mismatch: CheckoutMismatch): string {
  switch (mismatch.kind) {
    case 'session':
      return 'it is not a checkout this payment opened';
    case 'metadata':
      return 'its metadata names another payment';
    case 'amount':
      return `it was for ${amountText(mismatch.amountTotal, mismatch.currency)}, not ${formatCents(mismatch.expectedCents)}`;
    case 'currency':
      return `it was in ${mismatch.currency ? mismatch.currency.toUpperCase() : 'no currency'}, not USD`;
  }
}

export interface CreateHoaPaymentAnswer {
  url: string;
  paymentId: string;
  invoiceNumber: string;
}

export interface ConfirmCheckoutAnswer {
  paymentId: string;
  invoiceNumber: string;
  status: PaymentStatus;
}

export interface CancelCheckoutAnswer {
  status: PaymentStatus;
}

/** The receipt's id for a payment: one mail document per payment, so it is queued once. */
export function receiptMailId(paymentId: string): string {
  return `receipt-${paymentId}`;
}

/** The owners' notice that a recorded payment was voided: one per payment. */
export function paymentVoidedMailId(paymentId: string): string {
  return `payment-voided-${paymentId}`;
}

/** The payer's notice that their bank debit was submitted: one per payment. */
export function bankSubmittedMailId(paymentId: string): string {
  return `bank-submitted-${paymentId}`;
}

/** The payer's notice that their bank debit failed: one per payment. */
export function bankFailedMailId(paymentId: string): string {
  return `bank-failed-${paymentId}`;
}
