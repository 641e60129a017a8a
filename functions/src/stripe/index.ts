// What other features use of Stripe: the client (stand-in or Stripe, the secrets, the pinned API
// version) and the record of every webhook event, one shape for all.
export {
  isStripeUnavailable,
  retrieveCheckout,
  stripeClient,
  stripeSecretKey,
  stripeWebhookSecret,
} from './client.js';
export { eventRecorder, recordEventOnce, stripeEventDoc, type StripeEventRef } from './eventRecord.js';
