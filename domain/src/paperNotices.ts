// Paper notices: the accounts no e-mail reaches (no owner has an e-mail address), so billing's
// notices and the reminders never get to them. The board prints their notices for the post,
// each saying what is owed, by when, to whom checks are payable and where to send them, and
// exports their mailing list. Plain data; the amounts are the past-due split's (aging.ts).
import { AGING_TEXTS } from './aging.js';
import { ASSOCIATION_IDENTITY } from './association.js';
import type { PropertyAddress } from './properties.js';
import { adminPageTitle, ROUTES } from './routes.js';

/** One account no e-mail reaches, as listPaperNotices answers it. */
export interface PaperNoticeAccount {
  propertyId: string;
  property: PropertyAddress;
  /** the owners' names as the property lists them ('First Last'); empty: it has no owner */
  owners: string[];
  balanceCents: number;
  yearsOwed: string[];
}

export interface ListPaperNoticesAnswer {
  /** by street address */
  accounts: PaperNoticeAccount[];
}

export const PAPER_NOTICE_TEXTS = {
  title: adminPageTitle(ROUTES.adminPaperNotices),
  intro:
    'These accounts have no owner with an e-mail address, so dues notices and reminders cannot reach them. Print their notices for the post, or export their mailing list.',
  loading: 'Loading the accounts without e-mail...',
  loadFailed: 'Failed to load the accounts without e-mail',
  signInRequired: 'You must be logged in to see the accounts without e-mail',
  notAdmin: 'Admin access required',
  empty: 'Every account has an owner with an e-mail address.',
  count: (accounts: number, owing: number) =>
    `${accounts} ${accounts === 1 ? 'account' : 'accounts'} without e-mail; ${owing} ${owing === 1 ? 'owes' : 'owe'} dues.`,
  print: 'Print Notices',
  exportCsv: 'Export Mailing List',
  /** the link from Dues & Billing and Delinquent Accounts */
  link: 'Paper Notices',
  /** one notice, on paper */
  heading: 'Statement of HOA dues',
  dated: (date: string) => `As of ${date}`,
  to: 'To',
  ownerOf: 'The owner',
  property: 'Property',
  columns: { year: 'Year', amount: 'Amount', due: 'Due date', standing: 'Status' },
  pastDue: AGING_TEXTS.pastDue,
  notYetDue: AGING_TEXTS.notYetDue,
  totalOwed: 'Total owed',
  nothingOwed: 'Nothing is owed on this account.',
  payableTo: `Make checks payable to ${ASSOCIATION_IDENTITY.fullName}.`,
  remitTo: `Mail or bring your payment to ${ASSOCIATION_IDENTITY.address.join(', ')}.`,
  question: `Questions? Call ${ASSOCIATION_IDENTITY.phone} or write to ${ASSOCIATION_IDENTITY.email}.`,
} as const;
