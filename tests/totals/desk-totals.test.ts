// The desk's kept totals (issue 33): summaries/paymentsDesk, which the functions keep in the
// same transaction as every payment write, must always equal what Firestore sums over the
// payments (the recount's and the desk's old sums). Each kind of payment write goes through the
// real functions here (checkout, webhook, cancel, record and void, charge and void, refund,
// lost dispute), and after each the kept figures are compared with Firestore's own sums.
//
// The comparison is of the whole collection, so nothing else may write payments meanwhile: this
// project runs alone, after every other (vitest.config.ts, groupOrder). The other layers seed
// payments directly, around the functions, which the recount at the start takes in.
import {
  COLLECTIONS,
  DESK_TOTALS_TEXTS,
  PAYMENTS_DESK_SUMMARY_ID,
  PENDING_STATUS,
  REVENUE_STATUS,
  hoaToday,
  type DeskPaymentTotals,
} from '@lakeside/domain';
import { AggregateField } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAs, refusal, type Client } from '../support/client';
import { requireEmulators } from '../support/emulators';
import { paidDues } from '../support/paidDues';
import { eventually, ownedAccount, paymentById, sessionIdOf } from '../support/payments';
import { standIn } from '../support/stripeStandIn';
import { useAdminClient } from '../support/useAdminClient';
import { adminDb, createResident } from '../support/users';

const admin = useAdminClient();
const clients: Client[] = [];

beforeAll(async () => {
  await requireEmulators();
  await standIn.ready();
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
});

const summaryRef = () => adminDb().collection(COLLECTIONS.summaries).doc(PAYMENTS_DESK_SUMMARY_ID);

/** The kept figures, as the desk reads them. */
async function kept(): Promise<DeskPaymentTotals & { complete?: boolean }> {
  const data = (await summaryRef().get()).data() ?? {};
  return { revenueCents: data.revenueCents, pendingCents: data.pendingCents, complete: data.complete };
}

/** What Firestore sums over every payment: the desk's figures by their definition (spec §2). */
async function summed(): Promise<DeskPaymentTotals> {
  const payments = adminDb().collection(COLLECTIONS.payments);
  const sum = async (status: string, field: string) =>
    ((
      await payments
        .where('status', '==', status)
        .aggregate({ cents: AggregateField.sum(field) })
        .get()
    ).data().cents ?? 0) as number;
  const [amounts, refunded, lost, pending] = await Promise.all([
    sum(REVENUE_STATUS, 'amountCents'),
    sum(REVENUE_STATUS, 'refundedAmountCents'),
    sum(REVENUE_STATUS, 'disputeLostCents'),
    sum(PENDING_STATUS, 'amountCents'),
  ]);
  return { revenueCents: amounts - refunded - lost, pendingCents: pending };
}

/** The kept figures equal Firestore's sums, and moved from `before` by `moved`. */
async function expectKept(before: DeskPaymentTotals, moved: DeskPaymentTotals): Promise<DeskPaymentTotals> {
  const now = await summed();
  expect(now).toEqual({
    revenueCents: before.revenueCents + moved.revenueCents,
    pendingCents: before.pendingCents + moved.pendingCents,
  });
  expect(await kept()).toEqual({ ...now, complete: true });
  return now;
}

describe('recountDeskTotals', () => {
  it('refuses anyone but the board, changing nothing', async () => {
    const before = (await summaryRef().get()).data();
    const owner = await clientAs(await createResident('approved'));
    clients.push(owner);
    await expect(refusal(owner.call('recountDeskTotals'))).resolves.toEqual({
      code: 'functions/permission-denied',
      message: DESK_TOTALS_TEXTS.notAdmin,
    });
    expect((await summaryRef().get()).data()).toEqual(before);
  });

  it('sums every payment, those written around the functions too, and keeps the totals complete', async () => {
    // written around the functions, as the other layers' seeds are: the kept totals cannot know
    await adminDb()
      .collection(COLLECTIONS.payments)
      .doc(`totals-seeded-${randomUUID()}`)
      .set({ status: 'completed', amountCents: 12_345, createdAt: new Date() });
    const answer = await admin().call('recountDeskTotals');
    const sums = await summed();
    expect(answer).toEqual(sums);
    expect(await kept()).toEqual({ ...sums, complete: true });
    expect((await summaryRef().get()).get('recountedAt')).toBeTruthy();
  });
});

