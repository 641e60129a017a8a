// Dues rates per year: setDuesRate through the Functions emulator (admins only, the domain's
// messages for a malformed rate, locked once its year is billed or owed), and createHoaPayment
// charging each year at its own rate, recorded on the payment, and settling by it. Rates are
// shared by the whole run, so each test here has years of its own that no other test prices:
// 2002–2005, 2008, 2009 and 2014 (tests/browser/dues-billing.test.ts has 2006, 2007, 2010–2012).
import { COLLECTIONS, DUES_RATE_TEXTS, PAYMENT_TEXTS, chargeBreakdown } from '@lakeside/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { clientAs, refusal } from '../support/client';
import { accountOf, ownedAccount, paymentById, eventually, sessionIdOf } from '../support/payments';
import { usePaymentsSetup } from '../support/paymentsSetup';
import { standIn } from '../support/stripeStandIn';
import { adminDb, createResident } from '../support/users';

const { admin, track } = usePaymentsSetup();
const rateOf = async (year: string) =>
  (await adminDb().collection(COLLECTIONS.duesRates).doc(year).get()).data();

describe('setDuesRate', () => {
  it('sets a year’s rate and due date for an admin, and the same again changes nothing', async () => {
    await expect(
      admin().call('setDuesRate', { year: '2003', amountCents: 17500, dueDate: '2003-03-31' }),
    ).resolves.toEqual({ changed: true });
    expect(await rateOf('2003')).toMatchObject({
      amountCents: 17500,
      dueDate: '2003-03-31',
      setBy: { email: expect.stringContaining('@') },
      billedAt: null,
    });
    await expect(
      admin().call('setDuesRate', { year: '2003', amountCents: 17500, dueDate: '2003-03-31' }),
    ).resolves.toEqual({ changed: false });
    // a due date late in the year before is the year's too (billed ahead)
    await expect(
      admin().call('setDuesRate', { year: '2003', amountCents: 18000, dueDate: '2002-12-15' }),
    ).resolves.toEqual({ changed: true });
    expect(await rateOf('2003')).toMatchObject({ amountCents: 18000, dueDate: '2002-12-15' });
  });

  it('refuses a resident with the domain’s sentence, and writes nothing', async () => {
    const resident = await track(clientAs(await createResident('approved')));
    await expect(
      refusal(resident.call('setDuesRate', { year: '2008', amountCents: 100, dueDate: '2008-01-31' })),
    ).resolves.toEqual({ code: 'functions/permission-denied', message: DUES_RATE_TEXTS.notAdmin });
    expect(await rateOf('2008')).toBeUndefined();
  });

  it.each([
    [
      { year: '1999', amountCents: 17500, dueDate: '1999-03-31' },
      DUES_RATE_TEXTS.yearRange(new Date().getFullYear() + 1),
    ],
    [
      { year: '20x9', amountCents: 17500, dueDate: '2009-03-31' },
      DUES_RATE_TEXTS.yearRange(new Date().getFullYear() + 1),
    ],
    [{ year: '2009', amountCents: 0, dueDate: '2009-03-31' }, DUES_RATE_TEXTS.amountMin],
    [{ year: '2009', amountCents: 12.5, dueDate: '2009-03-31' }, DUES_RATE_TEXTS.amountMin],
    [{ year: '2009', amountCents: 100_000_01, dueDate: '2009-03-31' }, DUES_RATE_TEXTS.amountMax],
    [{ year: '2009', amountCents: '17500', dueDate: '2009-03-31' }, DUES_RATE_TEXTS.amountMin],
    [{ year: '2009', amountCents: 17500, dueDate: '2009-02-30' }, DUES_RATE_TEXTS.dueDateInvalid],
    [{ year: '2009', amountCents: 17500, dueDate: '31/03/2009' }, DUES_RATE_TEXTS.dueDateInvalid],
    [{ year: '2009', amountCents: 17500, dueDate: '2011-03-31' }, DUES_RATE_TEXTS.dueDateYear('2009')],
  ])('refuses %j with "%s" (400), writing nothing', async (request, message) => {
    await expect(refusal(admin().call('setDuesRate', request as never))).resolves.toEqual({
      code: 'functions/invalid-argument',
      message,
    });
    expect(await rateOf('2009')).toBeUndefined();
  });

  it('refuses to change the rate of a year already billed', async () => {
    await admin().call('setDuesRate', { year: '2004', amountCents: 17500, dueDate: '2004-03-31' });
    await adminDb()
      .collection(COLLECTIONS.duesRates)
      .doc('2004')
      .update({ billedAt: FieldValue.serverTimestamp(), billedBy: { uid: 'someone', email: null } });
    await expect(
      refusal(admin().call('setDuesRate', { year: '2004', amountCents: 20000, dueDate: '2004-03-31' })),
    ).resolves.toEqual({ code: 'functions/failed-precondition', message: DUES_RATE_TEXTS.locked('2004') });
    expect(await rateOf('2004')).toMatchObject({ amountCents: 17500 });
  });

  it('refuses a new amount for a year an account owes, billed by a run or not; its due date may move', async () => {
    const owner = await createResident('approved');
    const propertyId = await ownedAccount([owner], ['2014']);
    // the spec's $160.00 is what the account owes for 2014: $1.00 would leave $159 unexplained
    await expect(
      refusal(admin().call('setDuesRate', { year: '2014', amountCents: 100, dueDate: '2014-03-31' })),
    ).resolves.toEqual({
      code: 'functions/failed-precondition',
      message: DUES_RATE_TEXTS.lockedOwed('2014'),
    });
    expect(await rateOf('2014')).toBeUndefined();
    // the amount it is owed at, with another due date, is no change of what anyone owes
    await expect(
      admin().call('setDuesRate', { year: '2014', amountCents: 16000, dueDate: '2014-04-30' }),
    ).resolves.toEqual({ changed: true });
    // once nobody owes it, the board may price it again
    await adminDb()
      .collection(COLLECTIONS.hoaAccounts)
      .doc(propertyId)
      .update({ yearsOwed: [], balanceCents: 0 });
    await expect(
      admin().call('setDuesRate', { year: '2014', amountCents: 17000, dueDate: '2014-04-30' }),
    ).resolves.toEqual({ changed: true });
  });
});

