import { adminPageTitle, ANNUAL_DUES_CENTS, formatCents, ROUTES } from '@lakeside/domain';

// What the Dues & Billing page says. The rate's own messages are the domain's
// (DUES_RATE_TEXTS), shared with setDuesRate.
export const BILLING_TEXTS = {
  pageTitle: adminPageTitle(ROUTES.adminBilling),
  ratesHeading: 'Dues rates by year',
  setRate: 'Set Rate',
  changeRate: 'Change Rate',
  dialogTitle: 'Set a Dues Rate',
  changeDialogTitle: (year: string) => `Change the ${year} Rate`,
  year: 'Year',
  amount: 'Amount ($)',
  dueDate: 'Due Date',
  save: 'Save Rate',
  replace: (year: string) => `Replace the ${year} Rate`,
  replaceWarning: (year: string, amount: string, dueDate: string) =>
    `${year} already has a rate: ${amount}, due ${dueDate}. Save again to replace it.`,
  saving: 'Saving...',
  columns: {
    year: 'Year',
    rate: 'Rate',
    dueDate: 'Due Date',
    billed: 'Billed',
    accountsBilled: 'Accounts Billed',
    totalBilled: 'Total Billed',
  },
  /** a year without a rate document: what it costs all the same */
  defaultRate: `${formatCents(ANNUAL_DUES_CENTS)} (standard)`,
  noDueDate: 'Not set',
  notBilled: 'Not billed',
  billedOn: (when: string, by: string) => `${when} by ${by}`,
  lockedHint: 'Billed: the rate is locked',
  loadingRates: 'Loading dues rates...',
  billYear: (year: string) => `Bill ${year} Dues`,
  confirmBill: (count: number) => `Bill ${count} ${count === 1 ? 'Account' : 'Accounts'}`,
  previewLoading: 'Counting the accounts...',
  previewBilled: (count: number, amount: string, total: string) =>
    `${count} ${count === 1 ? 'account' : 'accounts'} will be billed ${amount} each: ${total} in all.`,
  previewDue: (dueDate: string) => `The dues are due ${dueDate}; each owner gets one notice by e-mail.`,
  previewSkipped: (count: number, year: string) =>
    `${count} ${count === 1 ? 'account is' : 'accounts are'} skipped: already owing ${year} or paid.`,
  previewWithoutAccount: (count: number) =>
    `${count} ${count === 1 ? 'property has' : 'properties have'} no HOA account and will not be billed:`,
  previewSyncHint: 'Run Sync All Properties on HOA Accounts first to bill them too.',
  previewWithoutEmail: (count: number) =>
    `${count} ${count === 1 ? 'account has' : 'accounts have'} no owner with an e-mail address: ${count === 1 ? 'it is' : 'they are'} billed, but get no notice by e-mail:`,
  progressLabel: (year: string) => `Billing ${year}`,
} as const;
