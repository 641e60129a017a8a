// The web app's routes (spec §2): the one table of paths. The router, the sidebar and the app's
// links use it, and so will the functions that build links back into the app (the payment
// success and cancel URLs), which is why it lives here and not in the web package.
export const ROUTES = {
  home: '/',
  auth: '/auth',
  /** the links of Firebase's e-mails: `?mode=resetPassword|verifyEmail&oobCode=…` */
  authAction: '/auth/action',
  myAccount: '/my-account',
  adminUsers: '/admin/users',
  adminProperties: '/admin/properties',
  adminPayments: '/admin/payments',
  adminHoaAccounts: '/admin/hoa-accounts',
  /** the contact form's messages */
  adminMessages: '/admin/messages',
  /** Dues & Billing: each year's rate, and billing it */
  adminBilling: '/admin/billing',
  /** Delinquent Accounts: every account owing a year past its due date */
  adminDelinquency: '/admin/delinquency',
  /** E-mails Not Delivered: what the mail server refused, or never took, to resend */
  adminMail: '/admin/mail',
  /** Paper Notices: the accounts no e-mail reaches, their notices to print and a mailing list */
  adminPaperNotices: '/admin/paper-notices',
  paymentSuccess: '/payment-success',
  paymentCanceled: '/payment-canceled',
  receipt: '/receipts/:paymentId',
  /** a property's printable statement: its owners and the board */
  statement: '/statements/:propertyId',
  /** a miscellaneous charge's pay link: anyone holding it pays without an account */
  payLink: '/pay/:paymentId',
} as const;

/**
 * The board's pages' titles (each page's one <h1>), by address. One home, for three readers:
 * the page itself, its 'Checking permissions...' state, and index.html's copy of that state,
 * painted before any script has run (the title is each page's largest paint).
 */
export const ADMIN_PAGE_TITLES: Readonly<Record<string, string>> = {
  [ROUTES.adminUsers]: 'User Management',
  [ROUTES.adminProperties]: 'Property Management',
  [ROUTES.adminPayments]: 'Payment Management',
  [ROUTES.adminHoaAccounts]: 'HOA Accounts Management',
  [ROUTES.adminMessages]: 'Messages',
  [ROUTES.adminBilling]: 'Dues & Billing',
  [ROUTES.adminDelinquency]: 'Delinquent Accounts',
  [ROUTES.adminMail]: 'E-mails Not Delivered',
  [ROUTES.adminPaperNotices]: 'Paper Notices',
};

/** The title of the board's page at `path`. */
export function adminPageTitle(path: string): string {
  const title = ADMIN_PAGE_TITLES[path];
  if (title === undefined) throw new Error(`${path} is not one of the board's pages`);
  return title;
}

/** My HOA Account's query parameter naming the property shown (a reload keeps it). */
export const PROPERTY_PARAM = 'property';
/** the success page's query: `method=bank` after a bank debit, which is submitted, not yet paid */
export const METHOD_PARAM = 'method';

/**
 * My HOA Account, on one property when given: where a payment's pages lead back to, so the
 * property just paid for stays in view.
 */
export function myAccountPath(propertyId?: string | null): string {
  return propertyId
    ? `${ROUTES.myAccount}?${PROPERTY_PARAM}=${encodeURIComponent(propertyId)}`
    : ROUTES.myAccount;
}

/** The printable receipt of one payment. */
export function receiptPath(paymentId: string): string {
  return ROUTES.receipt.replace(':paymentId', encodeURIComponent(paymentId));
}

/** The printable statement of one property's account. */
export function statementPath(propertyId: string): string {
  return ROUTES.statement.replace(':propertyId', encodeURIComponent(propertyId));
}

/** A charge's pay page; with the token for a shareable link, without it for the owners' own. */
export function payLinkPath(paymentId: string, token?: string): string {
  const path = ROUTES.payLink.replace(':paymentId', encodeURIComponent(paymentId));
  return token ? `${path}?t=${encodeURIComponent(token)}` : path;
}

/**
 * Where to go after signing in, from the page a signed-out visitor was sent away from:
 * only a path of this app (one slash, not the sign-in page itself); anything else, home.
 * `//host` and `/\host` would leave the site, so they count as anything else.
 */
export function returnPathAfterSignIn(from: unknown): string {
  if (typeof from !== 'string' || !from.startsWith('/') || /^\/[/\\]/.test(from)) return ROUTES.home;
  const pathname = from.split(/[?#]/)[0]!;
  return pathname === ROUTES.auth ? ROUTES.home : from;
}
