// What the board's payments desk says (spec §2 "Payment management", §8). The status chip's
// words are the payments feature's (PAYMENT_STATUS_LABELS): a payer and the board see the same.
// Plain data, so the tests import it too.
import { adminPageTitle, DESK_TOTALS_TEXTS, processingFeeTerms, ROUTES } from '@lakeside/domain';

/** The board's payments desk, /admin/payments (spec §2 "Payment management", §8). */
export const PAYMENTS_DESK_TEXTS = {
  title: adminPageTitle(ROUTES.adminPayments),
  createMiscCharge: 'Create Miscellaneous Charge',
  refresh: 'Refresh',
  refreshedTitle: 'Refreshed',
  refreshedBody: 'Payment data has been refreshed',
  loadFailedTitle: 'Error fetching data',
  /** the same words the totals' recount answers when it fails: one failure, one message */
  loadFailedBody: DESK_TOTALS_TEXTS.recountFailed,
  totalRevenue: 'Total Revenue',
  totalRevenueNote: 'Completed payments',
  pendingPayments: 'Pending Payments',
  pendingPaymentsNote: 'Awaiting processing',
  totalOutstanding: 'Total Outstanding',
  totalOutstandingNote: 'Unpaid balances',
  search: 'Search by invoice, description, or property...',
  searchLabel: 'Search transactions',
  statusLabel: 'Status',
  allStatus: 'All Status',
  transactions: 'Transactions',
  empty: 'No transactions found',
  loading: 'Loading payments...',
  /** a summary card's figure while older payments are still being read */
  counting: 'Counting...',
  loadedSoFar: (count: number) => `Loaded ${count.toLocaleString('en-US')} payments so far...`,
  /** Export CSV waits for every payment: a partial file would reconcile wrong */
  exportWaits: 'Export CSV is ready once every payment has loaded.',
  exportCsv: 'Export CSV',
  actions: 'Actions',
  /** before a payment's review note: something for the board to check in Stripe */
  needsReview: 'Needs review:',

  // per misc charge
  copyLink: 'Copy link',
  linkCopiedTitle: 'Link copied',
  linkCopiedBody: 'The pay link is on your clipboard. Share it with the homeowner.',
  copyFailed: 'Could not copy the link',
  noLink: 'This charge has no pay link.',
  // Email link: the functions e-mail the pay link to the property's owners
  emailLink: 'Email link',
  emailingLink: 'Sending...',
  linkEmailedTitle: 'Pay link e-mailed',
  linkEmailedBody: (owners: number) =>
    `Sent to ${owners} ${owners === 1 ? 'owner' : 'owners'} of the property. Each can pay it without signing in.`,
  void: 'Void',
  voidTitle: 'Void this charge?',
  voidConfirm: 'Void Charge',
  voiding: 'Voiding...',
  keep: 'Keep Charge',
  voidedTitle: 'Charge voided',
  voidedBody: 'The pay link no longer accepts payment.',

  // the Create Miscellaneous Charge dialog (spec §2)
  property: 'Property',
  choosePropertyPlaceholder: 'Type an address or an owner’s name...',
  noPropertyMatches: 'No property matches',
  amount: 'Amount (before fees)',
  chargeAmount: 'Charge Amount',
  processingFee: `Processing fee (${processingFeeTerms()})`,
  totalToBeCharged: 'Total to be Charged',
  description: 'Description',
  descriptionHint: 'Appears on the invoice and on the homeowner’s bank statement.',
  notes: 'Internal Notes',
  notesHint: 'Optional. Internal only, not visible to the homeowner.',
  createLink: 'Create Payment Link',
  creating: 'Creating...',
} as const;

/** What the Void dialog asks before the charge is voided. */
export function voidQuestion(invoiceNumber: string, amount: string): string {
  return `The charge ${invoiceNumber} for ${amount} will be voided and its pay link will stop accepting payment. This cannot be undone.`;
}

/** Under the Property picker: what it searches, and that typing narrows a long list. */
export function pickerHint(count: number, listed: number): string {
  return count > listed
    ? `Type part of an address, a ZIP or an owner’s name to narrow ${count} properties.`
    : 'Type part of an address, a ZIP or an owner’s name.';
}
