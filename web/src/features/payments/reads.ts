// The payments feature's data-only public API: what code that must load without the feature's
// screens may use (the desk's reads with Firestore Lite). Nothing here imports a
// component or the full Firestore SDK; index.ts is the feature's whole API.
export { paymentFromData, type PaymentRecord } from './api/paymentRecord';
