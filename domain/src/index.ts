// @lakeside/domain: rules shared by web and functions. No Firebase or React imports here.
export * from './collections.js';
export * from './documents.js';
export * from './invoice.js';
export * from './model.js';
export * from './money.js';
export * from './years.js';
