// What other features use of the board's desk: applying what Stripe says of a refund or a
// dispute (the webhook's).
export { applyDispute, disputeOfEvent } from './disputes.js';
export { applyRefund, refundsOfEvent } from './applyRefund.js';
