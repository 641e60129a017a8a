// Residents pay their dues: createHoaPayment, the webhook and the success and cancel
// pages' callables, through the Functions emulator and the local Stripe stand-in, whose test
// controls play Stripe's side. Each test has its own residents and property.
import {
  BOARD_EMAIL,
  EXPIRE_AT,
  EXPIRING_COLLECTIONS,
  PAYMENT_TEXTS,
  annualDuesCents,
  chargeBreakdown,
  receiptPath,
} from '@lakeside/domain';
import { describe, expect, it } from 'vitest';
import { clientAs, refusal } from '../support/client';
import { hostingUrl } from '../support/emulators';
import { mailsOnceArrived, sentTo } from '../support/mailCatcher';
import {
  accountOf,
  activityOf,
  eventually,
  footprint,
  ownedAccount,
  paymentById,
  paymentsOf,
  receiptOf,
  sessionIdOf,
  completedPayment,
} from '../support/payments';
import { usePaymentsSetup } from '../support/paymentsSetup';
import { standIn } from '../support/stripeStandIn';
import { adminDb, createResident } from '../support/users';

const { track } = usePaymentsSetup({ admin: false });
async function resident(status: 'approved' | 'pending' | 'rejected' = 'approved') {
  const user = await createResident(status);
  return { user, client: await track(clientAs(user)) };
}

/** An approved owner of a property owing `years`, signed in. */
async function ownerOwing(years: string[]) {
  const owner = await resident();
  const propertyId = await ownedAccount([owner.user], years);
  return { ...owner, propertyId };
}

const completed = completedPayment;

describe('createHoaPayment → checkout → webhook: the happy path', () => {
  it('settles two years once: payment completed, account reduced by the amount, trail and receipt', async () => {
    const { client, user, propertyId } = await ownerOwing(['2025', '2026']);
    const answer = await client.call('createHoaPayment', {
      propertyId,
      yearsPaying: ['2026', '2025'],
      amountCents: 32000,
      description: 'ignored: the server writes its own',
    });
    expect(answer.url).toContain(standIn.url);
    const pending = await paymentById(answer.paymentId);
    expect(pending).toMatchObject({
      status: 'pending',
      yearsPaid: ['2025', '2026'],
      amountCents: 32000,
      feeCents: 958,
      totalChargedCents: 32958,
      description: 'HOA Dues Payment - 2025, 2026',
      invoiceNumber: answer.invoiceNumber,
      checkoutSessionId: sessionIdOf(answer.url),
    });

    const { redirect } = await standIn.pay(sessionIdOf(answer.url));
    expect(redirect).toContain(`session_id=${sessionIdOf(answer.url)}`);
    expect(redirect).toContain(`invoice=${answer.invoiceNumber}`);

    const paid = await completed(answer.paymentId);
    expect(paid.paymentMethod).toBe('card');
    expect(paid.stripePaymentIntentId).toMatch(/^pi_/);
    expect(paid.stripeChargeId).toMatch(/^ch_/);
    expect(await accountOf(propertyId)).toEqual({ balanceCents: 0, yearsOwed: [] });
    const activity = await activityOf(propertyId);
    expect(activity).toHaveLength(1);
    expect(activity[0]).toMatchObject({
      kind: 'payment',
      invoiceNumber: answer.invoiceNumber,
      amountCents: 32000,
    });
    const receipt = await receiptOf(answer.paymentId);
    expect(receipt.get('to')).toBe(user.email);
    expect(receipt.get('message.text')).toContain('$329.58');

    // and the receipt arrives, once, with what was paid and a way back to it
    const [delivered, ...again] = await mailsOnceArrived(sentTo(user.email));
    expect(again).toEqual([]);
    expect(delivered!.subject).toBe(`Lakeside HOA receipt ${answer.invoiceNumber}`);
    expect(delivered!.to.map((to) => to.address)).toEqual([user.email]);
    for (const line of [
      'Invoice number: ',
      'Years paid:',
      '2025, 2026',
      '$320.00',
      '$9.58',
      'Total charged:  $329.58',
    ]) {
      expect(delivered!.text).toContain(line);
    }
    expect(delivered!.html).toContain(`href="${hostingUrl}${receiptPath(answer.paymentId)}"`);
    expect(delivered!.replyTo?.[0]?.address).toBe(BOARD_EMAIL);
  });

  it('sends Stripe what DESIGN §5 asks: idempotency key, ids, descriptor suffix, 30-minute expiry, return URLs', async () => {
    const { client, propertyId } = await ownerOwing(['2026']);
    const before = Math.floor(Date.now() / 1000);
    const answer = await client.call('createHoaPayment', { propertyId, yearsPaying: ['2026'] });
    const request = await standIn.createRequestFor(answer.paymentId);
    expect(request.idempotencyKey).toBe(answer.paymentId);
    const params = request.params;
    expect(params.mode).toBe('payment');
    expect(params.client_reference_id).toBe(answer.paymentId);
    expect(params.metadata).toMatchObject({
      paymentId: answer.paymentId,
      invoiceNumber: answer.invoiceNumber,
      propertyId,
    });
    expect(params.payment_intent_data.metadata).toMatchObject({ paymentId: answer.paymentId });
    expect(params.payment_intent_data.statement_descriptor_suffix).toBeTruthy();
    expect(params.payment_intent_data.statement_descriptor).toBeUndefined();
    expect(Number(params.expires_at)).toBeGreaterThanOrEqual(before + 30 * 60);
    expect(params.success_url).toContain('/payment-success?session_id={CHECKOUT_SESSION_ID}&invoice=');
    expect(params.cancel_url).toContain(`/payment-canceled?invoice=${answer.invoiceNumber}`);
    const total = params.line_items.reduce(
      (sum: number, item: { price_data: { unit_amount: string } }) =>
        sum + Number(item.price_data.unit_amount),
      0,
    );
    expect(total).toBe(chargeBreakdown(annualDuesCents(1)).totalCents);
  });
});

