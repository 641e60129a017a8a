// @lakeside/domain: rules shared by web and functions. No Firebase or React imports here.
export * from './approval.js';
export * from './collections.js';
export * from './documentAccess.js';
export * from './documents.js';
export * from './hoaAccounts.js';
export * from './invoice.js';
export * from './model.js';
export * from './money.js';
export * from './properties.js';
export * from './registration.js';
export * from './years.js';
