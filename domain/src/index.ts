// @lakeside/domain: the rules shared by web and functions, one module per feature plus the few
// things every feature uses. No Firebase or React imports here. See docs/architecture.md.

// shared
export * from './appDomain.js';
export * from './association.js';
export * from './backend.js';
export * from './money.js';
export * from './routes.js';
export * from './years.js';
export * from './dates.js';
export * from './rateLimit.js';
export * from './ids.js';
export * from './idSchemas.js';
export * from './text.js';
export * from './audit.js';
export * from './appCheck.js';
export * from './queryIndexes.js';
export * from './stripeEvents.js';

// features
export * from './auth.js';
export * from './authSchemas.js';
export * from './session.js';
export * from './contact.js';
export * from './contactSchemas.js';
export * from './documents.js';
export * from './balance.js';
export * from './billing.js';
export * from './jobRuns.js';
export * from './delinquency.js';
export * from './aging.js';
export * from './paperNotices.js';
export * from './deskTotals.js';
export * from './disputes.js';
export * from './dues.js';
export * from './duesRates.js';
export * from './duesRateSchemas.js';
export * from './hoaAccounts.js';
export * from './hoaAccountSchemas.js';
export * from './miscCharges.js';
export * from './miscChargeSchemas.js';
export * from './payments.js';
export * from './paymentLabels.js';
export * from './paymentSchemas.js';
export * from './lists.js';
export * from './properties.js';
export * from './propertyLists.js';
export * from './propertySchemas.js';
export * from './recordedPayments.js';
export * from './recordedPaymentSchemas.js';
export * from './refunds.js';
export * from './refundSchemas.js';
export * from './reminders.js';
export * from './statements.js';
export * from './users.js';
export * from './userSchemas.js';
export * from './contactMessages.js';
export * from './mailDelivery.js';
