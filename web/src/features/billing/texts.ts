import { ANNUAL_DUES_CENTS, formatCents } from '@lakeside/domain';

// What the Dues & Billing page says (issue 29). The rate's own messages are the domain's
// (DUES_RATE_TEXTS), shared with setDuesRate.
export const BILLING_TEXTS = {
  pageTitle: 'Dues & Billing',
  ratesHeading: 'Dues rates by year',
  setRate: 'Set Rate',
  changeRate: 'Change Rate',
  dialogTitle: 'Set a Dues Rate',
  changeDialogTitle: (year: string) => `Change the ${year} Rate`,
  year: 'Year',
  amount: 'Amount ($)',
  dueDate: 'Due Date',
  save: 'Save Rate',
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
} as const;
