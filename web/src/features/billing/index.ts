// Dues & Billing: the board's page for each year's rate (and, next, the billing run).
export { DuesBilling } from './components/DuesBilling';
