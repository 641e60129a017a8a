// Miscellaneous charges and pay links, server side: createHoaPayment with chargeType
// 'miscellaneous', openPayLink, payMiscCharge and voidMiscCharge through the Functions emulator
// and the local Stripe stand-in, whose controls play Stripe's side. Each test has its own
// residents and property.
import {
  COLLECTIONS,
  MISC_CHARGE_TEXTS,
  PAYMENT_REVIEW_NOTES,
  PAYMENT_TEXTS,
  PAY_TOKEN_PATTERN,
  RECORDED_PAYMENT_TEXTS,
  chargeBreakdown,
  hoaToday,
  type PaymentPrivate,
} from '@lakeside/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientAs, refusal, type Client } from '../support/client';
import { mailsOnceArrived } from '../support/mailCatcher';
import {
  accountOf,
  eventually,
  ownedAccount,
  paymentById,
  receiptOf,
  sessionIdOf,
  completedPayment,
} from '../support/payments';
import { usePaymentsSetup } from '../support/paymentsSetup';
import { standIn } from '../support/stripeStandIn';
import { adminDb, createResident, createTestUser } from '../support/users';

// no admin from the set-up: this file signs in its own, whose uid the charges must name
const { track } = usePaymentsSetup({ admin: false });
const signedOut = () => track(clientAs());
async function resident(status: 'approved' | 'pending' = 'approved') {
  const user = await createResident(status);
  return { user, client: await track(clientAs(user)) };
}

let admin: Client;
let adminUid: string;

beforeAll(async () => {
  const user = await createTestUser({ admin: true, approved: true });
  adminUid = user.uid;
  admin = await track(clientAs(user));
});

/** A property owned by an approved resident, owing 2026's dues. */
async function ownedProperty() {
  const owner = await resident();
  const propertyId = await ownedAccount([owner.user], ['2026']);
  return { owner, propertyId };
}

const charge = (propertyId: string, overrides: Record<string, unknown> = {}) => ({
  chargeType: 'miscellaneous',
  propertyId,
  amountCents: 12_500,
  description: '  Fence repair  ',
  notes: '  Panel 4; photos in the board folder ',
  yearsPaying: [],
  ...overrides,
});

/** The link's id and token, as the pay page reads them from its URL. */
function linkOf(url: string) {
  const parsed = new URL(url);
  const paymentId = decodeURIComponent(parsed.pathname.split('/').pop() ?? '');
  return { paymentId, token: parsed.searchParams.get('t') ?? undefined };
}

async function createCharge(propertyId: string, overrides: Record<string, unknown> = {}) {
  const answer = await admin.call('createHoaPayment', charge(propertyId, overrides));
  return { ...answer, ...linkOf(answer.url) };
}

/**
 * What a charge writes, counted where only this file writes (other files run beside it): the
 * property's payments, and the private halves this file's admin created.
 */
async function counts(propertyId: string) {
  const [payments, secrets] = await Promise.all([
    adminDb().collection(COLLECTIONS.payments).where('propertyId', '==', propertyId).count().get(),
    adminDb().collection(COLLECTIONS.paymentsPrivate).where('createdBy', '==', adminUid).count().get(),
  ]);
  return { payments: payments.data().count, secrets: secrets.data().count };
}

const secretOf = async (paymentId: string) =>
  (await adminDb().collection(COLLECTIONS.paymentsPrivate).doc(paymentId).get()).data() as
    PaymentPrivate | undefined;

const completed = completedPayment;

