// What other features use of the payments: the stored payment, the desk's kept totals (counted
// beside every payment write), invoice numbers, a charge's checkout rules, and settling a checkout
// (the webhook's and the success page's one fulfil).
export { appOrigin } from './appLinks.js';
export { withNote } from './checkoutStatus.js';
export { countInDeskTotals, recountDeskTotals } from './deskTotals.js';
export { expireQuietly, refuseUnpayable } from './payLinkCheckout.js';
export { checkoutGuardRef, claimCheckoutGuard, reserveInvoiceNumber } from './paymentLedger.js';
export { paymentHoldingYears } from './yearHolders.js';
export { checkoutFacts } from './sessionFacts.js';
export { settleCheckout, type SettleResult } from './settle.js';
export { startAnnualPayment } from './startAnnualPayment.js';
export { pendingPayment, type StoredPayment } from './storedPayment.js';
