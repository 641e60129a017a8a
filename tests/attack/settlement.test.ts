// Attack review 2, findings 1–4 and 8: money settles only on what Stripe itself says,
// for this payment, in full. With a leaked webhook secret an attacker signed an
// `async_payment_succeeded` for a victim's open checkout and it was settled as paid; with a
// leaked API key a $0.50 session naming a victim's payment completed it, and foreign sessions
// that expired or went unpaid failed or held it. A signed event for a session Stripe does not
// know answered 500 (Stripe would retry it for days). A removed owner could still cancel a
// checkout they had started. Each is reproduced here against the real webhook and stand-in.
import {
  ANNUAL_DUES_CENTS,
  COLLECTIONS,
  PAYMENT_REVIEW_NOTES,
  PAYMENT_TEXTS,
  chargeBreakdown,
} from '@lakeside/domain';
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { clientAs, refusal } from '../support/client';
import { localSecret } from '../support/localSecrets';
import {
  accountOf,
  eventually,
  ownedAccount,
  paymentById,
  sessionIdOf,
  webhookUrl,
} from '../support/payments';
import { usePaymentsSetup } from '../support/paymentsSetup';
import { createProperty } from '../support/properties';
import { standIn } from '../support/stripeStandIn';
import { adminDb, createResident } from '../support/users';

/** What one year of dues charges, fee included. */
const TOTAL = chargeBreakdown(ANNUAL_DUES_CENTS).totalCents;

const { admin, track } = usePaymentsSetup();

/** A victim: an approved owner of a property owing 2026, with a live checkout for it. */
async function victimCheckout() {
  const owner = await createResident('approved');
  const client = await track(clientAs(owner));
  const propertyId = await ownedAccount([owner], ['2026']);
  const answer = await client.call('createHoaPayment', { propertyId, yearsPaying: ['2026'] });
  return { client, propertyId, paymentId: answer.paymentId, sessionId: sessionIdOf(answer.url) };
}

