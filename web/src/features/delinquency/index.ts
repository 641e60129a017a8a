// The delinquency feature's public API (issue 30): the board's Delinquent Accounts page.
export { DelinquentAccounts } from './components/DelinquentAccounts';