describe('every refusal writes nothing', () => {
  it.each([
    ['no year selected', { yearsPaying: [] }, PAYMENT_TEXTS.selectYear],
    ['a year not owed', { yearsPaying: ['2019'] }, PAYMENT_TEXTS.yearNotPayable],
    [
      'an amount that disagrees with the years',
      { yearsPaying: ['2025'], amountCents: 100 },
      PAYMENT_TEXTS.amountMismatch,
    ],
    ['not a year', { yearsPaying: ['twenty'] }, PAYMENT_TEXTS.yearNotPayable],
  ])('%s', async (_, payload, message) => {
    const { client, user, propertyId } = await ownerOwing(['2025', '2026']);
    const before = await footprint(propertyId, user.uid);
    const answer = await refusal(client.call('createHoaPayment', { propertyId, ...payload }));
    expect(answer.message).toBe(message);
    expect(await footprint(propertyId, user.uid)).toEqual(before);
  });

  it('refuses a caller who is not an approved owner of the property', async () => {
    const owner = await resident();
    const propertyId = await ownedAccount([owner.user], ['2026']);
    const stranger = await resident();
    const pending = await resident('pending');
    const before = await footprint(propertyId, owner.user.uid);
    expect(
      (await refusal(stranger.client.call('createHoaPayment', { propertyId, yearsPaying: ['2026'] })))
        .message,
    ).toBe(PAYMENT_TEXTS.notOwner);
    expect(
      (await refusal(pending.client.call('createHoaPayment', { propertyId, yearsPaying: ['2026'] }))).code,
    ).toBe('functions/permission-denied');
    const signedOut = await track(clientAs());
    expect(
      (await refusal(signedOut.call('createHoaPayment', { propertyId, yearsPaying: ['2026'] }))).code,
    ).toBe('functions/unauthenticated');
    expect(await footprint(propertyId, owner.user.uid)).toEqual(before);
    expect(await paymentsOf(propertyId)).toHaveLength(0);
  });

  it("a second attempt for the same years while one is live says 'recently attempted'", async () => {
    const { client, user, propertyId } = await ownerOwing(['2025', '2026']);
    await client.call('createHoaPayment', { propertyId, yearsPaying: ['2026'] });
    const before = await footprint(propertyId, user.uid);
    const answer = await refusal(
      client.call('createHoaPayment', { propertyId, yearsPaying: ['2025', '2026'] }),
    );
    expect(answer.message).toContain('recently attempted');
    expect(await footprint(propertyId, user.uid)).toEqual(before);
    // the other year is still free
    await client.call('createHoaPayment', { propertyId, yearsPaying: ['2025'] });
  });

  it("more than 5 attempts in 10 minutes says 'Too many payment attempts'", async () => {
    const years = ['2020', '2021', '2022', '2023', '2024', '2025'];
    const { client, user, propertyId } = await ownerOwing(years);
    for (const year of years.slice(0, 5))
      await client.call('createHoaPayment', { propertyId, yearsPaying: [year] });
    const before = await footprint(propertyId, user.uid);
    const answer = await refusal(client.call('createHoaPayment', { propertyId, yearsPaying: ['2025'] }));
    expect(answer.message).toContain('Too many payment attempts');
    expect(await footprint(propertyId, user.uid)).toEqual(before);
  });

  it('10 concurrent attempts for the same years open one live checkout', async () => {
    const { client, propertyId } = await ownerOwing(['2026']);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        client.call('createHoaPayment', { propertyId, yearsPaying: ['2026'] }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const live = (await paymentsOf(propertyId)).filter((p) => p.status === 'pending');
    expect(live).toHaveLength(1);
    expect(live[0]?.checkoutSessionId).toMatch(/^cs_/);
    // correctness under contention, not speed: the emulator serialises the transactions slowly
  }, 120_000);

  it('residents of different properties starting checkouts at once do not block each other', async () => {
    // Before the transaction read only single documents, its queries locked the payments
    // collection (on the emulator) and some of these answered 500 "Transaction lock timeout".
    const owners = await Promise.all(Array.from({ length: 10 }, () => ownerOwing(['2026'])));
    const results = await Promise.allSettled(
      owners.map(({ client, propertyId }) =>
        client.call('createHoaPayment', { propertyId, yearsPaying: ['2026'] }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(owners.map(() => 'fulfilled'));
    for (const { propertyId } of owners) {
      const payments = await paymentsOf(propertyId);
      expect(payments.map((p) => p.status)).toEqual(['pending']);
    }
    const invoices = new Set(results.map((r) => (r.status === 'fulfilled' ? r.value.invoiceNumber : '')));
    expect(invoices.size).toBe(owners.length);
  }, 120_000);
});

describe('Stripe unreachable', () => {
  it('answers a clear error, marks the payment failed and frees the years', async () => {
    const { client, propertyId } = await ownerOwing(['2026']);
    await standIn.unreachableFor(propertyId, true);
    try {
      const answer = await refusal(client.call('createHoaPayment', { propertyId, yearsPaying: ['2026'] }));
      expect(answer.message).toBe(PAYMENT_TEXTS.stripeUnavailable);
    } finally {
      await standIn.unreachableFor(propertyId, false);
    }
    const [failed] = await paymentsOf(propertyId);
    expect(failed?.status).toBe('failed');
    const again = await client.call('createHoaPayment', { propertyId, yearsPaying: ['2026'] });
    expect(again.url).toContain('cs_');
  });
});

describe('exactly once, however the events arrive', () => {
  /** A paid checkout whose webhook events are held back (or dropped) by the stand-in. */
  async function paidWith(delivery: 'hold' | 'drop' | 'immediate', years = ['2025', '2026'], failFirst = 0) {
    const owner = await ownerOwing(years);
    const answer = await owner.client.call('createHoaPayment', {
      propertyId: owner.propertyId,
      yearsPaying: years,
    });
    const sessionId = sessionIdOf(answer.url);
    await standIn.pay(sessionId, { delivery, failFirst });
    return { ...owner, ...answer, sessionId };
  }

  async function expectSettledOnce(propertyId: string, paymentId: string) {
    expect((await paymentById(paymentId)).status).toBe('completed');
    expect(await accountOf(propertyId)).toEqual({ balanceCents: 0, yearsOwed: [] });
    expect((await activityOf(propertyId)).filter((a) => a.kind === 'payment')).toHaveLength(1);
    expect((await receiptOf(paymentId)).exists).toBe(true);
  }

  it('the same event delivered 10 times settles once', async () => {
    const paid = await paidWith('hold');
    const [event] = await standIn.eventsFor(paid.sessionId);
    expect(event?.type).toBe('checkout.session.completed');
    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push((await standIn.deliver(event!.id)).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    await expectSettledOnce(paid.propertyId, paid.paymentId);
  });

  it('a bad signature and a 6-minute-old signature are refused with 400 and change nothing', async () => {
    const paid = await paidWith('hold');
    const [event] = await standIn.eventsFor(paid.sessionId);
    expect((await standIn.deliver(event!.id, { tamper: true })).status).toBe(400);
    expect((await standIn.deliver(event!.id, { timestampOffsetSeconds: -360 })).status).toBe(400);
    expect((await standIn.deliver(event!.id, { secret: 'whsec_not_ours' })).status).toBe(400);
    expect((await paymentById(paid.paymentId)).status).toBe('pending');
    expect(await accountOf(paid.propertyId)).toEqual({ balanceCents: 32000, yearsOwed: ['2025', '2026'] });
    expect((await standIn.deliver(event!.id)).status).toBe(200);
    await expectSettledOnce(paid.propertyId, paid.paymentId);
  });

  it('a delivery that fails once is retried and settles once', async () => {
    const paid = await paidWith('immediate', ['2025', '2026'], 1);
    await completed(paid.paymentId);
    const [event] = await standIn.eventsFor(paid.sessionId);
    expect(event!.attempts.length).toBeGreaterThanOrEqual(2);
    await expectSettledOnce(paid.propertyId, paid.paymentId);
  });

  it('a webhook lost entirely: the success page settles it, and the late event changes nothing', async () => {
    const paid = await paidWith('drop');
    const confirmed = await paid.client.call('confirmCheckout', { sessionId: paid.sessionId });
    expect(confirmed).toEqual({
      paymentId: paid.paymentId,
      invoiceNumber: paid.invoiceNumber,
      status: 'completed',
    });
    await expectSettledOnce(paid.propertyId, paid.paymentId);
    const [event] = await standIn.eventsFor(paid.sessionId);
    expect((await standIn.deliver(event!.id)).status).toBe(200);
    await expectSettledOnce(paid.propertyId, paid.paymentId);
  });

  it('the webhook and the success page racing settle once', async () => {
    const paid = await paidWith('hold');
    const [event] = await standIn.eventsFor(paid.sessionId);
    const [delivery, confirmed] = await Promise.all([
      standIn.deliver(event!.id),
      paid.client.call('confirmCheckout', { sessionId: paid.sessionId }),
    ]);
    expect(delivery.status).toBe(200);
    expect(confirmed.status).toBe('completed');
    await expectSettledOnce(paid.propertyId, paid.paymentId);
  });

  it('a bank debit: processing, then settled whichever order its events arrive in', async () => {
    const owner = await ownerOwing(['2026']);
    const answer = await owner.client.call('createHoaPayment', {
      propertyId: owner.propertyId,
      yearsPaying: ['2026'],
      payMethod: 'bank',
    });
    const sessionId = sessionIdOf(answer.url);
    // the bank's fee (0.8%, at most $5.00), and a Checkout that offers the bank account alone
    expect(await paymentById(answer.paymentId)).toMatchObject({
      payMethod: 'bank',
      amountCents: 16000,
      feeCents: 128,
      totalChargedCents: 16128,
    });
    const created = await standIn.createRequestFor(answer.paymentId);
    expect(created.params).toMatchObject({
      allowed_payment_method_types: ['us_bank_account'],
      // the success page says 'submitted', not 'paid', before it has asked Stripe anything
      success_url: expect.stringMatching(/^http.*\/payment-success\?.*&method=bank$/),
    });
    await expect(standIn.pay(sessionId, { method: 'card' })).rejects.toThrow(/does not accept 'card'/);
    await standIn.pay(sessionId, { method: 'bank_debit', delivery: 'hold' });
    await standIn.async(sessionId, 'succeeded', 'hold');
    const events = await standIn.eventsFor(sessionId);
    expect(events.map((e) => e.type).sort()).toEqual([
      'checkout.session.async_payment_succeeded',
      'checkout.session.completed',
    ]);
    // the later event first: it settles; the earlier one must not undo it
    for (const event of [...events].reverse()) expect((await standIn.deliver(event.id)).status).toBe(200);
    expect((await paymentById(answer.paymentId)).status).toBe('completed');
    expect(await accountOf(owner.propertyId)).toEqual({ balanceCents: 0, yearsOwed: [] });
  });

  it('a failed bank debit releases the years', async () => {
    const owner = await ownerOwing(['2026']);
    const answer = await owner.client.call('createHoaPayment', {
      propertyId: owner.propertyId,
      yearsPaying: ['2026'],
      payMethod: 'bank',
    });
    const sessionId = sessionIdOf(answer.url);
    await standIn.pay(sessionId, { method: 'bank_debit' });
    await eventually(
      () => paymentById(answer.paymentId),
      (p) => p.status === 'processing',
    );
    // submitted: the payer is told what happens next, once
    const submitted = await mailsOnceArrived(
      (mail) => sentTo(owner.user.email)(mail) && mail.subject.includes('we received your bank payment'),
    );
    expect(submitted).toHaveLength(1);
    expect(submitted[0]!.subject).toBe(`Lakeside HOA: we received your bank payment ${answer.invoiceNumber}`);
    expect(submitted[0]!.text).toContain('$161.28');
    expect(submitted[0]!.text).toContain('up to 4 business days');
    await standIn.async(sessionId, 'failed');
    await eventually(
      () => paymentById(answer.paymentId),
      (p) => p.status === 'failed',
    );
    expect(await accountOf(owner.propertyId)).toEqual({ balanceCents: 16000, yearsOwed: ['2026'] });
    // the payer hears of it once, with the way to pay again
    const mails = await mailsOnceArrived(
      (mail) => sentTo(owner.user.email)(mail) && mail.subject.includes('did not go through'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(
      `Lakeside HOA: your bank payment ${answer.invoiceNumber} did not go through`,
    );
    expect(mails[0]!.text).toContain('The dues it was paying are owed again.');
    expect(mails[0]!.text).toContain(`${hostingUrl}/my-account`);
    await owner.client.call('createHoaPayment', { propertyId: owner.propertyId, yearsPaying: ['2026'] });
  });

  it('a refused bank debit is told to the payer even when its processing was never heard of', async () => {
    const owner = await ownerOwing(['2026']);
    const answer = await owner.client.call('createHoaPayment', {
      propertyId: owner.propertyId,
      yearsPaying: ['2026'],
      payMethod: 'bank',
    });
    const sessionId = sessionIdOf(answer.url);
    await standIn.pay(sessionId, { method: 'bank_debit', delivery: 'hold' });
    await standIn.async(sessionId, 'failed', 'hold');
    const events = await standIn.eventsFor(sessionId);
    const failed = events.find((e) => e.type === 'checkout.session.async_payment_failed')!;
    const completed = events.find((e) => e.type === 'checkout.session.completed')!;
    // the failure first, straight from pending; then the late 'completed', which changes nothing
    expect((await standIn.deliver(failed.id)).status).toBe(200);
    expect((await paymentById(answer.paymentId)).status).toBe('failed');
    expect((await standIn.deliver(completed.id)).status).toBe(200);
    expect((await paymentById(answer.paymentId)).status).toBe('failed');
    expect(await accountOf(owner.propertyId)).toEqual({ balanceCents: 16000, yearsOwed: ['2026'] });
    const mails = await mailsOnceArrived(
      (mail) => sentTo(owner.user.email)(mail) && mail.subject.includes('did not go through'),
    );
    expect(mails).toHaveLength(1);
  });

  it('an event for a payment that is not ours is acknowledged and recorded for review', async () => {
    const sessionId = await standIn.createForeignSession();
    await standIn.pay(sessionId, { delivery: 'hold' });
    const [event] = await standIn.eventsFor(sessionId);
    expect((await standIn.deliver(event!.id)).status).toBe(200);
    const record = await adminDb().collection('stripeEvents').doc(event!.id).get();
    expect(record.get('unmatched')).toBe(true);
    // kept a year for review, then its TTL policy removes it
    const keptMs = record.get(EXPIRE_AT).toMillis() - record.get('receivedAt').toMillis();
    expect(Math.abs(keptMs - EXPIRING_COLLECTIONS.stripeEvents.keptMs)).toBeLessThan(60_000);
  });
});

describe('cancel and expiry', () => {
  it('the cancel page expires the session: payment failed, years payable again at once', async () => {
    const { client, propertyId } = await ownerOwing(['2026']);
    const answer = await client.call('createHoaPayment', { propertyId, yearsPaying: ['2026'] });
    expect(await client.call('cancelCheckout', { invoiceNumber: answer.invoiceNumber })).toEqual({
      status: 'failed',
    });
    const canceled = await paymentById(answer.paymentId);
    expect(canceled.failureReason).toBe(PAYMENT_TEXTS.canceledReason);
    expect((await standIn.session(sessionIdOf(answer.url))).status).toBe('expired');
    await client.call('createHoaPayment', { propertyId, yearsPaying: ['2026'] });
  });

  it('another resident cannot cancel or confirm someone else’s checkout', async () => {
    const { client, propertyId } = await ownerOwing(['2026']);
    const answer = await client.call('createHoaPayment', { propertyId, yearsPaying: ['2026'] });
    const stranger = await resident();
    expect(
      (await refusal(stranger.client.call('cancelCheckout', { invoiceNumber: answer.invoiceNumber })))
        .message,
    ).toBe(PAYMENT_TEXTS.paymentNotFound);
    expect(
      (await refusal(stranger.client.call('confirmCheckout', { sessionId: sessionIdOf(answer.url) })))
        .message,
    ).toBe(PAYMENT_TEXTS.paymentNotFound);
    expect((await paymentById(answer.paymentId)).status).toBe('pending');
  });

  it('a session Stripe expires releases its years', async () => {
    const { client, propertyId } = await ownerOwing(['2026']);
    const answer = await client.call('createHoaPayment', { propertyId, yearsPaying: ['2026'] });
    await standIn.expireNow(sessionIdOf(answer.url));
    const expired = await eventually(
      () => paymentById(answer.paymentId),
      (p) => p.status === 'failed',
    );
    expect(expired.failureReason).toBe(PAYMENT_TEXTS.expiredReason);
  });
});
