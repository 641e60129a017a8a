// Refunds, server side: refundPayment through the Functions emulator, the real
// stripe-node client against the local stand-in, and the refund events back through the
// webhook. The account changes only when Stripe says a refund succeeded, once per refund,
// however the events arrive; a double click refunds once; a failed refund changes nothing but
// its request; the amount never goes above what is left; refusals write nothing.
import {
  COLLECTIONS,
  REFUND_TEXTS as T,
  hoaToday,
  refundActivityId,
  refundMailId,
  type RefundPaymentRequest,
} from '@lakeside/domain';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { clientAs, refusal } from '../support/client';
import { mailsOnceArrived, sentTo } from '../support/mailCatcher';
import {
  accountOf,
  activityOf,
  eventually,
  ownedAccount,
  paymentById,
  sessionIdOf,
} from '../support/payments';
import { paidDues } from '../support/paidDues';
import { usePaymentsSetup } from '../support/paymentsSetup';
import { standIn } from '../support/stripeStandIn';
import { adminDb, createResident } from '../support/users';

const { admin, clients, track } = usePaymentsSetup();

const request = (paymentId: string, fields: Partial<RefundPaymentRequest> = {}): RefundPaymentRequest => ({
  requestId: randomUUID(),
  paymentId,
  amountCents: 32958,
  reason: 'requested_by_owner',
  yearsBack: ['2025', '2026'],
  ...fields,
});

const refundRecord = async (requestId: string) =>
  (await adminDb().collection(COLLECTIONS.refunds).doc(requestId).get()).data();

const refundedCents = (paymentId: string, cents: number) =>
  eventually(
    () => paymentById(paymentId),
    (p) => (p.refundedCents ?? 0) === cents,
  );

