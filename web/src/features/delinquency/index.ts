// The delinquency feature's public API: the board's Delinquent Accounts page.
export { DelinquentAccounts } from './components/DelinquentAccounts';
