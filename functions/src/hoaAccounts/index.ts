// What other features use of the HOA accounts: how an account's figures are written.
export { accountFiguresUpdate } from './accountFigures.js';
