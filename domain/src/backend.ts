// Names the web app, the functions, the tests and the scripts must agree on (DESIGN.md §1–3):
// where the functions run, what the collections are called, and which callables exist with
// what payload and answer. The one place each is spelled.
import { contactEmailKey } from './contact.js';
import type {
  SendContactMessageAnswer,
  SetContactMessageStatusAnswer,
  SetContactMessageStatusRequest,
} from './contact.js';
import type { ContactRequest } from './contactSchemas.js';
import type { DownloadDocumentAnswer, DownloadDocumentRequest } from './documents.js';
import type { EnsureHoaAccountAnswer, SyncHoaAccountsAnswer, UpdateHoaAccountAnswer } from './hoaAccounts.js';
import type { UpdateHoaAccountRequest } from './hoaAccountSchemas.js';
import type { CancelCheckoutAnswer, ConfirmCheckoutAnswer, CreateHoaPaymentAnswer } from './payments.js';
import type {
  CancelCheckoutRequest,
  ConfirmCheckoutRequest,
  CreateHoaPaymentRequest,
} from './paymentSchemas.js';
import type {
  EmailPayLinkAnswer,
  PayLinkView,
  PayMiscChargeAnswer,
  VoidMiscChargeAnswer,
} from './miscCharges.js';
import type {
  CreateMiscChargeRequest,
  EmailPayLinkRequest,
  PayLinkRequest,
  PayMiscChargeRequest,
  VoidMiscChargeRequest,
} from './miscChargeSchemas.js';
import type { PropertyOwnerAnswer } from './properties.js';
import type { PropertyIdRequest, PropertyOwnerRequest } from './propertySchemas.js';
import type { ResendVerificationAnswer, SetApprovalStatusAnswer, SyncProfileEmailsAnswer } from './users.js';
import type { BillYearAnswer, BillingPreview } from './billing.js';
import type { SetDuesRateAnswer } from './duesRates.js';
import type { BillYearRequest, SetDuesRateRequest } from './duesRateSchemas.js';
import type { ResendVerificationRequest, SetApprovalStatusRequest } from './userSchemas.js';
import type { RecordPaymentAnswer, VoidRecordedPaymentAnswer } from './recordedPayments.js';
import type { RecordPaymentRequest, VoidRecordedPaymentRequest } from './recordedPaymentSchemas.js';
import type { DeskPaymentTotals } from './deskTotals.js';
import type { RefundPaymentAnswer } from './refunds.js';
import type { RefundPaymentRequest } from './refundSchemas.js';
import type {
  CountUndeliveredMailAnswer,
  DismissMailAnswer,
  ListUndeliveredMailAnswer,
  MailIdRequest,
  ResendMailAnswer,
} from './mailDelivery.js';
import type { RemindAllAnswer, RemindersPreview, SendReminderAnswer } from './reminders.js';
import type { ListPaperNoticesAnswer } from './paperNotices.js';

/** Where every function runs; the web app's and the tests' Functions clients use the same. */
export const FUNCTIONS_REGION = 'us-central1';

const DAY_MS = 24 * 60 * 60_000;

