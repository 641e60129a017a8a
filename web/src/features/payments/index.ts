// The payments feature's public API: My HOA Account's payment cards (Make a Payment, Payment
// History), the pages Stripe's checkout returns to, the printable receipt, and the board's
// payments desk, and a miscellaneous charge's pay link.
export { PaymentCanceled } from './components/PaymentCanceled';
export { PaymentsAdmin } from './components/PaymentsAdmin';
export { PaymentSuccess } from './components/PaymentSuccess';
export { PayLink } from './components/PayLink';
export { PropertyPayments } from './components/PropertyPayments';
export { Receipt } from './components/Receipt';