describe('createHoaPayment, miscellaneous: the board bills a property', () => {
  it('writes the pending charge and its private half, and answers the pay link', async () => {
    const { owner, propertyId } = await ownedProperty();
    const before = await accountOf(propertyId);
    const answer = await createCharge(propertyId);

    expect(answer.url).toMatch(/^https?:\/\/[^/]+\/pay\/[A-Za-z0-9]+\?t=[A-Za-z0-9_-]{43}$/);
    expect(answer.paymentId).toBe(linkOf(answer.url).paymentId);
    expect(answer.invoiceNumber).toMatch(/^INV-\d{8}-[2-9A-HJKMNP-Z]{6}$/);
    const { feeCents, totalCents } = chargeBreakdown(12_500);
    const payment = await paymentById(answer.paymentId);
    expect(payment).toMatchObject({
      propertyId,
      ownerUids: [owner.user.uid],
      invoiceNumber: answer.invoiceNumber,
      description: 'Fence repair',
      yearsPaid: [],
      amountCents: 12_500,
      feeCents,
      totalChargedCents: totalCents,
      status: 'pending',
      checkoutSessionId: null,
      checkoutExpiresAt: null,
      payerEmail: null,
      createdBy: adminUid,
    });
    expect(payment.property.streetAddress).toMatch(/Heron Way$/);
    expect(payment).not.toHaveProperty('internalNotes');
    expect(payment).not.toHaveProperty('payToken');
    const secret = await secretOf(answer.paymentId);
    expect(secret).toMatchObject({
      internalNotes: 'Panel 4; photos in the board folder',
      createdBy: adminUid,
    });
    expect(secret?.payToken).toMatch(PAY_TOKEN_PATTERN);
    expect(secret?.payToken).toBe(answer.token);
    // no checkout yet, and the dues balance is untouched
    await expect(standIn.createRequestFor(answer.paymentId)).rejects.toThrow();
    expect(await accountOf(propertyId)).toEqual(before);
  });

  it("notes are optional ('' when none); a property without an account is billed from the property", async () => {
    const owner = await resident();
    const propertyId = await ownedAccount([owner.user], []);
    await adminDb().collection(COLLECTIONS.hoaAccounts).doc(propertyId).delete();
    const answer = await createCharge(propertyId, { notes: undefined });
    expect((await secretOf(answer.paymentId))?.internalNotes).toBe('');
    expect((await paymentById(answer.paymentId)).ownerUids).toEqual([owner.user.uid]);
  });
});

describe('createHoaPayment, miscellaneous: every refusal writes nothing', () => {
  let propertyId: string;
  beforeAll(async () => {
    ({ propertyId } = await ownedProperty());
  });

  it.each([
    ['amount 0', { amountCents: 0 }, MISC_CHARGE_TEXTS.amountMin],
    ['amount $100,000.01', { amountCents: 10_000_001 }, MISC_CHARGE_TEXTS.amountMax],
    ['amount not whole cents', { amountCents: 12.5 }, MISC_CHARGE_TEXTS.amountMin],
    ['amount missing', { amountCents: undefined }, MISC_CHARGE_TEXTS.amountMin],
    ['empty description', { description: '' }, MISC_CHARGE_TEXTS.descriptionRequired],
    ['whitespace description', { description: '   \t ' }, MISC_CHARGE_TEXTS.descriptionRequired],
    ['501-character description', { description: 'x'.repeat(501) }, MISC_CHARGE_TEXTS.descriptionMax],
    ['1001-character notes', { notes: 'n'.repeat(1001) }, MISC_CHARGE_TEXTS.notesMax],
    ['no property selected', { propertyId: undefined }, MISC_CHARGE_TEXTS.selectProperty],
    ['blank property', { propertyId: '  ' }, MISC_CHARGE_TEXTS.selectProperty],
  ])('%s', async (_, overrides, message) => {
    const before = await counts(propertyId);
    const answer = await refusal(admin.call('createHoaPayment', charge(propertyId, overrides)));
    expect(answer).toEqual({ code: 'functions/invalid-argument', message });
    expect(await counts(propertyId)).toEqual(before);
  });

  it('a property that does not exist', async () => {
    const before = await counts('no-such-property');
    const answer = await refusal(admin.call('createHoaPayment', charge('no-such-property')));
    expect(answer).toEqual({ code: 'functions/not-found', message: MISC_CHARGE_TEXTS.propertyNotFound });
    expect(await counts('no-such-property')).toEqual(before);
  });

  it('the limits themselves are accepted: $0.01 and $100,000, 500 and 1000 characters', async () => {
    await createCharge(propertyId, { amountCents: 1 });
    await createCharge(propertyId, {
      amountCents: 10_000_000,
      description: 'd'.repeat(500),
      notes: 'n'.repeat(1000),
    });
  });

  it('a resident (even an owner of the property), a pending user and the signed-out are refused', async () => {
    const { owner, propertyId: own } = await ownedProperty();
    const pending = await resident('pending');
    const anonymous = await signedOut();
    const before = await counts(own);
    for (const client of [owner.client, pending.client]) {
      expect(await refusal(client.call('createHoaPayment', charge(own)))).toEqual({
        code: 'functions/permission-denied',
        message: MISC_CHARGE_TEXTS.notAdmin,
      });
    }
    expect(await refusal(anonymous.call('createHoaPayment', charge(own)))).toEqual({
      code: 'functions/unauthenticated',
      message: MISC_CHARGE_TEXTS.signInRequired,
    });
    expect(await counts(own)).toEqual(before);
  });
});

