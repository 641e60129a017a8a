// The payments feature's public API. Today only the payment result pages and the board's
// placeholder; Checkout, fulfilment and the payments desk come with the payment issues.
export { PaymentCanceled } from './components/PaymentCanceled';
export { PaymentsAdmin } from './components/PaymentsAdmin';
export { PaymentSuccess } from './components/PaymentSuccess';
