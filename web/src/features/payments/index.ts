// The payments feature's public API: My HOA Account's payment cards (Make a Payment, Payment
// History), the pages Stripe's checkout returns to, the printable receipt, and the board's
// payments desk (summary, search and export, miscellaneous charges), and a charge's pay link.
export { PaymentCanceled } from './components/PaymentCanceled';
export { PaymentsDesk } from './components/desk/PaymentsDesk';
export { PaymentSuccess } from './components/PaymentSuccess';
export { PayLink } from './components/PayLink';
export { PropertyPayments } from './components/PropertyPayments';
export { Receipt } from './components/Receipt';