describe('openPayLink: the token, the board or the owners; nothing else tells anything', () => {
  it('with the right token, signed out: the charge, without notes, token or e-mail', async () => {
    const { propertyId } = await ownedProperty();
    const link = await createCharge(propertyId);
    const view = await (
      await signedOut()
    ).call('openPayLink', { paymentId: link.paymentId, token: link.token });
    const { feeCents, totalCents } = chargeBreakdown(12_500);
    expect(view).toEqual({
      paymentId: link.paymentId,
      invoiceNumber: link.invoiceNumber,
      property: expect.objectContaining({ city: 'Lakeside' }),
      description: 'Fence repair',
      amountCents: 12_500,
      feeCents,
      totalChargedCents: totalCents,
      status: 'pending',
      state: 'payable',
      completedAt: null,
      paymentMethod: null,
      // priced for a card until the payer chooses the bank
      payMethod: 'card',
    });
    const text = JSON.stringify(view);
    expect(text).not.toContain(link.token);
    expect(text).not.toContain('Panel 4');
    expect(text).not.toContain('@');
  });

  it('a wrong token, no token, an unknown id and an annual payment all answer the same not-found', async () => {
    const { owner, propertyId } = await ownedProperty();
    const link = await createCharge(propertyId);
    const annual = await owner.client.call('createHoaPayment', { propertyId, yearsPaying: ['2026'] });
    const stranger = await resident();
    const anonymous = await signedOut();
    const wrong = `${link.token!.slice(0, 42)}${link.token!.endsWith('A') ? 'B' : 'A'}`;
    // thunks: each call starts when its refusal is awaited
    const attempts = [
      () => anonymous.call('openPayLink', { paymentId: link.paymentId, token: wrong }),
      () => anonymous.call('openPayLink', { paymentId: link.paymentId }),
      () => stranger.client.call('openPayLink', { paymentId: link.paymentId }),
      () => stranger.client.call('openPayLink', { paymentId: link.paymentId, token: wrong }),
      () => anonymous.call('openPayLink', { paymentId: 'noSuchCharge123', token: link.token }),
      () => anonymous.call('openPayLink', { paymentId: annual.paymentId, token: link.token }),
      () => owner.client.call('openPayLink', { paymentId: annual.paymentId, token: link.token }),
      () => anonymous.call('payMiscCharge', { paymentId: link.paymentId, token: wrong }),
      () => anonymous.call('payMiscCharge', { paymentId: annual.paymentId, token: link.token }),
    ];
    for (const attempt of attempts) {
      expect(await refusal(attempt())).toEqual({
        code: 'functions/not-found',
        message: MISC_CHARGE_TEXTS.linkInvalid,
      });
    }
    // a malformed token is refused as the same invalid link before anything is read
    expect(
      (await refusal(anonymous.call('openPayLink', { paymentId: link.paymentId, token: 'short' }))).message,
    ).toBe(MISC_CHARGE_TEXTS.linkInvalid);
  });

  it('an approved owner of the property and the board open and pay it without the token', async () => {
    const { owner, propertyId } = await ownedProperty();
    const link = await createCharge(propertyId);
    expect((await owner.client.call('openPayLink', { paymentId: link.paymentId })).state).toBe('payable');
    expect((await admin.call('openPayLink', { paymentId: link.paymentId })).state).toBe('payable');
    const { url } = await owner.client.call('payMiscCharge', { paymentId: link.paymentId });
    expect(url).toContain(standIn.url);
    await standIn.pay(sessionIdOf(url));
    await completed(link.paymentId);
    expect((await owner.client.call('openPayLink', { paymentId: link.paymentId })).state).toBe('paid');
  });
});

describe('the token stays with the payer who had only the token', () => {
  it("an owner's or the board's checkout comes back to the link without it; a token payer's with it", async () => {
    const { owner, propertyId } = await ownedProperty();
    const link = await createCharge(propertyId);
    const path = `/pay/${link.paymentId}`;
    const returns = async () => {
      const requests = await standIn.createRequestsFor(link.paymentId);
      const last = requests.at(-1)!.params;
      return { success: new URL(last.success_url), cancel: new URL(last.cancel_url) };
    };

    const ownersUrl = (await owner.client.call('payMiscCharge', { paymentId: link.paymentId })).url;
    let back = await returns();
    expect(back.cancel.pathname).toBe(path);
    expect(back.cancel.search).toBe('');
    expect(back.success.searchParams.has('t')).toBe(false);

    // a stranger with the token does not get the owner's session, and theirs keeps the token
    const stranger = await signedOut();
    const strangersUrl = (
      await stranger.call('payMiscCharge', { paymentId: link.paymentId, token: link.token })
    ).url;
    expect(strangersUrl).not.toBe(ownersUrl);
    back = await returns();
    expect(back.cancel.searchParams.get('t')).toBe(link.token);
    expect(back.success.searchParams.get('t')).toBe(link.token);

    // nor does the owner, signed in, get the stranger's, even holding the token too
    const again = await owner.client.call('payMiscCharge', { paymentId: link.paymentId, token: link.token });
    expect(again.url).not.toBe(strangersUrl);
    back = await returns();
    expect(back.cancel.searchParams.has('t')).toBe(false);
    const boards = await admin.call('payMiscCharge', { paymentId: link.paymentId });
    expect(boards.url).toBe(again.url);
  });
});

