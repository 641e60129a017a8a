// A refund is the desk's request only by the refund id Stripe answered the desk's own create
// with. Someone with the Stripe key made a 1-cent refund whose metadata named the desk's pending
// $160 request: it settled that request, the real $160 refund was then ignored, and the payment
// said $0.01 while Stripe had given back $160.01 and the year was not owed again.
// And a request sent again more than a day after Stripe made its refund (Stripe keeps an
// idempotency key 24 hours) finds that refund instead of making a second.
import { COLLECTIONS, PAYMENT_REVIEW_NOTES, REFUND_TEXTS, type RefundPaymentRequest } from '@lakeside/domain';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { refusal } from '../support/client';
import { accountOf, eventually, paymentById } from '../support/payments';
import { paidDues } from '../support/paidDues';
import { usePaymentsSetup } from '../support/paymentsSetup';
import { standIn, stripeAtStandIn } from '../support/stripeStandIn';
import { adminDb } from '../support/users';

const { admin, clients } = usePaymentsSetup();

const refundRecord = async (id: string) =>
  (await adminDb().collection(COLLECTIONS.refunds).doc(id).get()).data();

/** 2026's dues paid, the payment's Stripe events held back, and the desk's request for all of it. */
async function paidWithEventsHeld() {
  const paid = await paidDues(['2026'], { clients });
  await standIn.steer(paid.sessionId, 'hold');
  const asked: RefundPaymentRequest = {
    requestId: randomUUID(),
    paymentId: paid.paymentId,
    amountCents: 16000,
    reason: 'requested_by_owner',
    yearsBack: ['2026'],
  };
  return { paid, asked };
}

describe('a refund whose metadata names the desk’s request', () => {
  it('is recorded as made in Stripe; the desk’s own refund still settles its request', async () => {
    const { paid, asked } = await paidWithEventsHeld();
    const answer = await admin().call('refundPayment', asked);
    const forged = await stripeAtStandIn().refunds.create({
      payment_intent: paid.payment.stripePaymentIntentId!,
      amount: 1,
      metadata: { paymentId: paid.paymentId, refundRequestId: asked.requestId },
    });

    // the forged refund's event first, then the desk's, then every other
    const held = (await standIn.eventsFor(paid.sessionId)).filter((e) => e.state === 'held');
    const created = held.filter((e) => e.type === 'refund.created');
    expect(created).toHaveLength(2);
    for (const event of [created[1]!, created[0]!, ...held.filter((e) => e.type !== 'refund.created')]) {
      expect((await standIn.deliver(event.id)).status).toBe(200);
    }

    const payment = await eventually(
      () => paymentById(paid.paymentId),
      (p) => (p.refundedCents ?? 0) === 16001,
    );
    expect(payment).toMatchObject({
      refundedAmountCents: 16000,
      refundReservedCents: 0,
      yearsRefunded: ['2026'],
    });
    expect(payment.reviewNote).toContain(PAYMENT_REVIEW_NOTES.refundMadeInStripe(forged.id, 1));
    expect(await accountOf(paid.propertyId)).toEqual({ balanceCents: 16000, yearsOwed: ['2026'] });
    expect(await refundRecord(asked.requestId)).toMatchObject({
      status: 'succeeded',
      stripeRefundId: answer.stripeRefundId,
    });
    expect(await refundRecord(forged.id)).toMatchObject({
      status: 'succeeded',
      amountCents: 1,
      yearsBack: [],
      requestedBy: null,
    });
  });

  it('a request sent again after Stripe forgot its key finds the refund Stripe made, and makes no second', async () => {
    const { paid, asked } = await paidWithEventsHeld();
    // the first ask goes unanswered: the request stays asked, its amount held
    await standIn.unreachableFor(paid.propertyId, true);
    const unanswered = await refusal(admin().call('refundPayment', asked));
    expect(unanswered.message).toBe(REFUND_TEXTS.stripeUnavailable);
    await standIn.unreachableFor(paid.propertyId, false);
    // ...yet Stripe made the refund, and more than a day on no longer knows the key it came with
    const made = await stripeAtStandIn().refunds.create(
      {
        payment_intent: paid.payment.stripePaymentIntentId!,
        amount: 16000,
        metadata: {
          paymentId: paid.paymentId,
          refundRequestId: asked.requestId,
          propertyId: paid.propertyId,
        },
      },
      { idempotencyKey: `forgotten-${asked.requestId}` },
    );

    const again = await admin().call('refundPayment', asked);
    expect(again).toMatchObject({ requestId: asked.requestId, stripeRefundId: made.id });
    const atStripe = await stripeAtStandIn().refunds.list({
      payment_intent: paid.payment.stripePaymentIntentId!,
    });
    expect(atStripe.data.map((refund) => refund.id)).toEqual([made.id]);

    for (const event of (await standIn.eventsFor(paid.sessionId)).filter((e) => e.state === 'held')) {
      expect((await standIn.deliver(event.id)).status).toBe(200);
    }
    const payment = await eventually(
      () => paymentById(paid.paymentId),
      (p) => (p.refundedCents ?? 0) === 16000,
    );
    expect(payment).toMatchObject({ refundReservedCents: 0, yearsRefunded: ['2026'] });
    expect(await refundRecord(asked.requestId)).toMatchObject({
      status: 'succeeded',
      stripeRefundId: made.id,
    });
  });
});
