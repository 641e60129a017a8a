// Recorded payments through the Functions emulator: the board records a check, cash,
// a money order or a transfer; the payment is completed with no fee, settles the account by the
// online payments' rule with an owner-visible trail entry and a receipt to the owners; bad
// input is refused with a sentence and writes nothing; the same check is recorded once, even
// by two admins at once; a void puts back exactly what the payment settled.
// Rates are shared by the whole run: 2013 is priced by no other test.
import {
  COLLECTIONS,
  MISC_CHARGE_TEXTS,
  RECORDED_PAYMENT_TEXTS as T,
  SUBCOLLECTIONS,
  hoaToday,
  paymentActivityId,
  paymentVoidedActivityId,
  paymentVoidedMailId,
  receiptMailId,
} from '@lakeside/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAs, refusal, type Client } from '../support/client';
import { accountOf, seedOwnedAccount } from '../support/payments';
import { useAdminClient } from '../support/useAdminClient';
import { adminDb, createResident } from '../support/users';

const admin = useAdminClient();
const clients: Client[] = [];
afterAll(async () => Promise.all(clients.map((client) => client.close())));

beforeAll(async () => {
  await adminDb()
    .collection(COLLECTIONS.duesRates)
    .doc('2013')
    .set({
      amountCents: 17500,
      dueDate: '2013-03-31',
      setBy: { uid: 'x', email: null },
      setAt: FieldValue.serverTimestamp(),
      billedAt: null,
      billedBy: null,
    });
});

const today = () => hoaToday(new Date());
const payment = async (id: string) =>
  (await adminDb().collection(COLLECTIONS.payments).doc(id).get()).data()!;
const trailEntry = async (propertyId: string, id: string) =>
  (
    await adminDb()
      .collection(COLLECTIONS.hoaAccounts)
      .doc(propertyId)
      .collection(SUBCOLLECTIONS.accountActivity)
      .doc(id)
      .get()
  ).data();
const paymentsOf = async (propertyId: string) =>
  (await adminDb().collection(COLLECTIONS.payments).where('propertyId', '==', propertyId).get()).docs;

/** An account with two owners owing `years` ($160.00 each). */
async function twoOwners(years: string[]) {
  const owners = [await createResident('approved'), await createResident('approved')];
  const account = await seedOwnedAccount(owners, years);
  return { owners, ...account };
}

const check = (propertyId: string, number: string, years: string[]) => ({
  propertyId,
  method: 'check',
  reference: number,
  receivedOn: today(),
  paysFor: 'dues',
  yearsPaid: years,
  notes: 'Dropped in the box at the clubhouse',
});