describe('refundPayment: the board gives money back', () => {
  it('a full refund puts both years back once Stripe confirms it: trail, e-mail, request succeeded', async () => {
    const paid = await paidDues(['2025', '2026'], { clients });
    expect(await accountOf(paid.propertyId)).toEqual({ balanceCents: 0, yearsOwed: [] });
    const asked = request(paid.paymentId);
    const answer = await admin().call('refundPayment', asked);
    expect(answer).toMatchObject({
      requestId: asked.requestId,
      stripeRefundId: expect.stringMatching(/^re_/),
    });

    const refunded = await refundedCents(paid.paymentId, 32958);
    expect(refunded).toMatchObject({
      status: 'completed',
      refundReservedCents: 0,
      refundedAmountCents: 32000,
      yearsRefunded: ['2025', '2026'],
    });
    expect(await accountOf(paid.propertyId)).toEqual({ balanceCents: 32000, yearsOwed: ['2025', '2026'] });
    const trail = (await activityOf(paid.propertyId)).filter((entry) => entry.kind === 'refund');
    expect(trail).toEqual([
      expect.objectContaining({
        kind: 'refund',
        amountCents: 32958,
        yearsBack: ['2025', '2026'],
        reason: 'Requested by the owner',
        before: { balanceCents: 0, yearsOwed: [] },
        after: { balanceCents: 32000, yearsOwed: ['2025', '2026'] },
      }),
    ]);
    expect(await refundRecord(asked.requestId)).toMatchObject({
      status: 'succeeded',
      stripeRefundId: answer.stripeRefundId,
      amountCents: 32958,
      requestedBy: { uid: expect.any(String) },
    });
    const mails = await mailsOnceArrived(
      (mail) => sentTo(paid.user.email)(mail) && mail.subject.includes('refunded'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Lakeside HOA: $329.58 refunded on ${paid.payment.invoiceNumber}`);
    expect(mails[0]!.text).toContain('2025, 2026');
    // Stripe was asked once, with the request's key, for the payment's own payment intent
    const sent = (await standIn.requestsTo('POST', '/v1/refunds')).filter(
      (r) => r.idempotencyKey === `refund-${asked.requestId}`,
    );
    expect(sent).toHaveLength(1);
    // the years are owed again, so the owner can pay them online again (the refunded payment no
    // longer holds them)
    const again = await paid.client.call('createHoaPayment', {
      propertyId: paid.propertyId,
      yearsPaying: ['2025', '2026'],
    });
    expect(again.invoiceNumber).not.toBe(paid.payment.invoiceNumber);
  });

  it('a double click (the same request twice at once) refunds once', async () => {
    const paid = await paidDues(['2025', '2026'], { clients });
    const asked = request(paid.paymentId, {
      amountCents: 16000,
      yearsBack: ['2025'],
      reason: 'paid_in_error',
    });
    const answers = await Promise.all([
      admin().call('refundPayment', asked),
      admin().call('refundPayment', asked),
    ]);
    expect(new Set(answers.map((a) => a.stripeRefundId)).size).toBe(1);
    await refundedCents(paid.paymentId, 16000);
    expect(await accountOf(paid.propertyId)).toEqual({ balanceCents: 16000, yearsOwed: ['2025'] });
    const made = (await standIn.requestsTo('POST', '/v1/refunds')).filter(
      (r) => r.idempotencyKey === `refund-${asked.requestId}` && !r.replayed,
    );
    expect(made).toHaveLength(1);
    expect((await activityOf(paid.propertyId)).filter((entry) => entry.kind === 'refund')).toHaveLength(1);
  });

  it('a storm of its events (held, shuffled, each delivered three times) applies the refund once', async () => {
    const paid = await paidDues(['2025', '2026'], { clients });
    await standIn.steer(paid.sessionId, 'hold');
    const asked = request(paid.paymentId, { amountCents: 16000, yearsBack: ['2026'] });
    const answer = await admin().call('refundPayment', asked);
    // held: Stripe's answer alone changes no account
    expect(await accountOf(paid.propertyId)).toEqual({ balanceCents: 0, yearsOwed: [] });
    expect((await paymentById(paid.paymentId)).refundReservedCents).toBe(16000);
    const events = (await standIn.eventsFor(paid.sessionId)).filter((e) => e.state === 'held');
    expect(events.map((e) => e.type).sort()).toEqual(['charge.refunded', 'refund.created']);
    const storm = [...events, ...events, ...events].sort(() => Math.random() - 0.5);
    const statuses = await Promise.all(storm.map((event) => standIn.deliver(event.id).then((d) => d.status)));
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refunded = await refundedCents(paid.paymentId, 16000);
    expect(refunded.refundReservedCents).toBe(0);
    expect(await accountOf(paid.propertyId)).toEqual({ balanceCents: 16000, yearsOwed: ['2026'] });
    expect((await activityOf(paid.propertyId)).filter((entry) => entry.kind === 'refund')).toHaveLength(1);
    const mail = await adminDb().collection(COLLECTIONS.mail).doc(refundMailId(answer.stripeRefundId!)).get();
    expect(mail.exists).toBe(true);
  });

  it('a part, then the rest: never more than what is left, and each year back once', async () => {
    const paid = await paidDues(['2025', '2026'], { clients });
    await admin().call('refundPayment', request(paid.paymentId, { amountCents: 16000, yearsBack: ['2025'] }));
    await refundedCents(paid.paymentId, 16000);
    const tooMuch = await refusal(
      admin().call('refundPayment', request(paid.paymentId, { amountCents: 16959, yearsBack: ['2026'] })),
    );
    expect(tooMuch.message).toBe(T.amountTooLarge(16958));
    const twice = await refusal(
      admin().call('refundPayment', request(paid.paymentId, { amountCents: 16000, yearsBack: ['2025'] })),
    );
    expect(twice.message).toBe(T.yearsNotRefundable('2025'));
    await admin().call('refundPayment', request(paid.paymentId, { amountCents: 16958, yearsBack: ['2026'] }));
    const all = await refundedCents(paid.paymentId, 32958);
    expect(all.yearsRefunded).toEqual(['2025', '2026']);
    expect(await accountOf(paid.propertyId)).toEqual({ balanceCents: 32000, yearsOwed: ['2025', '2026'] });
    const nothing = await refusal(
      admin().call('refundPayment', request(paid.paymentId, { amountCents: 1, yearsBack: [] })),
    );
    expect(nothing.message).toBe(T.nothingLeft);
  });

  it('a duplicate payment’s refund puts no year back: asked to, it is refused and nothing is reserved', async () => {
    const paid = await paidDues(['2025', '2026'], { clients });
    const refused = await refusal(
      admin().call(
        'refundPayment',
        request(paid.paymentId, { amountCents: 16000, yearsBack: ['2025'], reason: 'duplicate' }),
      ),
    );
    expect(refused).toEqual({ code: 'functions/invalid-argument', message: T.duplicateYearsBack });
    expect((await paymentById(paid.paymentId)).refundReservedCents ?? 0).toBe(0);
    // without years it goes ahead, and the account keeps both years paid
    await admin().call(
      'refundPayment',
      request(paid.paymentId, { amountCents: 16000, yearsBack: [], reason: 'duplicate' }),
    );
    await refundedCents(paid.paymentId, 16000);
    expect(await accountOf(paid.propertyId)).toEqual({ balanceCents: 0, yearsOwed: [] });
  });

  it('a bank refund pending, then failed: nothing changes but the request, and the amount is refundable again', async () => {
    const paid = await paidDues(['2026'], { clients, method: 'bank_debit' });
    const asked = request(paid.paymentId, {
      amountCents: paid.payment.totalChargedCents,
      yearsBack: ['2026'],
    });
    const answer = await admin().call('refundPayment', asked);
    await eventually(
      () => refundRecord(asked.requestId),
      (r) => r?.status === 'pending',
    );
    expect(await accountOf(paid.propertyId)).toEqual({ balanceCents: 0, yearsOwed: [] });
    await standIn.settleRefund(answer.stripeRefundId!, 'failed');
    const failed = await eventually(
      () => refundRecord(asked.requestId),
      (r) => r?.status === 'failed',
    );
    expect(failed?.failureReason).toBe('expired_or_canceled_card');
    const payment = await paymentById(paid.paymentId);
    expect(payment.refundedCents ?? 0).toBe(0);
    expect(payment.refundReservedCents).toBe(0);
    expect(await accountOf(paid.propertyId)).toEqual({ balanceCents: 0, yearsOwed: [] });
    expect(
      (await adminDb().collection(COLLECTIONS.mail).doc(refundMailId(answer.stripeRefundId!)).get()).exists,
    ).toBe(false);
    expect(
      (
        await adminDb()
          .collection(COLLECTIONS.hoaAccounts)
          .doc(paid.propertyId)
          .collection('activity')
          .doc(refundActivityId(answer.stripeRefundId!))
          .get()
      ).exists,
    ).toBe(false);
  });
});

describe('refundPayment: a miscellaneous charge', () => {
  it('gives part of a paid charge back: the charge shows it, the dues account and its trail do not', async () => {
    const owner = await createResident('approved');
    const client = await track(clientAs(owner));
    const propertyId = await ownedAccount([owner], ['2026']);
    const charge = await admin().call('createHoaPayment', {
      chargeType: 'miscellaneous',
      propertyId,
      amountCents: 12_500,
      description: 'Fence repair',
      yearsPaying: [],
    });
    const { url } = await client.call('payMiscCharge', { paymentId: charge.paymentId });
    await standIn.pay(sessionIdOf(url));
    await eventually(
      () => paymentById(charge.paymentId),
      (p) => p.status === 'completed',
    );
    const withYears = await refusal(
      admin().call('refundPayment', request(charge.paymentId, { amountCents: 5000, yearsBack: ['2026'] })),
    );
    expect(withYears.message).toBe(T.yearsNotRefundable('2026'));
    await admin().call(
      'refundPayment',
      request(charge.paymentId, { amountCents: 5000, yearsBack: [], reason: 'paid_in_error' }),
    );
    const refunded = await refundedCents(charge.paymentId, 5000);
    expect(refunded).toMatchObject({ status: 'completed', refundedAmountCents: 5000 });
    expect(await accountOf(propertyId)).toEqual({ balanceCents: 16000, yearsOwed: ['2026'] });
    expect((await activityOf(propertyId)).filter((entry) => entry.kind === 'refund')).toEqual([]);
  });
});

describe('refundPayment: refusals write nothing', () => {
  it('a resident (even the payer) cannot refund; a signed-out caller cannot', async () => {
    const paid = await paidDues(['2026'], { clients });
    const asked = request(paid.paymentId, { amountCents: 1000, yearsBack: [] });
    expect((await refusal(paid.client.call('refundPayment', asked))).code).toBe(
      'functions/permission-denied',
    );
    const signedOut = await track(clientAs());
    expect((await refusal(signedOut.call('refundPayment', asked))).code).toBe('functions/unauthenticated');
    expect(await refundRecord(asked.requestId)).toBeUndefined();
    expect(
      await standIn
        .requestsTo('POST', '/v1/refunds')
        .then((all) => all.some((r) => r.idempotencyKey === `refund-${asked.requestId}`)),
    ).toBe(false);
  });

  it.each([
    [
      'years this payment did not pay',
      { amountCents: 16000, yearsBack: ['2024'] },
      T.yearsNotRefundable('2024'),
    ],
    [
      'years worth more than the refund',
      { amountCents: 100, yearsBack: ['2026'] },
      T.yearsCostMore(16000, 100),
    ],
    ['more than was charged', { amountCents: 99_999, yearsBack: [] }, T.amountTooLarge(16494)],
    ['no amount', { amountCents: 0, yearsBack: [] }, T.amountInvalid],
    ['no reason', { reason: 'because' as 'other', amountCents: 100, yearsBack: [] }, T.selectReason],
  ])('%s', async (_, fields, message) => {
    const paid = await paidDues(['2026'], { clients });
    const asked = request(paid.paymentId, fields);
    expect((await refusal(admin().call('refundPayment', asked))).message).toBe(message);
    expect(await refundRecord(asked.requestId)).toBeUndefined();
    const payment = await paymentById(paid.paymentId);
    expect(payment.refundReservedCents ?? 0).toBe(0);
    expect(await accountOf(paid.propertyId)).toEqual({ balanceCents: 0, yearsOwed: [] });
  });

  it('a recorded payment is voided, not refunded; a pending one is not refundable', async () => {
    const owner = await createResident('approved');
    const propertyId = await ownedAccount([owner], ['2025', '2026']);
    const recorded = await admin().call('recordPayment', {
      propertyId,
      method: 'cash',
      receivedOn: hoaToday(new Date()),
      paysFor: 'dues',
      yearsPaid: ['2025'],
    });
    expect(
      (
        await refusal(
          admin().call('refundPayment', request(recorded.paymentId, { amountCents: 100, yearsBack: [] })),
        )
      ).message,
    ).toBe(T.recordedNotRefunded);
    const client = await track(clientAs(owner));
    const pending = await client.call('createHoaPayment', { propertyId, yearsPaying: ['2026'] });
    expect(
      (
        await refusal(
          admin().call('refundPayment', request(pending.paymentId, { amountCents: 100, yearsBack: [] })),
        )
      ).message,
    ).toBe(T.notCompleted);
  });
});
