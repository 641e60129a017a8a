// Disputes, server side: a payer's bank opens a dispute on a card payment through the
// stand-in, its events come back through the real webhook, and the dispute is retrieved from
// Stripe each time. Open: the payment says so, the board is e-mailed once, the years stay paid
// and the payment cannot be refunded. Won: nothing else changes. Lost: the years it still paid
// are owed again with their dues, once, and Total Revenue loses what the bank took. Any order,
// any number of deliveries.
import {
  BOARD_EMAIL,
  COLLECTIONS,
  DISPUTE_TEXTS,
  disputeActivityId,
  disputeMailId,
  type RefundPaymentRequest,
} from '@lakeside/domain';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { refusal } from '../support/client';
import { mailsOnceArrived } from '../support/mailCatcher';
import { accountOf, activityOf, eventually, paymentById } from '../support/payments';
import { paidDues } from '../support/paidDues';
import { usePaymentsSetup } from '../support/paymentsSetup';
import { standIn } from '../support/stripeStandIn';
import { adminDb } from '../support/users';

const { admin, clients } = usePaymentsSetup();

const disputeOf = (paymentId: string, state: string) =>
  eventually(
    () => paymentById(paymentId),
    (p) => p.dispute?.state === state,
  );

const disputeTrail = async (propertyId: string) =>
  (await activityOf(propertyId)).filter((entry) => entry.kind === 'dispute');

const refundRequest = (
  paymentId: string,
  fields: Partial<RefundPaymentRequest> = {},
): RefundPaymentRequest => ({
  requestId: randomUUID(),
  paymentId,
  amountCents: 16000,
  reason: 'requested_by_owner',
  yearsBack: ['2026'],
  ...fields,
});