describe('createHoaPayment at each year’s own rate', () => {
  it('charges the rated year its rate and the other the spec’s $160.00, records both, and settles by them', async () => {
    await admin().call('setDuesRate', { year: '2005', amountCents: 17500, dueDate: '2005-03-31' });
    const owner = await createResident('approved');
    const client = await track(clientAs(owner));
    const propertyId = await ownedAccount([owner], ['2002', '2005']);
    await adminDb().collection(COLLECTIONS.hoaAccounts).doc(propertyId).update({ balanceCents: 33500 });

    // the screen's old "2 × $160.00" is refused: the server charges what the rates say
    await expect(
      refusal(
        client.call('createHoaPayment', { propertyId, yearsPaying: ['2002', '2005'], amountCents: 32000 }),
      ),
    ).resolves.toEqual({ code: 'functions/invalid-argument', message: PAYMENT_TEXTS.amountMismatch });

    const answer = await client.call('createHoaPayment', {
      propertyId,
      yearsPaying: ['2002', '2005'],
      amountCents: 33500,
    });
    const { feeCents, totalCents } = chargeBreakdown(33500);
    expect(await paymentById(answer.paymentId)).toMatchObject({
      amountCents: 33500,
      duesByYear: { '2005': 17500, '2002': 16000 },
      feeCents,
      totalChargedCents: totalCents,
    });

    // the rate of a year owed cannot change; had it changed anyway (written by hand), what
    // settling takes off is what the checkout charged
    await expect(
      refusal(admin().call('setDuesRate', { year: '2005', amountCents: 30000, dueDate: '2005-03-31' })),
    ).resolves.toMatchObject({ message: DUES_RATE_TEXTS.lockedOwed('2005') });
    await adminDb().collection(COLLECTIONS.duesRates).doc('2005').update({ amountCents: 30000 });
    await standIn.pay(sessionIdOf(answer.url));
    await eventually(
      () => paymentById(answer.paymentId),
      (payment) => payment.status === 'completed',
    );
    expect(await accountOf(propertyId)).toEqual({ balanceCents: 0, yearsOwed: [] });
  });
});
