// The payments feature's public API: what a payer sees. My HOA Account's payment cards (Make a
// Payment, Payment History), the pages Stripe's checkout returns to, the printable receipt and a
// charge's pay link; and, for the board's payments desk (a higher feature), the payments
// collection, the checkout tab and the status badge.
export { PaymentCanceled } from './components/PaymentCanceled';
export { PaymentSuccess } from './components/PaymentSuccess';
export { PayLink } from './components/PayLink';
export { PropertyPayments } from './components/PropertyPayments';
export { Receipt } from './components/Receipt';

export {
  paymentFromData,
  paymentsCollection,
  watchPropertyPayments,
  type PaymentRecord,
} from './api/payments';
export { openCheckoutTab, type CheckoutTab } from './api/checkout';
export { PaymentStatusBadge } from './components/PaymentStatusBadge';