export const COLLECTIONS = {
  profiles: 'profiles',
  properties: 'properties',
  propertyOwners: 'propertyOwners',
  hoaAccounts: 'hoaAccounts',
  payments: 'payments',
  /** admin-only: a charge's internal notes and pay-link token (domain PaymentPrivate) */
  paymentsPrivate: 'paymentsPrivate',
  stripeEvents: 'stripeEvents',
  auditLog: 'auditLog',
  userMeta: 'userMeta',
  /** every e-mail, in the Trigger Email format, sent by functions/src/mail */
  mail: 'mail',
  /** server-only: one document per sending slot taken (functions/src/mail/sendingPace.ts) */
  mailSlots: 'mailSlots',
  /** server-only counters for createHoaPayment's rate limit */
  rateLimits: 'rateLimits',
  /** server-only: one document per invoice number issued, so a number is never issued twice */
  invoiceNumbers: 'invoiceNumbers',
  /**
   * server-only: one document per property, rewritten by every checkout that starts holding
   * years, so two checkouts for one property serialise on it (functions/src/payments/checkoutGuard)
   */
  checkoutGuards: 'checkoutGuards',
  /** the landing page's contact form, as sent: the board's Messages page */
  contactMessages: 'contactMessages',
  /** duesRates/{year}: the board's rate and due date for a year (domain DuesRate) */
  duesRates: 'duesRates',
  /** billingRuns/{year}: a year's billing run and its progress (domain BillingRun) */
  billingRuns: 'billingRuns',
  /** server-only: jobRuns/{kind}, a long job's last run and its progress (domain JobRun) */
  jobRuns: 'jobRuns',
  /**
   * server-only: one document per check number (or transfer reference) recorded on a property,
   * so the same check is recorded once (domain recordedReferenceId)
   */
  recordedReferences: 'recordedReferences',
  /** reminders/{id}: one reminder sent to a late account's owners (domain ReminderRecord) */
  reminders: 'reminders',
  /** refunds/{requestId}: a refund asked for at the desk, or made in Stripe (domain RefundRecord) */
  refunds: 'refunds',
  /**
   * summaries/paymentsDesk: the desk's payment totals, kept by the functions in each payment's
   * transaction (domain DeskTotalsSummary); admins read it, nobody writes it
   */
  summaries: 'summaries',
} as const;

/**
 * What only matters for a while carries `expireAt`, and a TTL policy on it (firestore.indexes.json,
 * fieldOverrides, deployed with the rules) has Firestore delete the document once it is past:
 * within a day or so, at no cost. The field is not indexed (a time always growing would be a
 * hot spot in its index, and no query reads it).
 */
export const EXPIRE_AT = 'expireAt';

/** The collections whose documents expire, and how long each is kept (from its writing). */
export const EXPIRING_COLLECTIONS = {
  /** once delivered or dismissed: the bodies hold receipts and sign-in links; a year answers "was it sent?" */
  mail: { keptMs: 365 * DAY_MS },
  /** a sending slot, long past once its minute is */
  mailSlots: { keptMs: DAY_MS },
  /** a counter, from its last count: kept as long as its window (each limit's own) */
  rateLimits: { keptMs: null },
  /** an event's record (its dedupe and review): Stripe retries for 3 days and keeps events 30 */
  stripeEvents: { keptMs: 365 * DAY_MS },
} as const satisfies Partial<Record<keyof typeof COLLECTIONS, { keptMs: number | null }>>;

/** summaries/{id}: the one summary document there is. */
export const PAYMENTS_DESK_SUMMARY_ID = 'paymentsDesk';

/**
 * The Stripe API version every call and every webhook payload uses (stripe-node 23's own): the
 * functions pin their client to it, the local stand-in stamps its events with it. Pin the
 * webhook endpoint in Stripe's dashboard to the same.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive';

/** rateLimits/{id}: one sender's contact messages (sendContactMessage's per-address limit). */
export function contactRateLimitId(email: string): string {
  // an e-mail may hold characters a document id may not ('/'): the id carries it encoded (its
  // '@' as %40, which no caller's id below has, so the two kinds never meet)
  return `contact-${encodeURIComponent(contactEmailKey(email))}`;
}

/**
 * rateLimits/{id}: one caller's contact messages (sendContactMessage's per-caller limit), by the
 * IP address the function sees or by the signed-in account.
 */
export function contactCallerRateLimitId(caller: { ip: string } | { uid: string }): string {
  return 'ip' in caller
    ? `contact-ip-${encodeURIComponent(caller.ip)}`
    : `contact-uid-${encodeURIComponent(caller.uid)}`;
}

