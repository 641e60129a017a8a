// The HOA accounts feature's public API: the board's HOA Accounts Management screen (balance,
// years owed, sync) and the resident's My HOA Account (their properties' accounts, live).
export { HoaAccountsManagement } from './components/HoaAccountsManagement';
export { MyHoaAccount } from './components/MyHoaAccount';
// a property's printable statement, for its owners and the board
export { Statement } from './components/Statement';
// its frame, shown while the page's code loads and pre-rendered in index.html
export { MyHoaAccountFrame } from './components/MyHoaAccountFrame';
// The payments desk's Total Outstanding sums every account's balance (Firestore Lite: import
// it only from lazily loaded code).
export { sumHoaBalancesCents } from './api/balanceTotal';
// The desk's Record a Payment Received lists the years an account owes.
export { watchHoaAccount } from './api/hoaAccounts';
// Delinquent Accounts reads the accounts owing a year past its due date.
export {
  readLateAccounts,
  countLateAccounts,
  type HoaAccountRecord,
  type LateAccountsReader,
} from './api/hoaAccounts';
