// What other features use of the HOA accounts: the one writer of an account's figures and trail.
export { figuresOf, writeAccountChange, type AccountChange, type AccountEntry } from './accountWriter.js';