/** An event signed with the webhook secret, as someone who has it could send one. */
async function postSignedEvent(type: string, session: Record<string, unknown>) {
  const stripe = new Stripe(localSecret('STRIPE_SECRET_KEY'));
  const payload = JSON.stringify({
    id: `evt_forged_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: { object: { object: 'checkout.session', ...session } },
  });
  const signature = stripe.webhooks.generateTestHeaderString({
    payload,
    secret: localSecret('STRIPE_WEBHOOK_SECRET'),
  });
  const response = await fetch(webhookUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  return { status: response.status, eventId: (JSON.parse(payload) as { id: string }).id };
}

/** Waits until Stripe (the stand-in) has delivered `count` events about `sessionId`; each was acknowledged. */
async function deliveredEventsOf(sessionId: string, count: number) {
  const events = await eventually(
    () => standIn.eventsFor(sessionId),
    // answered: an attempt in flight has no status yet
    (all) =>
      all.length >= count &&
      all.every((event) => event.attempts.length > 0 && event.attempts.every((a) => a.status !== null)),
  );
  // a 2xx: the event can never be used, so Stripe must not retry it for days
  for (const event of events) expect(event.attempts.map((attempt) => attempt.status)).toEqual([200]);
  return events;
}

const untouched = { status: 'pending', completedAt: null };

describe('1. a webhook outcome is never taken from the event', () => {
  it('a signed async_payment_succeeded for an open, unpaid session settles nothing', async () => {
    const victim = await victimCheckout();
    const forged = await postSignedEvent('checkout.session.async_payment_succeeded', {
      id: victim.sessionId,
      client_reference_id: victim.paymentId,
      metadata: { paymentId: victim.paymentId },
      status: 'complete',
      payment_status: 'paid',
      amount_total: TOTAL,
      currency: 'usd',
    });
    expect(forged.status).toBe(200);
    expect(await paymentById(victim.paymentId)).toMatchObject(untouched);
    expect(await accountOf(victim.propertyId)).toEqual({ balanceCents: 16000, yearsOwed: ['2026'] });
  });

  it('a signed async_payment_failed for a paid card session does not fail it', async () => {
    const victim = await victimCheckout();
    await standIn.pay(victim.sessionId, { delivery: 'hold' });
    const forged = await postSignedEvent('checkout.session.async_payment_failed', {
      id: victim.sessionId,
      client_reference_id: victim.paymentId,
      status: 'complete',
      payment_status: 'unpaid',
    });
    expect(forged.status).toBe(200);
    // Stripe's session says paid: the forged failure settles it, as the real event would.
    expect((await paymentById(victim.paymentId)).status).toBe('completed');
  });
});

describe('2. a session settles only its own payment, in full, in dollars', () => {
  it('a $0.50 session naming the payment is parked for the board, never settled', async () => {
    const victim = await victimCheckout();
    const stray = await standIn.createForeignSession({ paymentId: victim.paymentId, amountCents: 50 });
    await standIn.pay(stray);
    await deliveredEventsOf(stray, 1);
    const payment = await paymentById(victim.paymentId);
    expect(payment).toMatchObject({ ...untouched, checkoutSessionId: victim.sessionId });
    expect(payment.reviewNote).toBe(
      PAYMENT_REVIEW_NOTES.mismatchedCheckout(stray, [
        { kind: 'session' },
        { kind: 'amount', amountTotal: 50, currency: 'usd', expectedCents: TOTAL },
      ]),
    );
    expect(await accountOf(victim.propertyId)).toEqual({ balanceCents: 16000, yearsOwed: ['2026'] });
  });

  it('a full-amount session in another currency is parked too', async () => {
    const victim = await victimCheckout();
    const stray = await standIn.createForeignSession({
      paymentId: victim.paymentId,
      amountCents: TOTAL,
      currency: 'eur',
    });
    await standIn.pay(stray);
    await deliveredEventsOf(stray, 1);
    const payment = await paymentById(victim.paymentId);
    expect(payment).toMatchObject(untouched);
    expect(payment.reviewNote).toContain('it was in EUR, not USD');
    expect(await accountOf(victim.propertyId)).toEqual({ balanceCents: 16000, yearsOwed: ['2026'] });
  });

  it("the payment's own session still settles it, once", async () => {
    const victim = await victimCheckout();
    await standIn.pay(victim.sessionId);
    const paid = await eventually(
      () => paymentById(victim.paymentId),
      (p) => p.status === 'completed',
    );
    expect(paid.reviewNote).toBeUndefined();
    expect(await accountOf(victim.propertyId)).toEqual({ balanceCents: 0, yearsOwed: [] });
  });
});

describe('3. forged failures cannot hold or fail a live payment', () => {
  it('a foreign session naming the payment that expires leaves it pending', async () => {
    const victim = await victimCheckout();
    const stray = await standIn.createForeignSession({ paymentId: victim.paymentId, amountCents: TOTAL });
    await standIn.expireNow(stray);
    await deliveredEventsOf(stray, 1);
    expect(await paymentById(victim.paymentId)).toMatchObject({ ...untouched, failureReason: null });
  });

  it('a foreign bank debit naming the payment does not hold its years', async () => {
    const victim = await victimCheckout();
    const stray = await standIn.createForeignSession({ paymentId: victim.paymentId, amountCents: TOTAL });
    await standIn.pay(stray, { method: 'bank_debit' });
    await deliveredEventsOf(stray, 1);
    expect(await paymentById(victim.paymentId)).toMatchObject({
      ...untouched,
      checkoutSessionId: victim.sessionId,
    });
  });
});

describe('4. a session Stripe does not know', () => {
  it('is acknowledged (2xx) and recorded as unmatched, not retried as a failure', async () => {
    const sessionId = `cs_test_unknown_${randomUUID().replaceAll('-', '')}`;
    const forged = await postSignedEvent('checkout.session.completed', {
      id: sessionId,
      client_reference_id: 'anything',
      status: 'complete',
      payment_status: 'paid',
    });
    expect(forged.status).toBe(200);
    const record = await adminDb().collection(COLLECTIONS.stripeEvents).doc(forged.eventId).get();
    expect(record.data()).toMatchObject({ unmatched: true, sessionId });
  });
});

describe('8. a removed owner', () => {
  it('can no longer cancel the checkout they started', async () => {
    const owner = await createResident('approved');
    const client = await track(clientAs(owner));
    const propertyId = await createProperty();
    await admin().call('assignPropertyOwner', { propertyId, uid: owner.uid });
    await admin().call('ensureHoaAccount', { propertyId });
    await adminDb()
      .collection(COLLECTIONS.hoaAccounts)
      .doc(propertyId)
      .update({ balanceCents: 16000, yearsOwed: ['2026'], oldestYearOwed: '2026' });
    const answer = await client.call('createHoaPayment', { propertyId, yearsPaying: ['2026'] });
    await admin().call('removePropertyOwner', { propertyId, uid: owner.uid });

    await expect(
      refusal(client.call('cancelCheckout', { invoiceNumber: answer.invoiceNumber })),
    ).resolves.toEqual({ code: 'functions/not-found', message: PAYMENT_TEXTS.paymentNotFound });
    await expect(
      refusal(client.call('confirmCheckout', { sessionId: sessionIdOf(answer.url) })),
    ).resolves.toMatchObject({ code: 'functions/not-found' });
    expect((await paymentById(answer.paymentId)).status).toBe('pending');
  });
});
