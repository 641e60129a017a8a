// Money settles only on Stripe's word, for this payment, in full: the domain's rule
// for which checkout may change a payment, and how the functions read a retrieved session's
// outcome (never an event's claim).
import { describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import { PAYMENT_REVIEW_NOTES, checkoutMismatches, type CheckoutOwner } from '@lakeside/domain';
import { checkoutFacts } from '../../functions/src/payments/sessionFacts';

const annual: CheckoutOwner = {
  paymentId: 'pay-1',
  checkoutSessionId: 'cs_own',
  amountCents: 16000,
  totalChargedCents: 16494,
};
const own = {
  sessionId: 'cs_own',
  metadataPaymentId: 'pay-1',
  amountTotal: 16494,
  currency: 'usd',
  paymentMethod: 'card',
};

describe('which checkout may change a payment', () => {
  it("accepts the payment's own session, naming it, for its whole total in dollars", () => {
    expect(checkoutMismatches(annual, own)).toEqual([]);
  });

  it('refuses a session the payment did not open, even for the right amount', () => {
    expect(checkoutMismatches(annual, { ...own, sessionId: 'cs_other' })).toEqual([{ kind: 'session' }]);
  });

  it('refuses its own session when the metadata names another payment', () => {
    expect(checkoutMismatches(annual, { ...own, metadataPaymentId: 'pay-2' })).toEqual([
      { kind: 'metadata' },
    ]);
    expect(checkoutMismatches(annual, { ...own, metadataPaymentId: null })).toEqual([{ kind: 'metadata' }]);
  });

  it('refuses a short amount and another currency', () => {
    expect(checkoutMismatches(annual, { ...own, amountTotal: 50 })).toEqual([
      { kind: 'amount', amountTotal: 50, currency: 'usd', expectedCents: 16494 },
    ]);
    expect(checkoutMismatches(annual, { ...own, currency: 'eur' })).toEqual([
      { kind: 'currency', currency: 'eur' },
    ]);
  });

  it('lists every mismatch of a session made with a leaked key', () => {
    expect(
      checkoutMismatches(annual, {
        sessionId: 'cs_x',
        metadataPaymentId: null,
        amountTotal: 50,
        currency: 'eur',
        paymentMethod: null,
      }).map((mismatch) => mismatch.kind),
    ).toEqual(['session', 'metadata', 'amount', 'currency']);
  });

  it("accepts any of a charge's own sessions, and none other", () => {
    const charge: CheckoutOwner = {
      ...annual,
      checkoutSessionId: 'cs_3',
      checkoutSessionIds: ['cs_1', 'cs_2', 'cs_3'],
    };
    expect(checkoutMismatches(charge, { ...own, sessionId: 'cs_1' })).toEqual([]);
    expect(checkoutMismatches(charge, { ...own, sessionId: 'cs_4' })).toEqual([{ kind: 'session' }]);
  });

  it("accepts a charge's session at the price of the way Stripe says it was paid", () => {
    // priced for the bank ($160.00 + 0.8%), then a card checkout opened before the switch is paid
    const byBank: CheckoutOwner = { ...annual, totalChargedCents: 16128 };
    expect(checkoutMismatches(byBank, own)).toEqual([]);
    expect(
      checkoutMismatches(byBank, { ...own, amountTotal: 16128, paymentMethod: 'us_bank_account' }),
    ).toEqual([]);
    // the card's total paid from a bank account is no price of ours
    expect(checkoutMismatches(byBank, { ...own, paymentMethod: 'us_bank_account' })).toEqual([
      { kind: 'amount', amountTotal: 16494, currency: 'usd', expectedCents: 16128 },
    ]);
    // a session that does not say how it was paid is held to the card's price or the stored one
    expect(checkoutMismatches(byBank, { ...own, amountTotal: 16200, paymentMethod: null })).toHaveLength(1);
  });

  it('refuses every session while the payment has none of its own', () => {
    expect(checkoutMismatches({ ...annual, checkoutSessionId: null }, own)).toEqual([{ kind: 'session' }]);
  });

  it("tells the board what did not match, in the payment's words", () => {
    expect(
      PAYMENT_REVIEW_NOTES.mismatchedCheckout(
        'cs_x',
        checkoutMismatches(annual, { ...own, sessionId: 'cs_x', amountTotal: 50 }),
      ),
    ).toBe(
      'Checkout cs_x was paid but not applied: it is not a checkout this payment opened; it was for $0.50, not $164.94. Check it in Stripe and refund it.',
    );
    expect(
      PAYMENT_REVIEW_NOTES.mismatchedCheckout(
        'cs_y',
        checkoutMismatches(annual, { ...own, sessionId: 'cs_y', amountTotal: 15000, currency: 'eur' }),
      ),
    ).toBe(
      'Checkout cs_y was paid but not applied: it is not a checkout this payment opened; it was for 15000 (smallest unit of EUR), not $164.94; it was in EUR, not USD. Check it in Stripe and refund it.',
    );
  });
});

/** A retrieved session, as far as checkoutFacts reads it. */
function session(fields: Partial<Stripe.Checkout.Session>, intentStatus?: Stripe.PaymentIntent.Status) {
  return {
    id: 'cs_own',
    client_reference_id: 'pay-1',
    metadata: { paymentId: 'pay-1' },
    amount_total: 16509,
    currency: 'usd',
    status: 'complete',
    payment_status: 'paid',
    payment_intent: intentStatus
      ? ({
          id: 'pi_1',
          status: intentStatus,
          latest_charge: null,
          payment_method_types: ['us_bank_account'],
        } as unknown as Stripe.PaymentIntent)
      : 'pi_1',
    ...fields,
  } as Stripe.Checkout.Session;
}

describe("a retrieved session's outcome", () => {
  it('is paid only when the session is complete and Stripe says paid', () => {
    expect(checkoutFacts(session({})).outcome).toBe('paid');
    expect(checkoutFacts(session({ status: 'open', payment_status: 'unpaid' })).outcome).toBe('open');
    expect(checkoutFacts(session({ payment_status: 'no_payment_required' })).outcome).toBe('open');
  });

  it('is processing while a bank debit is in transit, failed once its intent needs another method', () => {
    expect(checkoutFacts(session({ payment_status: 'unpaid' }, 'processing')).outcome).toBe('processing');
    expect(checkoutFacts(session({ payment_status: 'unpaid' }, 'requires_payment_method')).outcome).toBe(
      'failed',
    );
    expect(checkoutFacts(session({ payment_status: 'unpaid' }, 'canceled')).outcome).toBe('failed');
    // without the intent the money may still come: held, not failed
    expect(checkoutFacts(session({ payment_status: 'unpaid' })).outcome).toBe('processing');
  });

  it('is expired for an expired session', () => {
    expect(checkoutFacts(session({ status: 'expired', payment_status: 'unpaid' })).outcome).toBe('expired');
  });

  it('carries what the payment is checked against: metadata, amount and currency', () => {
    expect(checkoutFacts(session({ amount_total: 50, currency: 'eur', metadata: {} }))).toMatchObject({
      sessionId: 'cs_own',
      paymentId: 'pay-1',
      metadataPaymentId: null,
      amountTotal: 50,
      currency: 'eur',
    });
  });
});