describe('payMiscCharge: a live checkout for the link, paid once', () => {
  it('Pay → checkout → webhook: completed once, receipt to the payer, dues balance untouched', async () => {
    const { propertyId } = await ownedProperty();
    const balance = await accountOf(propertyId);
    const link = await createCharge(propertyId);
    const payer = await signedOut();
    const before = Math.floor(Date.now() / 1000);
    const { url } = await payer.call('payMiscCharge', { paymentId: link.paymentId, token: link.token });
    const sessionId = sessionIdOf(url);

    const request = await standIn.createRequestFor(link.paymentId);
    expect(request.idempotencyKey).toBe(`${link.paymentId}-1`);
    expect(request.params.metadata).toMatchObject({ paymentId: link.paymentId, propertyId });
    expect(request.params.client_reference_id).toBe(link.paymentId);
    expect(request.params.payment_intent_data.statement_descriptor_suffix).toBeTruthy();
    expect(Number(request.params.expires_at)).toBeGreaterThanOrEqual(before + 30 * 60);
    expect(request.params.success_url).toBe(
      `${new URL(link.url).origin}/pay/${link.paymentId}?t=${link.token}&session_id={CHECKOUT_SESSION_ID}`,
    );
    expect(request.params.cancel_url).toBe(link.url);
    const total = request.params.line_items.reduce(
      (sum, item) => sum + Number(item.price_data.unit_amount),
      0,
    );
    expect(total).toBe(chargeBreakdown(12_500).totalCents);

    // Pay again before paying: the same live session, no second one
    expect((await payer.call('payMiscCharge', { paymentId: link.paymentId, token: link.token })).url).toBe(
      url,
    );

    const { redirect } = await standIn.pay(sessionId);
    expect(redirect).toContain(`session_id=${sessionId}`);
    const paid = await completed(link.paymentId);
    // the name the payer gave on Stripe's page, for the receipt
    expect(paid).toMatchObject({
      paymentMethod: 'card',
      checkoutSessionId: sessionId,
      payerName: 'Test Payer',
    });
    expect(paid.stripeChargeId).toMatch(/^ch_/);
    const receipt = await receiptOf(link.paymentId);
    expect(receipt.get('to')).toBe('test.payer@example.com');
    expect(receipt.get('message.text')).toContain('Fence repair');
    expect(await accountOf(propertyId)).toEqual(balance);

    expect(
      await refusal(payer.call('payMiscCharge', { paymentId: link.paymentId, token: link.token })),
    ).toEqual({
      code: 'functions/failed-precondition',
      message: MISC_CHARGE_TEXTS.alreadyPaid,
    });
    const view = await payer.call('openPayLink', { paymentId: link.paymentId, token: link.token });
    expect(view).toMatchObject({ state: 'paid', status: 'completed', paymentMethod: 'card' });
    expect(Date.parse(view.completedAt ?? '')).not.toBeNaN();
  });

  it('two payers pressing Pay at once get the same session; paying it completes the charge once', async () => {
    const { propertyId } = await ownedProperty();
    const link = await createCharge(propertyId);
    const payers = await Promise.all([signedOut(), signedOut(), signedOut()]);
    const answers = await Promise.all(
      payers.map((p) => p.call('payMiscCharge', { paymentId: link.paymentId, token: link.token })),
    );
    const urls = new Set(answers.map((a) => a.url));
    expect(urls.size).toBe(1);
    const sessionId = sessionIdOf(answers[0]!.url);
    await standIn.pay(sessionId);
    await completed(link.paymentId);
    await eventually(
      () => standIn.eventsFor(sessionId),
      (events) => events.every((e) => e.state === 'delivered'),
    );
    const payment = await paymentById(link.paymentId);
    expect(payment.checkoutAttempt).toBe(1);
    const settled = await adminDb()
      .collection(COLLECTIONS.stripeEvents)
      .where('paymentId', '==', link.paymentId)
      .where('applied', '==', true)
      .get();
    expect(settled.size).toBe(1);
  });

  it('an expired checkout is replaced by a fresh one: the link never goes stale', async () => {
    const { propertyId } = await ownedProperty();
    const link = await createCharge(propertyId);
    const payer = await signedOut();
    const first = await payer.call('payMiscCharge', { paymentId: link.paymentId, token: link.token });
    await standIn.expireNow(sessionIdOf(first.url));
    // its expiry event does not fail the charge: it is still owed
    await eventually(
      () => standIn.eventsFor(sessionIdOf(first.url)),
      (events) => events.some((e) => e.type === 'checkout.session.expired' && e.state === 'delivered'),
    );
    expect((await paymentById(link.paymentId)).status).toBe('pending');
    const second = await payer.call('payMiscCharge', { paymentId: link.paymentId, token: link.token });
    expect(second.url).not.toBe(first.url);
    expect((await paymentById(link.paymentId)).checkoutAttempt).toBe(2);
    await standIn.pay(sessionIdOf(second.url));
    await completed(link.paymentId);
  });

  it('Stripe unreachable: a clear error, and the charge is still owed and payable later', async () => {
    const { propertyId } = await ownedProperty();
    const link = await createCharge(propertyId);
    const payer = await signedOut();
    await standIn.unreachableFor(propertyId, true);
    try {
      expect(
        await refusal(payer.call('payMiscCharge', { paymentId: link.paymentId, token: link.token })),
      ).toEqual({
        code: 'functions/unavailable',
        message: PAYMENT_TEXTS.stripeUnavailable,
      });
    } finally {
      await standIn.unreachableFor(propertyId, false);
    }
    expect((await paymentById(link.paymentId)).status).toBe('pending');
    const { url } = await payer.call('payMiscCharge', { paymentId: link.paymentId, token: link.token });
    await standIn.pay(sessionIdOf(url));
    await completed(link.paymentId);
  });

  it('openPayLink with the returning session settles it at once, before any webhook', async () => {
    const { propertyId } = await ownedProperty();
    const link = await createCharge(propertyId);
    const payer = await signedOut();
    const { url } = await payer.call('payMiscCharge', { paymentId: link.paymentId, token: link.token });
    const sessionId = sessionIdOf(url);
    await standIn.pay(sessionId, { delivery: 'drop' });
    expect((await paymentById(link.paymentId)).status).toBe('pending');
    const view = await payer.call('openPayLink', { paymentId: link.paymentId, token: link.token, sessionId });
    expect(view.state).toBe('paid');
    expect((await paymentById(link.paymentId)).status).toBe('completed');
    expect((await receiptOf(link.paymentId)).exists).toBe(true);
    // the late webhook changes nothing
    const [event] = await standIn.eventsFor(sessionId);
    expect((await standIn.deliver(event!.id)).status).toBe(200);
    expect((await paymentById(link.paymentId)).status).toBe('completed');
  });

  it("another charge's session on this link is ignored", async () => {
    const { propertyId } = await ownedProperty();
    const mine = await createCharge(propertyId);
    const other = await createCharge(propertyId);
    const payer = await signedOut();
    const { url } = await payer.call('payMiscCharge', { paymentId: other.paymentId, token: other.token });
    await standIn.pay(sessionIdOf(url), { delivery: 'drop' });
    const view = await payer.call('openPayLink', {
      paymentId: mine.paymentId,
      token: mine.token,
      sessionId: sessionIdOf(url),
    });
    expect(view.state).toBe('payable');
    expect((await paymentById(other.paymentId)).status).toBe('pending');
  });

  it('a session the charge did not open, paid after it settled, is put before the board to refund', async () => {
    const { propertyId } = await ownedProperty();
    const link = await createCharge(propertyId);
    const { url } = await admin.call('payMiscCharge', { paymentId: link.paymentId });
    await standIn.pay(sessionIdOf(url));
    await completed(link.paymentId);
    // a session for the same charge that our flow did not close (as if opened elsewhere)
    const stray = await standIn.createForeignSession({
      paymentId: link.paymentId,
      propertyId,
      amountCents: 12_893,
      name: 'Fence repair',
    });
    await standIn.pay(stray);
    const payment = await eventually(
      () => paymentById(link.paymentId),
      (p) => (p.reviewNote ?? '').includes(stray),
    );
    // Not one of the charge's own sessions: never applied, whatever it paid.
    expect(payment.reviewNote).toBe(PAYMENT_REVIEW_NOTES.mismatchedCheckout(stray, [{ kind: 'session' }]));
    expect(payment.checkoutSessionId).toBe(sessionIdOf(url));
    expect(payment.status).toBe('completed');
  });
});

