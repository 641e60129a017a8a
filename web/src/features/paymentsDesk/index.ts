// The payments desk's public API: the board's /admin/payments (spec §2 "Payment management"):
// the summary cards, the searchable grid (cards on a phone), Export CSV, and miscellaneous
// charges with their pay links. It builds on the payments feature (the payments collection,
// the checkout tab, status words) and on HOA accounts (Total Outstanding).
export { PaymentsDesk } from './components/PaymentsDesk';
// Its route starts reading the desk's first screen with its own code (issue 33).
export { readDeskFirstScreenAhead } from './hooks/deskFirstScreen';
