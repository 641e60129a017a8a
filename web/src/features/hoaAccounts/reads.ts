// The HOA accounts feature's data-only public API: what code that must load without the
// feature's screens may use (the desk's Total Outstanding). Nothing here imports a
// component or the full Firestore SDK; index.ts is the feature's whole API.
export { sumHoaBalancesCents } from './api/balanceTotal';