describe('payMiscCharge: by card or from a bank account', () => {
  const lineTotal = (params: { line_items: { price_data: { unit_amount: unknown } }[] }) =>
    params.line_items.reduce((sum, item) => sum + Number(item.price_data.unit_amount), 0);

  it("the bank's fee and a checkout that offers the bank alone; switching opens the other way", async () => {
    const { propertyId } = await ownedProperty();
    const link = await createCharge(propertyId);
    const payer = await signedOut();
    const pay = (payMethod: 'card' | 'bank') =>
      payer.call('payMiscCharge', { paymentId: link.paymentId, token: link.token, payMethod });

    // a way we do not offer is refused with a sentence, and opens nothing
    expect(
      await refusal(
        payer.call('payMiscCharge', {
          paymentId: link.paymentId,
          token: link.token,
          payMethod: 'cash' as 'card',
        }),
      ),
    ).toEqual({ code: 'functions/invalid-argument', message: PAYMENT_TEXTS.payMethodInvalid });
    expect(await standIn.createRequestsFor(link.paymentId)).toEqual([]);

    const byBank = await pay('bank');
    const bank = chargeBreakdown(12_500, 'bank');
    expect(bank).toEqual({ subtotalCents: 12_500, feeCents: 100, totalCents: 12_600 });
    const first = await standIn.createRequestFor(link.paymentId);
    expect(first.params).toMatchObject({ allowed_payment_method_types: ['us_bank_account'] });
    expect(lineTotal(first.params)).toBe(bank.totalCents);
    expect(await paymentById(link.paymentId)).toMatchObject({
      payMethod: 'bank',
      feeCents: bank.feeCents,
      totalChargedCents: bank.totalCents,
    });
    expect(await payer.call('openPayLink', { paymentId: link.paymentId, token: link.token })).toMatchObject({
      payMethod: 'bank',
      feeCents: bank.feeCents,
      totalChargedCents: bank.totalCents,
    });
    // the same way again: the same live session
    expect((await pay('bank')).url).toBe(byBank.url);

    // the card instead: a new session at the card's price, and the bank's is closed first
    const byCard = await pay('card');
    expect(byCard.url).not.toBe(byBank.url);
    expect((await standIn.session(sessionIdOf(byBank.url))).status).toBe('expired');
    const card = chargeBreakdown(12_500, 'card');
    expect(await paymentById(link.paymentId)).toMatchObject({
      checkoutAttempt: 2,
      payMethod: 'card',
      feeCents: card.feeCents,
      totalChargedCents: card.totalCents,
    });
    const second = (await standIn.createRequestsFor(link.paymentId)).at(-1)!;
    expect(second.params).toMatchObject({ allowed_payment_method_types: ['card'] });
    expect(lineTotal(second.params)).toBe(card.totalCents);

    // and back to the bank, paid: in transit, then in
    const again = await pay('bank');
    const sessionId = sessionIdOf(again.url);
    await standIn.pay(sessionId, { method: 'bank_debit' });
    await eventually(
      () => paymentById(link.paymentId),
      (p) => p.status === 'processing',
    );
    expect(await refusal(pay('card'))).toEqual({
      code: 'functions/failed-precondition',
      message: MISC_CHARGE_TEXTS.inTransit,
    });
    expect((await payer.call('openPayLink', { paymentId: link.paymentId, token: link.token })).state).toBe(
      'processing',
    );
    await standIn.async(sessionId, 'succeeded');
    const paid = await completed(link.paymentId);
    expect(paid).toMatchObject({
      paymentMethod: 'us_bank_account',
      payMethod: 'bank',
      totalChargedCents: bank.totalCents,
    });
    expect((await receiptOf(link.paymentId)).get('message.text')).toContain('$126.00');
  });

  it("a card checkout paid while the payer switched to the bank settles at the card's price", async () => {
    const { propertyId } = await ownedProperty();
    const link = await createCharge(propertyId);
    const payer = await signedOut();
    const { url } = await payer.call('payMiscCharge', { paymentId: link.paymentId, token: link.token });
    // paid in another tab; its events have not arrived
    await standIn.pay(sessionIdOf(url), { delivery: 'drop' });
    expect(
      await refusal(
        payer.call('payMiscCharge', { paymentId: link.paymentId, token: link.token, payMethod: 'bank' }),
      ),
    ).toEqual({ code: 'functions/failed-precondition', message: MISC_CHARGE_TEXTS.alreadyPaid });
    const card = chargeBreakdown(12_500, 'card');
    const paid = await paymentById(link.paymentId);
    expect(paid).toMatchObject({
      status: 'completed',
      checkoutSessionId: sessionIdOf(url),
      payMethod: 'card',
      feeCents: card.feeCents,
      totalChargedCents: card.totalCents,
    });
    // what Stripe charged, applied: nothing parked for the board
    expect(paid.reviewNote).toBeUndefined();
    expect((await receiptOf(link.paymentId)).get('message.text')).toContain('$128.93');
  });

  it('a refused bank debit: payable again, and the payer is sent the link itself', async () => {
    const { propertyId } = await ownedProperty();
    const link = await createCharge(propertyId, { description: 'Dock permit' });
    const payer = await signedOut();
    const { url } = await payer.call('payMiscCharge', {
      paymentId: link.paymentId,
      token: link.token,
      payMethod: 'bank',
    });
    await standIn.pay(sessionIdOf(url), { method: 'bank_debit' });
    await eventually(
      () => paymentById(link.paymentId),
      (p) => p.status === 'processing',
    );
    await standIn.async(sessionIdOf(url), 'failed');
    await eventually(
      () => paymentById(link.paymentId),
      (p) => p.status === 'pending',
    );
    const mails = await mailsOnceArrived(
      (mail) => mail.subject === `Lakeside HOA: your bank payment ${link.invoiceNumber} did not go through`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to[0]!.address).toBe('test.payer@example.com');
    // a payer of a link may have no account: the link, with its token, is the way to pay
    expect(mails[0]!.text).toContain(link.url);
    const retry = await payer.call('payMiscCharge', { paymentId: link.paymentId, token: link.token });
    await standIn.pay(sessionIdOf(retry.url));
    await completed(link.paymentId);
  });
});