describe('every payment write keeps the totals, in its own transaction', () => {
  let totals: DeskPaymentTotals;
  beforeAll(async () => {
    totals = await admin().call('recountDeskTotals');
  });

  it('a checkout started (pending), then paid through the webhook (revenue)', async () => {
    const paid = await paidDues(['2025', '2026'], { clients });
    // 2 × $160 of dues pending, then completed: revenue counts the dues, never the fee
    totals = await expectKept(totals, { revenueCents: 32_000, pendingCents: 0 });
    expect(paid.payment.amountCents).toBe(32_000);
  });

  it('a checkout started, then canceled by the payer, and one that expired', async () => {
    const user = await createResident('approved');
    const client = await clientAs(user);
    clients.push(client);
    const propertyId = await ownedAccount([user], ['2025', '2026']);
    const first = await client.call('createHoaPayment', { propertyId, yearsPaying: ['2025'] });
    totals = await expectKept(totals, { revenueCents: 0, pendingCents: 16_000 });
    await client.call('cancelCheckout', { invoiceNumber: first.invoiceNumber });
    totals = await expectKept(totals, { revenueCents: 0, pendingCents: -16_000 });

    const second = await client.call('createHoaPayment', { propertyId, yearsPaying: ['2026'] });
    totals = await expectKept(totals, { revenueCents: 0, pendingCents: 16_000 });
    await standIn.expireNow(sessionIdOf(second.url));
    await eventually(
      () => paymentById(second.paymentId),
      (p) => p.status === 'failed',
    );
    totals = await expectKept(totals, { revenueCents: 0, pendingCents: -16_000 });
  });

  it('a check recorded, then voided', async () => {
    const user = await createResident('approved');
    const propertyId = await ownedAccount([user], ['2025']);
    const recorded = await admin().call('recordPayment', {
      propertyId,
      method: 'check',
      reference: `totals-${randomUUID().slice(0, 8)}`,
      receivedOn: hoaToday(new Date()),
      paysFor: 'dues',
      yearsPaid: ['2025'],
    });
    totals = await expectKept(totals, { revenueCents: 16_000, pendingCents: 0 });
    await admin().call('voidRecordedPayment', { paymentId: recorded.paymentId, reason: 'Check returned' });
    totals = await expectKept(totals, { revenueCents: -16_000, pendingCents: 0 });
  });

  it('a miscellaneous charge sent (pending), then voided', async () => {
    const user = await createResident('approved');
    const propertyId = await ownedAccount([user], []);
    const charge = await admin().call('createHoaPayment', {
      chargeType: 'miscellaneous',
      propertyId,
      amountCents: 7_550,
      description: 'Dock repair',
      yearsPaying: [],
    });
    totals = await expectKept(totals, { revenueCents: 0, pendingCents: 7_550 });
    await admin().call('voidMiscCharge', { paymentId: charge.paymentId });
    totals = await expectKept(totals, { revenueCents: 0, pendingCents: -7_550 });
  });

  it('a partial refund, once Stripe says it succeeded, and a lost dispute', async () => {
    const refunded = await paidDues(['2025'], { clients });
    totals = await expectKept(totals, { revenueCents: 16_000, pendingCents: 0 });
    await admin().call('refundPayment', {
      requestId: randomUUID(),
      paymentId: refunded.paymentId,
      amountCents: 5_000,
      reason: 'requested_by_owner',
      yearsBack: [],
    });
    await eventually(
      () => paymentById(refunded.paymentId),
      (p) => p.refundedAmountCents === 5_000,
    );
    totals = await expectKept(totals, { revenueCents: -5_000, pendingCents: 0 });

    const disputed = await paidDues(['2026'], { clients });
    totals = await expectKept(totals, { revenueCents: 16_000, pendingCents: 0 });
    const dispute = await standIn.dispute(disputed.sessionId);
    await standIn.closeDispute(dispute.id, 'lost');
    await eventually(
      () => paymentById(disputed.paymentId),
      (p) => p.dispute?.state === 'lost',
    );
    totals = await expectKept(totals, { revenueCents: -16_000, pendingCents: 0 });
  });
});