describe('a dispute on a card payment', () => {
  it('opens: the payment says so, the board is e-mailed, no refund; lost: the years are owed again', async () => {
    const paid = await paidDues(['2025', '2026'], { clients });
    const dispute = await standIn.dispute(paid.sessionId);
    const open = await disputeOf(paid.paymentId, 'open');
    expect(open.status).toBe('completed');
    expect(open.dispute).toMatchObject({
      id: dispute.id,
      amountCents: 32958,
      reason: 'fraudulent',
      closedAt: null,
      yearsBack: [],
    });
    expect(open.dispute!.respondBy!.toMillis()).toBeGreaterThan(Date.now());
    // the years stay paid while the bank decides
    expect(await accountOf(paid.propertyId)).toEqual({ balanceCents: 0, yearsOwed: [] });
    const mails = await mailsOnceArrived(
      (mail) =>
        mail.to.some((to) => to.address === BOARD_EMAIL) && mail.subject.includes(paid.payment.invoiceNumber),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Lakeside HOA: payment ${paid.payment.invoiceNumber} disputed`);
    expect(mails[0]!.text).toContain('$329.58');
    expect(mails[0]!.text).toContain('Respond by');
    // the bank has the money: no refund meanwhile, and nothing written for the attempt
    const refused = await refusal(admin().call('refundPayment', refundRequest(paid.paymentId)));
    expect(refused.message).toBe(DISPUTE_TEXTS.notRefundable);
    expect((await paymentById(paid.paymentId)).refundReservedCents ?? 0).toBe(0);

    await standIn.closeDispute(dispute.id, 'lost');
    const lost = await disputeOf(paid.paymentId, 'lost');
    expect(lost.dispute).toMatchObject({ yearsBack: ['2025', '2026'], closedAt: expect.anything() });
    // what of the dues the bank took comes off Total Revenue; the fee was never revenue
    expect(lost.disputeLostCents).toBe(32000);
    expect(await accountOf(paid.propertyId)).toEqual({ balanceCents: 32000, yearsOwed: ['2025', '2026'] });
    const trail = (await disputeTrail(paid.propertyId)).sort((a, b) => a.state.localeCompare(b.state));
    expect(trail).toEqual([
      expect.objectContaining({
        state: 'lost',
        yearsBack: ['2025', '2026'],
        before: { balanceCents: 0, yearsOwed: [] },
        after: { balanceCents: 32000, yearsOwed: ['2025', '2026'] },
      }),
      expect.objectContaining({ state: 'open', yearsBack: [], before: { balanceCents: 0, yearsOwed: [] } }),
    ]);
    // the years are owed again, so the owner can pay them again online
    const again = await paid.client.call('createHoaPayment', {
      propertyId: paid.propertyId,
      yearsPaying: ['2025'],
    });
    expect(again.invoiceNumber).toMatch(/^INV-/);
  });

  it('won: the payment stands and the account is untouched', async () => {
    const paid = await paidDues(['2026'], { clients });
    const dispute = await standIn.dispute(paid.sessionId);
    await disputeOf(paid.paymentId, 'open');
    await standIn.closeDispute(dispute.id, 'won');
    const won = await disputeOf(paid.paymentId, 'won');
    expect(won.dispute!.yearsBack).toEqual([]);
    expect(won.disputeLostCents).toBeUndefined();
    expect(await accountOf(paid.propertyId)).toEqual({ balanceCents: 0, yearsOwed: [] });
    expect((await disputeTrail(paid.propertyId)).map((entry) => entry.state).sort()).toEqual(['open', 'won']);
  });

  it('a refund asked for before the dispute’s event arrived is refused by Stripe, and changes nothing', async () => {
    const paid = await paidDues(['2025', '2026'], { clients });
    await standIn.steer(paid.sessionId, 'hold');
    const dispute = await standIn.dispute(paid.sessionId);
    // the desk has not heard: the payment still looks refundable
    expect((await paymentById(paid.paymentId)).dispute ?? null).toBeNull();
    const request = refundRequest(paid.paymentId);
    await expect(refusal(admin().call('refundPayment', request))).resolves.toEqual({
      code: 'functions/failed-precondition',
      message: DISPUTE_TEXTS.notRefundable,
    });
    const payment = await paymentById(paid.paymentId);
    expect(payment).toMatchObject({ status: 'completed', refundReservedCents: 0 });
    expect(payment.refundedAmountCents ?? 0).toBe(0);
    expect(await accountOf(paid.propertyId)).toEqual({ balanceCents: 0, yearsOwed: [] });
    const stored = await adminDb().collection(COLLECTIONS.refunds).doc(request.requestId).get();
    expect(stored.get('status')).toBe('failed');
    // then the event: the payment says it is disputed
    const [created] = (await standIn.eventsFor(paid.sessionId)).filter((e) => e.state === 'held');
    expect(created?.type).toBe('charge.dispute.created');
    expect((await standIn.deliver(created!.id)).status).toBe(200);
    await disputeOf(paid.paymentId, 'open');
    expect((await paymentById(paid.paymentId)).dispute).toMatchObject({ id: dispute.id });
  });

  it('a storm (held, closed before created, each delivered three times) applies the loss once', async () => {
    const paid = await paidDues(['2025', '2026'], { clients });
    await standIn.steer(paid.sessionId, 'hold');
    const dispute = await standIn.dispute(paid.sessionId);
    await standIn.closeDispute(dispute.id, 'lost');
    const held = (await standIn.eventsFor(paid.sessionId)).filter((e) => e.state === 'held');
    expect(held.map((e) => e.type).sort()).toEqual(['charge.dispute.closed', 'charge.dispute.created']);
    // the close first: Stripe's order is not guaranteed
    const closedFirst = [...held].sort((a, b) =>
      a.type === 'charge.dispute.closed' ? -1 : b.type === a.type ? 0 : 1,
    );
    const storm = [...closedFirst, ...closedFirst, ...closedFirst];
    // as Stripe does, a delivery with no 2xx in time (six cold workers at once on a loaded
    // machine) is delivered again until it is acknowledged
    const acknowledged = async (eventId: string) => {
      for (let tries = 1; ; tries++) {
        const { status } = await standIn.deliver(eventId);
        if (status === 200 || tries === 4) return status;
      }
    };
    const statuses = await Promise.all(storm.map((event) => acknowledged(event.id)));
    expect(statuses.every((status) => status === 200)).toBe(true);

    const lost = await disputeOf(paid.paymentId, 'lost');
    expect(lost.disputeLostCents).toBe(32000);
    expect(await accountOf(paid.propertyId)).toEqual({ balanceCents: 32000, yearsOwed: ['2025', '2026'] });
    const trail = await disputeTrail(paid.propertyId);
    expect(trail.map((entry) => entry.state).sort()).toEqual(['lost', 'open']);
    const ids = await adminDb()
      .collection(COLLECTIONS.hoaAccounts)
      .doc(paid.propertyId)
      .collection('activity')
      .where('kind', '==', 'dispute')
      .get();
    expect(ids.docs.map((doc) => doc.id).sort()).toEqual(
      [disputeActivityId(dispute.id, 'lost'), disputeActivityId(dispute.id, 'open')].sort(),
    );
    // one e-mail to the board, saying what it came to
    const mail = await adminDb().collection(COLLECTIONS.mail).doc(disputeMailId(dispute.id)).get();
    expect(mail.get('message.subject')).toBe(
      `Lakeside HOA: payment ${paid.payment.invoiceNumber} dispute lost`,
    );
  });

  it('after a partial refund, a lost dispute brings back only the years the payment still paid', async () => {
    const paid = await paidDues(['2025', '2026'], { clients });
    await admin().call('refundPayment', refundRequest(paid.paymentId));
    await eventually(
      () => paymentById(paid.paymentId),
      (p) => (p.refundedCents ?? 0) === 16000,
    );
    expect(await accountOf(paid.propertyId)).toEqual({ balanceCents: 16000, yearsOwed: ['2026'] });
    const dispute = await standIn.dispute(paid.sessionId);
    // the bank disputes what is left of the charge
    expect(dispute.amount).toBe(32958 - 16000);
    await standIn.closeDispute(dispute.id, 'lost');
    const lost = await disputeOf(paid.paymentId, 'lost');
    expect(lost.dispute!.yearsBack).toEqual(['2025']);
    expect(lost.disputeLostCents).toBe(16000);
    expect(await accountOf(paid.propertyId)).toEqual({ balanceCents: 32000, yearsOwed: ['2025', '2026'] });
  });

  it('a dispute of a payment that is not ours is recorded for review and changes nothing', async () => {
    const foreign = await standIn.createForeignSession();
    await standIn.pay(foreign);
    const dispute = await standIn.dispute(foreign);
    const recorded = await eventually(
      () => adminDb().collection(COLLECTIONS.stripeEvents).where('disputeId', '==', dispute.id).get(),
      (snap) => snap.size === 1,
    );
    expect(recorded.docs[0]!.data()).toMatchObject({
      type: 'charge.dispute.created',
      unmatched: true,
      paymentId: null,
    });
    const mail = await adminDb().collection(COLLECTIONS.mail).doc(disputeMailId(dispute.id)).get();
    expect(mail.exists).toBe(false);
  });
});