describe('voidMiscCharge', () => {
  it('voids an unpaid charge: the link then refuses to pay, and voiding again changes nothing', async () => {
    const { propertyId } = await ownedProperty();
    const link = await createCharge(propertyId);
    const payer = await signedOut();
    const { url } = await payer.call('payMiscCharge', { paymentId: link.paymentId, token: link.token });
    expect(await admin.call('voidMiscCharge', { paymentId: link.paymentId })).toEqual({ status: 'failed' });
    const voided = await paymentById(link.paymentId);
    expect(voided).toMatchObject({ status: 'failed', failureReason: MISC_CHARGE_TEXTS.voidedReason });
    expect(voided.voidedAt).toBeTruthy();
    // its live checkout was closed
    expect((await standIn.session(sessionIdOf(url))).status).toBe('expired');
    expect(
      await refusal(payer.call('payMiscCharge', { paymentId: link.paymentId, token: link.token })),
    ).toEqual({
      code: 'functions/failed-precondition',
      message: MISC_CHARGE_TEXTS.voided,
    });
    expect((await payer.call('openPayLink', { paymentId: link.paymentId, token: link.token })).state).toBe(
      'voided',
    );
    expect(await admin.call('voidMiscCharge', { paymentId: link.paymentId })).toEqual({ status: 'failed' });
    expect((await paymentById(link.paymentId)).voidedAt?.toMillis()).toBe(voided.voidedAt?.toMillis());
  });

  it('refused for a resident (even the owner) and the signed-out; a paid charge and dues cannot be voided', async () => {
    const { owner, propertyId } = await ownedProperty();
    const link = await createCharge(propertyId);
    expect(await refusal(owner.client.call('voidMiscCharge', { paymentId: link.paymentId }))).toEqual({
      code: 'functions/permission-denied',
      message: MISC_CHARGE_TEXTS.voidNotAdmin,
    });
    expect(
      (await refusal((await signedOut()).call('voidMiscCharge', { paymentId: link.paymentId }))).code,
    ).toBe('functions/unauthenticated');
    expect((await paymentById(link.paymentId)).status).toBe('pending');

    const { url } = await owner.client.call('payMiscCharge', { paymentId: link.paymentId });
    await standIn.pay(sessionIdOf(url));
    await completed(link.paymentId);
    expect(await refusal(admin.call('voidMiscCharge', { paymentId: link.paymentId }))).toEqual({
      code: 'functions/failed-precondition',
      message: MISC_CHARGE_TEXTS.voidPaid,
    });
    expect((await paymentById(link.paymentId)).voidedAt).toBeUndefined();

    const annual = await owner.client.call('createHoaPayment', { propertyId, yearsPaying: ['2026'] });
    expect(await refusal(admin.call('voidMiscCharge', { paymentId: annual.paymentId }))).toEqual({
      code: 'functions/failed-precondition',
      message: MISC_CHARGE_TEXTS.notMisc,
    });
  });

  it('money that arrives after a void wins: completed, with a note for the board', async () => {
    const { propertyId } = await ownedProperty();
    const link = await createCharge(propertyId);
    const payer = await signedOut();
    const { url } = await payer.call('payMiscCharge', { paymentId: link.paymentId, token: link.token });
    const sessionId = sessionIdOf(url);
    // the payer pays; the webhook is held back while the board voids the charge
    await standIn.pay(sessionId, { delivery: 'hold' });
    const answer = await admin.call('voidMiscCharge', { paymentId: link.paymentId });
    // the void found the session paid (it could not expire it) and settled it instead
    expect(answer.status).toBe('completed');
    const payment = await paymentById(link.paymentId);
    expect(payment.status).toBe('completed');
    expect(payment.reviewNote).toContain('Paid after it was voided');
    expect((await receiptOf(link.paymentId)).exists).toBe(true);
  });
});