describe('recordPayment', () => {
  it('records a check for owed years: completed, no fee, the account settled, the trail and the owners’ receipt', async () => {
    const { owners, propertyId } = await twoOwners(['2013', '2025', '2026']);
    // as billing leaves it: 2013 at its rate, $175.00, and $160.00 a year since
    await adminDb().collection(COLLECTIONS.hoaAccounts).doc(propertyId).update({ balanceCents: 49500 });
    const answer = await admin().call('recordPayment', check(propertyId, '#1042', ['2013', '2025']));
    expect(answer.invoiceNumber).toMatch(/^INV-\d{8}-/);

    const stored = await payment(answer.paymentId);
    expect(stored).toMatchObject({
      propertyId,
      status: 'completed',
      source: 'recorded',
      recordedMethod: 'check',
      reference: '#1042',
      receivedOn: today(),
      paymentMethod: 'Check #1042',
      yearsPaid: ['2013', '2025'],
      duesByYear: { '2013': 17500, '2025': 16000 },
      amountCents: 33500,
      feeCents: 0,
      totalChargedCents: 33500,
      description: 'HOA Dues Payment - 2013, 2025',
    });
    expect(await accountOf(propertyId)).toEqual({ balanceCents: 16000, yearsOwed: ['2026'] });
    expect(await trailEntry(propertyId, paymentActivityId(answer.paymentId))).toMatchObject({
      kind: 'payment',
      paymentMethod: 'Check #1042',
      yearsPaid: ['2013', '2025'],
      amountCents: 33500,
      before: { balanceCents: 49500, yearsOwed: ['2013', '2025', '2026'] },
      after: { balanceCents: 16000, yearsOwed: ['2026'] },
    });
    const receipt = (
      await adminDb().collection(COLLECTIONS.mail).doc(receiptMailId(answer.paymentId)).get()
    ).data()!;
    expect([...receipt.to].sort()).toEqual(owners.map((owner) => owner.email).sort());
    expect(receipt.message.text).toContain('Check #1042');
    expect(receipt.message.text).toContain('$335.00');
    // the invoice number is reserved like an online payment's
    const reserved = await adminDb().collection(COLLECTIONS.invoiceNumbers).doc(answer.invoiceNumber).get();
    expect(reserved.get('paymentId')).toBe(answer.paymentId);
    // the notes are the board's only
    const notes = await adminDb().collection(COLLECTIONS.paymentsPrivate).doc(answer.paymentId).get();
    expect(notes.get('internalNotes')).toBe('Dropped in the box at the clubhouse');
  });

  it('records cash for something else: the amount and description, the account untouched', async () => {
    const { propertyId } = await twoOwners(['2026']);
    const answer = await admin().call('recordPayment', {
      propertyId,
      method: 'cash',
      receivedOn: today(),
      paysFor: 'other',
      amountCents: 4500,
      description: 'Clubhouse key deposit',
    });
    expect(await payment(answer.paymentId)).toMatchObject({
      status: 'completed',
      paymentMethod: 'Cash',
      yearsPaid: [],
      amountCents: 4500,
      totalChargedCents: 4500,
      description: 'Clubhouse key deposit',
    });
    expect(await accountOf(propertyId)).toEqual({ balanceCents: 16000, yearsOwed: ['2026'] });
    expect(await trailEntry(propertyId, paymentActivityId(answer.paymentId))).toBeUndefined();
  });

  it('refuses a resident', async () => {
    const { owners, propertyId } = await twoOwners(['2026']);
    const owner = await clientAs(owners[0]);
    clients.push(owner);
    await expect(refusal(owner.call('recordPayment', check(propertyId, '1', ['2026'])))).resolves.toEqual({
      code: 'functions/permission-denied',
      message: T.notAdmin,
    });
    expect(await paymentsOf(propertyId)).toHaveLength(0);
  });

  it('refuses a year the account does not owe, another property’s years and a property without an account, writing nothing', async () => {
    const { propertyId } = await twoOwners(['2026']);
    const other = await twoOwners(['2024']);
    await expect(refusal(admin().call('recordPayment', check(propertyId, '7', ['2025'])))).resolves.toEqual({
      code: 'functions/failed-precondition',
      message: T.yearsNotOwed('2025'),
    });
    // 2024 is the other property's year, not this one's
    await expect(
      refusal(admin().call('recordPayment', check(propertyId, '8', ['2024', '2026']))),
    ).resolves.toEqual({
      code: 'functions/failed-precondition',
      message: T.yearsNotOwed('2024'),
    });
    await expect(
      refusal(admin().call('recordPayment', check('no-such-property', '9', ['2026']))),
    ).resolves.toEqual({
      code: 'functions/failed-precondition',
      message: T.noAccount,
    });
    expect(await paymentsOf(propertyId)).toHaveLength(0);
    expect(await accountOf(propertyId)).toEqual({ balanceCents: 16000, yearsOwed: ['2026'] });
    expect(await accountOf(other.propertyId)).toEqual({ balanceCents: 16000, yearsOwed: ['2024'] });
  });

  const tomorrow = () => {
    const next = new Date(`${today()}T12:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    return next.toISOString().slice(0, 10);
  };
  it.each([
    ['a future date', { receivedOn: 'tomorrow' }, T.dateInFuture],
    ['no date', { receivedOn: '' }, T.dateInvalid],
    ['a check without its number', { reference: '' }, T.checkNumberRequired],
    ['no years', { yearsPaid: [] }, T.selectYears],
    ['an unknown method', { method: 'bitcoin' }, T.selectMethod],
    ['a zero amount', { paysFor: 'other', description: 'x', amountCents: 0 }, MISC_CHARGE_TEXTS.amountMin],
    [
      'too large an amount',
      { paysFor: 'other', description: 'x', amountCents: 10_000_001 },
      MISC_CHARGE_TEXTS.amountMax,
    ],
    ['no description', { paysFor: 'other', amountCents: 100 }, MISC_CHARGE_TEXTS.descriptionRequired],
  ])('refuses %s with a sentence (400), writing nothing', async (_, change, message) => {
    const { propertyId } = await twoOwners(['2026']);
    const request = { ...check(propertyId, '55', ['2026']), ...change };
    if (request.receivedOn === 'tomorrow') request.receivedOn = tomorrow();
    await expect(refusal(admin().call('recordPayment', request))).resolves.toEqual({
      code: 'functions/invalid-argument',
      message,
    });
    expect(await paymentsOf(propertyId)).toHaveLength(0);
  });

  it('records the same check once: again later, or by two admins at once', async () => {
    const { propertyId } = await twoOwners(['2025', '2026']);
    const first = await admin().call('recordPayment', check(propertyId, '1042', ['2025']));
    // the same check number again (written '#1042' this time), for another year
    await expect(
      refusal(admin().call('recordPayment', check(propertyId, '#1042', ['2026']))),
    ).resolves.toEqual({
      code: 'functions/already-exists',
      message: T.referenceRecorded('Check #1042', first.invoiceNumber),
    });

    const { propertyId: both } = await twoOwners(['2025', '2026']);
    const second = await clientAs(await createResidentAdmin());
    clients.push(second);
    const results = await Promise.allSettled([
      admin().call('recordPayment', check(both, '2001', ['2025'])),
      second.call('recordPayment', check(both, '2001', ['2025'])),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await paymentsOf(both)).toHaveLength(1);
    expect(await accountOf(both)).toEqual({ balanceCents: 16000, yearsOwed: ['2026'] });
  });
});

describe('recordPayment: the amount received', () => {
  it('short of the years: pays the oldest in part, the rest stays owed, and online it costs what is left', async () => {
    const { owners, propertyId } = await twoOwners(['2025', '2026']);
    const answer = await admin().call('recordPayment', {
      ...check(propertyId, '301', ['2025', '2026']),
      amountCents: 10000,
    });
    expect(await payment(answer.paymentId)).toMatchObject({
      amountCents: 10000,
      totalChargedCents: 10000,
      description: 'HOA Dues Payment - 2025 (part)',
      yearsPaid: ['2025'],
      duesByYear: { '2025': 10000 },
      partPaid: { year: '2025', paidCents: 10000, leftCents: 6000 },
      creditAddedCents: 0,
    });
    expect(await accountOf(propertyId)).toEqual({ balanceCents: 22000, yearsOwed: ['2025', '2026'] });
    expect(await trailEntry(propertyId, paymentActivityId(answer.paymentId))).toMatchObject({
      amountCents: 10000,
      partPaid: { year: '2025', paidCents: 10000, leftCents: 6000 },
    });
    const receipt = (
      await adminDb().collection(COLLECTIONS.mail).doc(receiptMailId(answer.paymentId)).get()
    ).data()!;
    expect(receipt.message.text).toContain('$100.00');
    expect(receipt.message.text).toMatch(/Part payment: +\$100\.00 of 2025; \$60\.00 of 2025 still owed/);

    // the owner then pays the rest of 2025 online: $60.00, not the year's $160.00
    const owner = await clientAs(owners[0]);
    clients.push(owner);
    await expect(
      refusal(owner.call('createHoaPayment', { propertyId, yearsPaying: ['2025'], amountCents: 16000 })),
    ).resolves.toMatchObject({ code: 'functions/invalid-argument' });
    const online = await owner.call('createHoaPayment', {
      propertyId,
      yearsPaying: ['2025'],
      amountCents: 6000,
    });
    expect(await payment(online.paymentId)).toMatchObject({
      amountCents: 6000,
      duesByYear: { '2025': 6000 },
    });
  });

  it('over the years: the rest is credit the next bill uses first, and a void takes it back', async () => {
    const { propertyId } = await twoOwners(['2026']);
    const answer = await admin().call('recordPayment', {
      ...check(propertyId, '302', ['2026']),
      amountCents: 20000,
    });
    expect(await payment(answer.paymentId)).toMatchObject({
      amountCents: 20000,
      yearsPaid: ['2026'],
      duesByYear: { '2026': 16000 },
      partPaid: null,
      creditAddedCents: 4000,
    });
    expect(await accountOf(propertyId)).toEqual({ balanceCents: 0, yearsOwed: [], creditCents: 4000 });
    const receipt = (
      await adminDb().collection(COLLECTIONS.mail).doc(receiptMailId(answer.paymentId)).get()
    ).data()!;
    expect(receipt.message.text).toMatch(/Kept as credit: +\$40\.00, used first by the next bill/);
    expect(await trailEntry(propertyId, paymentActivityId(answer.paymentId))).toMatchObject({
      creditAddedCents: 4000,
      after: { balanceCents: 0, yearsOwed: [], creditCents: 4000 },
    });

    await admin().call('voidRecordedPayment', { paymentId: answer.paymentId, reason: 'Wrong property' });
    expect(await accountOf(propertyId)).toEqual({ balanceCents: 16000, yearsOwed: ['2026'] });
  });

  it('refuses a short amount that skips an older year, and a credit beside years still owed, writing nothing', async () => {
    const { propertyId } = await twoOwners(['2025', '2026']);
    await expect(
      refusal(admin().call('recordPayment', { ...check(propertyId, '303', ['2026']), amountCents: 5000 })),
    ).resolves.toEqual({ code: 'functions/failed-precondition', message: T.olderYearOwed('2025') });
    await expect(
      refusal(admin().call('recordPayment', { ...check(propertyId, '304', ['2026']), amountCents: 20000 })),
    ).resolves.toEqual({ code: 'functions/failed-precondition', message: T.yearsStillOwed('2025') });
    await expect(
      refusal(admin().call('recordPayment', { ...check(propertyId, '305', ['2026']), amountCents: 0 })),
    ).resolves.toEqual({ code: 'functions/invalid-argument', message: MISC_CHARGE_TEXTS.amountMin });
    expect(await paymentsOf(propertyId)).toHaveLength(0);
    expect(await accountOf(propertyId)).toEqual({ balanceCents: 32000, yearsOwed: ['2025', '2026'] });
  });
});

describe('voidRecordedPayment', () => {
  it('puts back exactly what the payment settled, says who and why, tells the owners once, and frees the check number', async () => {
    const { owners, propertyId } = await twoOwners(['2025', '2026']);
    const recorded = await admin().call('recordPayment', check(propertyId, '1042', ['2025']));
    expect(await accountOf(propertyId)).toEqual({ balanceCents: 16000, yearsOwed: ['2026'] });

    await expect(
      admin().call('voidRecordedPayment', { paymentId: recorded.paymentId, reason: 'Check returned unpaid' }),
    ).resolves.toEqual({ changed: true });
    expect(await accountOf(propertyId)).toEqual({ balanceCents: 32000, yearsOwed: ['2025', '2026'] });
    const stored = await payment(recorded.paymentId);
    expect(stored).toMatchObject({
      status: 'failed',
      voidReason: 'Check returned unpaid',
      failureReason: T.voidedBecause('Check returned unpaid'),
    });
    expect(stored.voidedAt).toBeTruthy();
    // who voided it is on the private half, which owners cannot read; not on the payment
    expect(stored.voidedBy).toBeUndefined();
    const secret = (
      await adminDb().collection(COLLECTIONS.paymentsPrivate).doc(recorded.paymentId).get()
    ).data();
    expect(secret?.voidedBy?.uid).toBeTruthy();
    expect(await trailEntry(propertyId, paymentVoidedActivityId(recorded.paymentId))).toMatchObject({
      kind: 'paymentVoided',
      reason: 'Check returned unpaid',
      invoiceNumber: recorded.invoiceNumber,
      before: { balanceCents: 16000, yearsOwed: ['2026'] },
      after: { balanceCents: 32000, yearsOwed: ['2025', '2026'] },
    });

    // the owners are told their receipt no longer stands, and why
    const notice = async () =>
      (
        await adminDb().collection(COLLECTIONS.mail).doc(paymentVoidedMailId(recorded.paymentId)).get()
      ).data();
    const told = (await notice())!;
    expect([...told.to].sort()).toEqual(owners.map((owner) => owner.email).sort());
    expect(told.message.subject).toBe(`Lakeside HOA: receipt ${recorded.invoiceNumber} is cancelled`);
    expect(told.message.text).toContain('Check returned unpaid');
    expect(told.message.text).toContain('2025');

    // twice: nothing more changes, and nobody is told again
    await expect(
      admin().call('voidRecordedPayment', { paymentId: recorded.paymentId, reason: 'Entered twice' }),
    ).resolves.toEqual({ changed: false });
    expect((await notice())!.message.text).not.toContain('Entered twice');
    expect(await accountOf(propertyId)).toEqual({ balanceCents: 32000, yearsOwed: ['2025', '2026'] });
    // the check, entered again (for the right year this time), is recorded
    await expect(admin().call('recordPayment', check(propertyId, '1042', ['2025']))).resolves.toMatchObject({
      paymentId: expect.any(String),
    });
  });

  it('refuses an online payment, a missing reason and a resident', async () => {
    const { owners, propertyId } = await twoOwners(['2026']);
    const online = adminDb().collection(COLLECTIONS.payments).doc();
    await online.set({
      propertyId,
      status: 'completed',
      yearsPaid: ['2026'],
      invoiceNumber: 'INV-20260101-ABCDEF',
    });
    await expect(
      refusal(admin().call('voidRecordedPayment', { paymentId: online.id, reason: 'Mistake' })),
    ).resolves.toEqual({ code: 'functions/failed-precondition', message: T.notRecorded });
    await expect(
      refusal(admin().call('voidRecordedPayment', { paymentId: online.id, reason: ' ' })),
    ).resolves.toEqual({ code: 'functions/invalid-argument', message: T.voidReasonRequired });
    const owner = await clientAs(owners[0]);
    clients.push(owner);
    await expect(
      refusal(owner.call('voidRecordedPayment', { paymentId: online.id, reason: 'Mistake' })),
    ).resolves.toEqual({ code: 'functions/permission-denied', message: T.voidNotAdmin });
    expect((await payment(online.id)).status).toBe('completed');
  });
});

/** A second admin, for two at once. */
async function createResidentAdmin() {
  return createResident('approved', { claims: { admin: true } });
}
