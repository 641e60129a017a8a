// Miscellaneous charges (spec §2 dialog, §4, §5, §7, §9): a one-off amount the board
// bills a property, paid through a pay link that never goes stale. The charge is a payments/{id}
// document with no years (spec §3); its internal notes and the link's secret live apart, in
// paymentsPrivate/{id}, which only admins read.
import type { AuditActor } from './audit.js';
import type { PayMethod } from './dues.js';
import type { PaymentStatus } from './payments.js';
import type { PropertyAddress } from './properties.js';

/** Spec §9: misc amount 0.01 to 100000 dollars; description ≤ 500; notes ≤ 1000. */
export const MISC_CHARGE_LIMITS = {
  minCents: 1,
  maxCents: 100_000_00,
  descriptionMax: 500,
  notesMax: 1000,
} as const;

export const MISC_CHARGE_TEXTS = {
  // spec §5, word for word
  selectProperty: 'Please select a property',
  amountMin: 'Amount must be at least $0.01',
  amountMax: 'Amount must be less than $100,000',
  descriptionRequired: 'Description is required',
  descriptionMax: 'Description must be less than 500 characters',
  notesMax: 'Notes must be less than 1000 characters',
  signInRequired: 'You must be logged in to create charges',
  // spec §8 toasts
  createFailed: 'Error creating charge',
  loadPropertiesFailed: 'Error loading properties',
  created: 'Payment Link Created',
  createdBody: 'Share this link with the homeowner. It opened in a new tab.',
  // the server's refusals beyond §5
  notAdmin: 'Only the board can create charges',
  propertyNotFound: 'This property could not be found',
  /** a wrong token and an unknown charge answer alike: a link tells nothing it does not open */
  linkInvalid: 'This payment link is not valid. Please ask the board for a new link.',
  voided: 'This charge was voided by the board and can no longer be paid.',
  alreadyPaid: 'This charge has already been paid.',
  inTransit: 'A payment for this charge is already being processed.',
  notMisc: 'Only miscellaneous charges can be voided',
  voidPaid: 'A paid charge cannot be voided',
  voidSignInRequired: 'You must be logged in to void charges',
  voidNotAdmin: 'Only the board can void charges',
  voidedReason: 'Voided by the board',
  payFailed: 'Failed to start payment',
  openFailed: 'Failed to load this payment link',
  voidFailed: 'Failed to void charge',
} as const;

/**
 * emailPayLink: the desk's 'Email link' sends a charge's pay link to the owners of its
 * property, one e-mail each, at most once per owner per ten minutes.
 */
export const EMAIL_PAY_LINK_TEXTS = {
  signInRequired: 'You must be logged in to e-mail pay links',
  notAdmin: 'Only the board can e-mail pay links',
  notMisc: 'Only a miscellaneous charge has a pay link to e-mail',
  noLink: 'This charge has no pay link.',
  noOwners: 'This property has no owners to e-mail. Copy the link and send it yourself.',
  noOwnerEmail: 'No owner of this property has an e-mail address. Copy the link and send it yourself.',
  tooSoon:
    "This pay link was already e-mailed to the property's owners less than 10 minutes ago. Please wait a little.",
  failed: 'Failed to e-mail the pay link',
} as const;

/**
 * How often one owner may be sent one charge's link: never twice within this long of the last
 * (rateLimits/{payLinkRateLimitId} keeps when that was).
 */
export const PAY_LINK_MAIL_WINDOW_MS = 10 * 60_000;

/** mail/{id} of a charge's pay link e-mailed to one owner at `atMs` (at most one a window). */
export function payLinkMailId(paymentId: string, ownerUid: string, atMs: number): string {
  return `pay-link-${paymentId}-${ownerUid}-${atMs}`;
}

export interface EmailPayLinkAnswer {
  /** how many owners were e-mailed now (owners already e-mailed in the window are not counted) */
  emailed: number;
}

/** paymentsPrivate/{paymentId}: what only the board may read about a charge. */
export interface PaymentPrivate<Time = unknown> {
  /** the dialog's Internal Notes, '' when none */
  internalNotes: string;
  /** the pay link's secret (payLinkPath's `t`) */
  payToken: string;
  createdBy: string;
  createdAt: Time;
  /** a voided recorded payment's admin: the board's to know, never the owners' */
  voidedBy?: AuditActor;
  /**
   * the payer's name and e-mail, moved here from the payment when its property gained an owner
   * after it (a sale): the owners of the time read them on the payment, a later owner does not
   */
  payerName?: string | null;
  payerEmail?: string | null;
}

/** A pay link's secret: 32 random bytes, base64url (43 characters). */
export const PAY_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** What the pay page may show: the charge, never its notes, token or anyone's e-mail. */
export interface PayLinkView {
  paymentId: string;
  invoiceNumber: string;
  property: PropertyAddress;
  description: string;
  amountCents: number;
  feeCents: number;
  totalChargedCents: number;
  status: PaymentStatus;
  /** payable: Pay starts a checkout; processing: money in transit; paid; voided */
  state: 'payable' | 'processing' | 'paid' | 'voided';
  /** ISO 8601, when paid */
  completedAt: string | null;
  paymentMethod: string | null;
  /** the way the figures are priced: the payer's last choice, or what the charge was paid by */
  payMethod: PayMethod;
}

export interface PayMiscChargeAnswer {
  /** the Checkout Session's URL: fresh, or the live one another tab opened */
  url: string;
}

export interface VoidMiscChargeAnswer {
  status: PaymentStatus;
}

/** Whether a payment is a miscellaneous charge (spec §2: a Misc badge when no years were paid). */
export function isMiscCharge(payment: { yearsPaid: readonly string[] }): boolean {
  return payment.yearsPaid.length === 0;
}

/**
 * A charge still to pay: the board's (with a pay link, unlike money recorded as something
 * else), neither paid nor voided, and with no payment in flight. Its link opens a new checkout
 * whenever none is live, so one whose checkout expired is open too: the desk may record a check
 * for it (the function refuses while a payer is at a live checkout for it).
 */
export function isOpenCharge(payment: {
  yearsPaid: readonly string[];
  status: string;
  voidedAt?: unknown;
  source?: string;
}): boolean {
  return (
    isMiscCharge(payment) &&
    payment.source !== 'recorded' &&
    !payment.voidedAt &&
    (payment.status === 'pending' || payment.status === 'failed')
  );
}