describe('a check pays a charge at the desk', () => {
  const checkFor = (propertyId: string, chargeId: string, number: string) => ({
    propertyId,
    method: 'check',
    reference: number,
    receivedOn: hoaToday(new Date()),
    paysFor: 'charge',
    chargeId,
  });

  it('the charge is paid (no fee), its link says so, its revenue counts once; a void opens it again', async () => {
    const { owner, propertyId } = await ownedProperty();
    const link = await createCharge(propertyId);
    const answer = await admin.call('recordPayment', checkFor(propertyId, link.paymentId, '77'));
    expect(answer).toEqual({ paymentId: link.paymentId, invoiceNumber: link.invoiceNumber });
    expect(await paymentById(link.paymentId)).toMatchObject({
      status: 'completed',
      source: 'recorded',
      paymentMethod: 'Check #77',
      amountCents: 12_500,
      feeCents: 0,
      totalChargedCents: 12_500,
      recordedForCharge: true,
    });
    expect((await owner.client.call('openPayLink', { paymentId: link.paymentId })).state).toBe('paid');
    // the dues account is not the charge's
    expect(await accountOf(propertyId)).toEqual({ balanceCents: 16000, yearsOwed: ['2026'] });
    const receipts = await adminDb()
      .collection(COLLECTIONS.mail)
      .where('to', 'array-contains', owner.user.email)
      .get();
    expect(receipts.docs.filter((doc) => doc.get('message.text').includes('Check #77'))).toHaveLength(1);
    // paid once: a second check for it is refused
    expect(await refusal(admin.call('recordPayment', checkFor(propertyId, link.paymentId, '78')))).toEqual({
      code: 'functions/failed-precondition',
      message: RECORDED_PAYMENT_TEXTS.chargeNotOpen,
    });

    // the check bounces: the charge is owed again, and its link pays it
    await expect(
      admin.call('voidRecordedPayment', { paymentId: link.paymentId, reason: 'Check returned unpaid' }),
    ).resolves.toEqual({ changed: true });
    const reopened = await paymentById(link.paymentId);
    expect(reopened).toMatchObject({ status: 'pending', completedAt: null, checkoutSessionId: null });
    expect(reopened.source).toBeUndefined();
    expect(reopened.voidedPayments).toMatchObject([
      { paymentMethod: 'Check #77', reason: 'Check returned unpaid' },
    ]);
    expect((await owner.client.call('openPayLink', { paymentId: link.paymentId })).state).toBe('payable');
    await expect(
      admin.call('voidRecordedPayment', { paymentId: link.paymentId, reason: 'Again' }),
    ).resolves.toEqual({ changed: false });
    // and the same check number may pay it again once the first is voided
    await expect(
      admin.call('recordPayment', checkFor(propertyId, link.paymentId, '77')),
    ).resolves.toMatchObject({
      paymentId: link.paymentId,
    });
  });

  it('refuses a charge being paid online now, another property’s charge and a voided one, writing nothing', async () => {
    const { owner, propertyId } = await ownedProperty();
    const live = await createCharge(propertyId);
    await owner.client.call('payMiscCharge', { paymentId: live.paymentId });
    expect(await refusal(admin.call('recordPayment', checkFor(propertyId, live.paymentId, '90')))).toEqual({
      code: 'functions/failed-precondition',
      message: RECORDED_PAYMENT_TEXTS.chargeBeingPaidOnline(live.invoiceNumber),
    });
    const other = await ownedProperty();
    const theirs = await createCharge(other.propertyId);
    expect(await refusal(admin.call('recordPayment', checkFor(propertyId, theirs.paymentId, '91')))).toEqual({
      code: 'functions/failed-precondition',
      message: RECORDED_PAYMENT_TEXTS.chargeNotOpen,
    });
    const voided = await createCharge(propertyId);
    await admin.call('voidMiscCharge', { paymentId: voided.paymentId });
    expect(await refusal(admin.call('recordPayment', checkFor(propertyId, voided.paymentId, '92')))).toEqual({
      code: 'functions/failed-precondition',
      message: RECORDED_PAYMENT_TEXTS.chargeNotOpen,
    });
    expect(await refusal(admin.call('recordPayment', { ...checkFor(propertyId, '', '93') }))).toEqual({
      code: 'functions/invalid-argument',
      message: RECORDED_PAYMENT_TEXTS.selectCharge,
    });
    expect((await paymentById(live.paymentId)).status).toBe('pending');
    expect((await paymentById(theirs.paymentId)).status).toBe('pending');
  });
});
