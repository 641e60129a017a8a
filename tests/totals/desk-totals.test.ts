// The desk's kept totals: summaries/paymentsDesk, which the functions keep in the
// same transaction as every payment write, must always equal what Firestore sums over the
// payments (the recount's and the desk's old sums). Each kind of payment write goes through the
// real functions here (checkout, webhook, cancel, record and void, charge and void, refund,
// lost dispute), and after each the kept figures are compared with Firestore's own sums.
//
// The comparison is of the whole collection, so nothing may write payments around the functions
// meanwhile: this project runs alone, after every other (vitest.config.ts, groupOrder), and the
// recount at its start takes in what the other layers seeded directly. What functions still
// write for them (a late webhook) is in both figures, which are read in one transaction.
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
import { beforeAll, describe, expect, it } from 'vitest';
import { clientAs, refusal } from '../support/client';
import { paidDues } from '../support/paidDues';
import { eventually, ownedAccount, paymentById, sessionIdOf } from '../support/payments';
import { usePaymentsSetup } from '../support/paymentsSetup';
import { standIn } from '../support/stripeStandIn';
import { adminDb, createResident } from '../support/users';

const { admin, clients, track } = usePaymentsSetup();

const summaryRef = () => adminDb().collection(COLLECTIONS.summaries).doc(PAYMENTS_DESK_SUMMARY_ID);

/**
 * The kept figures and what Firestore sums over every payment (the desk's figures by their
 * definition, spec §2), read in one transaction: one moment's view of both, so a payment that
 * a function writes meanwhile (a webhook another layer's checkout still sends) is in both or in
 * neither.
 */
async function keptAndSummed() {
  const db = adminDb();
  const payments = db.collection(COLLECTIONS.payments);
  return db.runTransaction(async (tx) => {
    const sum = async (status: string, field: string) =>
      ((
        await tx.get(payments.where('status', '==', status).aggregate({ cents: AggregateField.sum(field) }))
      ).data().cents ?? 0) as number;
    const [summary, amounts, refunded, lost, held, pending] = await Promise.all([
      tx.get(summaryRef()),
      sum(REVENUE_STATUS, 'amountCents'),
      sum(REVENUE_STATUS, 'refundedAmountCents'),
      sum(REVENUE_STATUS, 'disputeLostCents'),
      sum(REVENUE_STATUS, 'disputeHeldCents'),
      sum(PENDING_STATUS, 'amountCents'),
    ]);
    const data = summary.data() ?? {};
    return {
      kept: { revenueCents: data.revenueCents, pendingCents: data.pendingCents, complete: data.complete },
      summed: { revenueCents: amounts - refunded - lost - held, pendingCents: pending } as DeskPaymentTotals,
    };
  });
}

/** The kept figures equal Firestore's sums, and are complete. */
async function expectKept(): Promise<void> {
  const { kept, summed } = await keptAndSummed();
  expect(kept).toEqual({ ...summed, complete: true });
}

describe('recountDeskTotals', () => {
  it('refuses anyone but the board, changing nothing', async () => {
    const before = (await summaryRef().get()).data();
    const owner = await track(clientAs(await createResident('approved')));
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
    // A webhook another layer's checkout still sends may change a payment between the recount
    // and the read: a round counts when nothing did (the sums are the recount's answer).
    let matched = false;
    for (let round = 0; round < 3 && !matched; round++) {
      const answer = await admin().call('recountDeskTotals');
      const { kept, summed } = await keptAndSummed();
      expect(kept).toEqual({ ...summed, complete: true });
      matched = JSON.stringify(answer) === JSON.stringify(summed);
    }
    expect(matched).toBe(true);
    expect((await summaryRef().get()).get('recountedAt')).toBeTruthy();
  });
});

describe('every payment write keeps the totals, in its own transaction', () => {
  // what the other layers wrote around the functions is summed in first
  beforeAll(async () => {
    await admin().call('recountDeskTotals');
  });

  it('a checkout started (pending), then paid through the webhook (revenue)', async () => {
    await paidDues(['2025', '2026'], { clients });
    await expectKept();
  });

  it('a checkout started, then canceled by the payer, and one that expired', async () => {
    const user = await createResident('approved');
    const client = await track(clientAs(user));
    const propertyId = await ownedAccount([user], ['2025', '2026']);
    const first = await client.call('createHoaPayment', { propertyId, yearsPaying: ['2025'] });
    await expectKept();
    await client.call('cancelCheckout', { invoiceNumber: first.invoiceNumber });
    await expectKept();

    const second = await client.call('createHoaPayment', { propertyId, yearsPaying: ['2026'] });
    await expectKept();
    await standIn.expireNow(sessionIdOf(second.url));
    await eventually(
      () => paymentById(second.paymentId),
      (p) => p.status === 'failed',
    );
    await expectKept();
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
    await expectKept();
    await admin().call('voidRecordedPayment', { paymentId: recorded.paymentId, reason: 'Check returned' });
    await expectKept();
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
    await expectKept();
    await admin().call('voidMiscCharge', { paymentId: charge.paymentId });
    await expectKept();
  });

  it('a partial refund, once Stripe says it succeeded, and disputes held, won and lost', async () => {
    const refunded = await paidDues(['2025'], { clients });
    await expectKept();
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
    await expectKept();

    const won = await paidDues(['2027'], { clients });
    const revenueBefore = (await keptAndSummed()).kept.revenueCents as number;
    const wonDispute = await standIn.dispute(won.sessionId);
    const held = await eventually(
      () => paymentById(won.paymentId),
      (p) => p.dispute?.state === 'open',
    );
    expect(held.disputeHeldCents).toBe(held.amountCents);
    await expectKept();
    // the bank holds the money: Total Revenue leaves it out until the bank decides
    expect((await keptAndSummed()).kept.revenueCents).toBe(revenueBefore - held.amountCents);
    await standIn.closeDispute(wonDispute.id, 'won');
    await eventually(
      () => paymentById(won.paymentId),
      (p) => p.dispute?.state === 'won',
    );
    await expectKept();
    expect((await keptAndSummed()).kept.revenueCents).toBe(revenueBefore);

    const disputed = await paidDues(['2026'], { clients });
    await expectKept();
    const dispute = await standIn.dispute(disputed.sessionId);
    await eventually(
      () => paymentById(disputed.paymentId),
      (p) => p.dispute?.state === 'open',
    );
    await expectKept();
    await standIn.closeDispute(dispute.id, 'lost');
    await eventually(
      () => paymentById(disputed.paymentId),
      (p) => p.dispute?.state === 'lost',
    );
    await expectKept();
  });
});
