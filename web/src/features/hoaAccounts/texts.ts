// What the resident's My HOA Account says (spec §2 My account, §8). The admin screen's texts and
// the functions' are the domain's HOA_ACCOUNT_TEXTS.
export const MY_ACCOUNT_TEXTS = {
  fetchPropertiesFailed: 'Failed to fetch your properties',
  loadAccountFailed: 'Failed to load account information',
  // read by screen readers while the cards' outlines show
  loadingProperties: 'Loading your properties...',
  loadingAccount: 'Loading account information...',
  loadingActivity: 'Loading account activity...',
  noProperties: 'No Properties Found',
  noPropertiesText: 'You are not currently associated with any properties. Please contact the administrator.',
  noAccount: 'No HOA Account',
  noAccountText:
    'An HOA account has not been created for this property yet. Please contact the administrator.',
  // Account activity: the board's edits and the payments applied, newest first
  accountActivity: 'Account Activity',
  noActivity: 'No account activity yet',
  loadActivityFailed: 'Failed to load account activity',
  adminEdit: 'Updated by the board',
  paymentApplied: 'Payment applied',
  paymentVoided: (invoice: string) => `Payment ${invoice} voided by the board`,
  refund: (amount: string, invoice: string) => `${amount} refunded on ${invoice}`,
  // Not in the spec: only approved residents own properties, so the others are told why.
  awaitingApproval: 'Approval Pending',
  awaitingApprovalText:
    'Your registration is waiting for approval by an administrator. Your properties and HOA account will appear here once it is approved.',
  notApproved: 'Access Denied',
  notApprovedText:
    'Your registration was not approved, so no HOA account can be shown. Please contact the administrator.',
} as const;

/** HOA Accounts Management's search, filter and owners. */
export const ACCOUNT_LIST_TEXTS = {
  searchLabel: 'Search HOA accounts',
  search: 'Search by address, ZIP or owner...',
  filterLabel: 'Show',
  filters: { all: 'All accounts', owing: 'Owes money', paidUp: 'Paid up' },
  noMatch: 'No HOA accounts match your search.',
  owners: 'Owners',
  /** beside the balance: money held for the next bill */
  credit: (amount: string) => `credit ${amount}`,
  noOwners: 'No owners',
} as const;