/**
 * The IP address a contact message's caller is counted by when the function sees none (the
 * emulator without a proxy in front: every test client), so such callers share one count.
 */
export const UNKNOWN_CALLER_IP = 'unknown';

/** rateLimits/{id}: every sender's contact messages together (the global limit). */
export const CONTACT_GLOBAL_RATE_LIMIT_ID = 'contact-everyone';

/** rateLimits/{id}: one network's contact messages (contactNetworkOf's /24 or /48). */
export function contactNetworkRateLimitId(network: string): string {
  return `contact-net-${encodeURIComponent(network)}`;
}

/** rateLimits/{id}: one resident's checkout attempts (createHoaPayment's rate limit). */
export function paymentRateLimitId(uid: string): string {
  return `payments-${uid}`;
}

/** rateLimits/{id}: when the board last resent one registrant's verification link. */
export function verificationRateLimitId(uid: string): string {
  return `verify-${uid}`;
}

/** rateLimits/{id}: when the board last e-mailed one charge's pay link to one owner. */
export function payLinkRateLimitId(paymentId: string, ownerUid: string): string {
  return `pay-link-${paymentId}-${ownerUid}`;
}

/** Subcollections, by their parent. */
export const SUBCOLLECTIONS = {
  /** hoaAccounts/{propertyId}/activity: the account trail (domain AccountActivity) */
  accountActivity: 'activity',
} as const;

export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];

interface Callable<Request, Answer> {
  request: Request;
  answer: Answer;
}

/**
 * Every callable function by its deployed name, with what it accepts and answers. The web app's
 * one callable helper and the functions' handlers are typed from this table, so a renamed
 * function or a changed answer fails the type check on both sides.
 */
export interface Callables {
  setApprovalStatus: Callable<SetApprovalStatusRequest, SetApprovalStatusAnswer>;
  /** the users screen, on opening: each profile's e-mail and its verification, as Auth has them */
  syncProfileEmails: Callable<void, SyncProfileEmailsAnswer>;
  /** the board sends an unverified registrant's verification link again */
  resendVerificationEmail: Callable<ResendVerificationRequest, ResendVerificationAnswer>;
  downloadDocument: Callable<DownloadDocumentRequest, DownloadDocumentAnswer>;
  assignPropertyOwner: Callable<PropertyOwnerRequest, PropertyOwnerAnswer>;
  removePropertyOwner: Callable<PropertyOwnerRequest, PropertyOwnerAnswer>;
  ensureHoaAccount: Callable<PropertyIdRequest, EnsureHoaAccountAnswer>;
  syncHoaAccounts: Callable<void, SyncHoaAccountsAnswer>;
  updateHoaAccount: Callable<UpdateHoaAccountRequest, UpdateHoaAccountAnswer>;
  /** annual dues (an owner) or, with chargeType 'miscellaneous', a charge (an admin; url = pay link) */
  createHoaPayment: Callable<CreateHoaPaymentRequest | CreateMiscChargeRequest, CreateHoaPaymentAnswer>;
  /** the pay page: signed out with the link's token, or an owner/admin without it */
  openPayLink: Callable<PayLinkRequest, PayLinkView>;
  payMiscCharge: Callable<PayMiscChargeRequest, PayMiscChargeAnswer>;
  voidMiscCharge: Callable<VoidMiscChargeRequest, VoidMiscChargeAnswer>;
  /** the desk: an unpaid charge's pay link e-mailed to its property's owners (admin) */
  emailPayLink: Callable<EmailPayLinkRequest, EmailPayLinkAnswer>;
  confirmCheckout: Callable<ConfirmCheckoutRequest, ConfirmCheckoutAnswer>;
  cancelCheckout: Callable<CancelCheckoutRequest, CancelCheckoutAnswer>;
  /** the landing page's contact form, signed in or not */
  sendContactMessage: Callable<ContactRequest, SendContactMessageAnswer>;
  /** the Messages page: done, or new again (admin) */
  setContactMessageStatus: Callable<SetContactMessageStatusRequest, SetContactMessageStatusAnswer>;
  /** Dues & Billing: a year's rate and due date, until the year is billed (admin) */
  setDuesRate: Callable<SetDuesRateRequest, SetDuesRateAnswer>;
  /** Dues & Billing: what billing a year would do (admin) */
  previewBilling: Callable<BillYearRequest, BillingPreview>;
  /** Dues & Billing: bill a year to every account, once (admin) */
  billYear: Callable<BillYearRequest, BillYearAnswer>;
  /** the desk: a check, cash, money order or transfer received (admin) */
  recordPayment: Callable<RecordPaymentRequest, RecordPaymentAnswer>;
  /** the desk: a recorded payment entered by mistake, undone with a reason (admin) */
  voidRecordedPayment: Callable<VoidRecordedPaymentRequest, VoidRecordedPaymentAnswer>;
  /** the desk: all or part of a completed online payment back to the payer (admin) */
  refundPayment: Callable<RefundPaymentRequest, RefundPaymentAnswer>;
  /** the desk: Refresh, or an open before any recount: the payment totals summed and kept (admin) */
  recountDeskTotals: Callable<void, DeskPaymentTotals>;
  /** Delinquent Accounts: a reminder to one late account's owners (admin) */
  sendReminder: Callable<PropertyIdRequest, SendReminderAnswer>;
  /** Delinquent Accounts: what Remind All Late would send (admin) */
  previewReminders: Callable<void, RemindersPreview>;
  /** Delinquent Accounts: a reminder to every late account not reminded in 7 days (admin) */
  remindAllLate: Callable<void, RemindAllAnswer>;
  /** Paper Notices: every account no owner of which has an e-mail address (admin) */
  listPaperNotices: Callable<void, ListPaperNoticesAnswer>;
  /** E-mails Not Delivered: the newest, without their bodies, and how many there are (admin) */
  listUndeliveredMail: Callable<void, ListUndeliveredMailAnswer>;
  /** the desk: how many e-mails are not delivered (admin) */
  countUndeliveredMail: Callable<void, CountUndeliveredMailAnswer>;
  /** E-mails Not Delivered: one sent again, as it was (admin) */
  resendMail: Callable<MailIdRequest, ResendMailAnswer>;
  /** E-mails Not Delivered: one set aside, kept unsent (admin) */
  dismissMail: Callable<MailIdRequest, DismissMailAnswer>;
}

export type CallableName = keyof Callables;
export type CallableRequest<Name extends CallableName> = Callables[Name]['request'];
export type CallableAnswer<Name extends CallableName> = Callables[Name]['answer'];

/** A callable's time limit on the server when it names none: Cloud Functions' own default. */
export const DEFAULT_CALLABLE_TIMEOUT_SECONDS = 60;

/**
 * The callables that may run longer than a minute (at thousands of accounts or users), with their
 * time limit on the server in seconds. The functions set it (timeoutSeconds) and the app waits for
 * it (callableClientTimeoutMs); tests/unit/callable-timeouts.test.ts checks both against this.
 */
export const CALLABLE_TIMEOUT_SECONDS: Partial<Record<CallableName, number>> = {
  billYear: 540,
  remindAllLate: 540,
  syncHoaAccounts: 540,
  syncProfileEmails: 300,
};

export function callableTimeoutSeconds(name: CallableName): number {
  return CALLABLE_TIMEOUT_SECONDS[name] ?? DEFAULT_CALLABLE_TIMEOUT_SECONDS;
}

/**
 * How long the app waits for a callable: the server's limit and a margin, so the server's own
 * answer (or its deadline's error) always arrives before the app would give up on a call that
 * is still running.
 */
export function callableClientTimeoutMs(name: CallableName): number {
  return (callableTimeoutSeconds(name) + 15) * 1000;
}
