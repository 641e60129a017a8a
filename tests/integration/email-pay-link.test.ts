// The desk's Email link: emailPayLink through the Functions emulator and the real mail
// sender to the mail catcher. Each owner of the charge's property gets one e-mail with the
// tokened link, which opens the pay page signed out; one per owner per ten minutes however often
// it is pressed, counted from the owner's last e-mail; a charge that cannot be paid, a property without owners and a caller who is not
// the board are refused with a sentence and write nothing.
import {
  COLLECTIONS,
  EMAIL_PAY_LINK_TEXTS as T,
  MISC_CHARGE_TEXTS,
  PAYMENT_TEXTS,
  PAY_LINK_MAIL_WINDOW_MS as WINDOW_MS,
  type PaymentPrivate,
} from '@lakeside/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailPayLinkToOwners } from '../../functions/src/paymentsDesk/emailPayLink';
import { clientAs, refusal } from '../support/client';
import { mailsOnceArrived, sentTo } from '../support/mailCatcher';
import { eventually, ownedAccount, paymentById, sessionIdOf } from '../support/payments';
import { usePaymentsSetup } from '../support/paymentsSetup';
import { createProperty } from '../support/properties';
import { standIn } from '../support/stripeStandIn';
import { adminDb, createResident, type TestResident } from '../support/users';

const { admin, track } = usePaymentsSetup();

beforeAll(() => {
  // the link's address, for the function called directly below
  process.env.APP_ORIGINS ??= 'http://127.0.0.1:5050';
});

async function createCharge(propertyId: string) {
  return admin().call('createHoaPayment', {
    chargeType: 'miscellaneous',
    propertyId,
    amountCents: 12_500,
    description: 'Dock repair, north slip',
    yearsPaying: [],
  });
}

/** The link's id and token, as the pay page reads them from its URL. */
function linkOf(url: string) {
  const parsed = new URL(url);
  return {
    paymentId: decodeURIComponent(parsed.pathname.split('/').pop() ?? ''),
    token: parsed.searchParams.get('t') ?? undefined,
  };
}

/** The e-mails of this charge's link queued for `owner` (mail/ documents, whatever their id). */
async function linkMailsTo(paymentId: string, owner: TestResident) {
  const queued = await adminDb().collection(COLLECTIONS.mail).where('to', '==', owner.email).get();
  return queued.docs.filter((doc) => doc.id.startsWith(`pay-link-${paymentId}-`));
}

/** Whether any e-mail of this charge was queued for `owners`. */
async function queued(paymentId: string, owners: TestResident[]) {
  const mails = await Promise.all(owners.map((owner) => linkMailsTo(paymentId, owner)));
  return mails.some((sent) => sent.length > 0);
}

describe('emailPayLink', () => {
  it('e-mails each owner the tokened link once, however often it is pressed; the link opens the charge', async () => {
    const first = await createResident('approved');
    const second = await createResident('approved', { firstName: 'Sam' });
    const propertyId = await ownedAccount([first, second], []);
    const charge = await createCharge(propertyId);

    // pressed twice at once (a double click, or two admins), then again: one e-mail each
    const answers = await Promise.allSettled([
      admin().call('emailPayLink', { paymentId: charge.paymentId }),
      admin().call('emailPayLink', { paymentId: charge.paymentId }),
    ]);
    const sent = answers.filter((answer) => answer.status === 'fulfilled');
    expect(sent).toHaveLength(1);
    expect((sent[0] as PromiseFulfilledResult<unknown>).value).toEqual({ emailed: 2 });
    expect(await refusal(admin().call('emailPayLink', { paymentId: charge.paymentId }))).toEqual({
      code: 'functions/already-exists',
      message: T.tooSoon,
    });

    const secret = (
      await adminDb().collection(COLLECTIONS.paymentsPrivate).doc(charge.paymentId).get()
    ).data() as PaymentPrivate;
    const stranger = await track(clientAs());
    for (const owner of [first, second]) {
      const [mail, ...again] = await mailsOnceArrived(sentTo(owner.email));
      expect(again).toEqual([]);
      // one e-mail each: no owner sees another's address
      expect(mail!.to.map((to) => to.address)).toEqual([owner.email]);
      expect(mail!.subject).toBe(
        `Lakeside HOA: please pay charge ${charge.invoiceNumber} ($125.00 before fees)`,
      );
      for (const fact of [
        'Lakeside HOA',
        charge.invoiceNumber,
        'Dock repair, north slip',
        '$125.00',
        '$128.93 (includes a $3.93 processing fee)',
        '$126.00 (includes a $1.00 processing fee)',
      ]) {
        expect(mail!.text).toContain(fact);
      }
      const url = /https?:\/\/\S+\/pay\/\S+\?t=[A-Za-z0-9_-]+/.exec(mail!.text)?.[0];
      // the very link Create Payment Link answered and Copy link copies
      expect(url).toBe(charge.url);
      const link = linkOf(url!);
      expect(link).toEqual({ paymentId: charge.paymentId, token: secret.payToken });
      // whoever has the e-mail opens the charge without signing in, ready to pay
      const view = await stranger.call('openPayLink', link);
      expect(view).toMatchObject({
        invoiceNumber: charge.invoiceNumber,
        amountCents: 12_500,
        state: 'payable',
      });
    }
  });

  it("counts ten minutes from each owner's last e-mail, not from the clock's ten-minute marks", async () => {
    const first = await createResident('approved');
    const propertyId = await ownedAccount([first], []);
    const charge = await createCharge(propertyId);
    const sendAt = (now: number) => emailPayLinkToOwners(adminDb(), charge.paymentId, now);
    // a second before a ten-minute mark on the clock, then a second after it
    const mark = Math.ceil(Date.now() / WINDOW_MS) * WINDOW_MS;
    const start = mark - 1_000;
    expect(await sendAt(start)).toEqual({ emailed: 1 });
    for (const tooSoon of [mark + 1_000, start + WINDOW_MS - 1]) {
      await expect(sendAt(tooSoon)).rejects.toMatchObject({ code: 'already-exists', message: T.tooSoon });
    }
    // an owner added meanwhile is e-mailed at once; the first is not, until ten minutes are up
    const second = await createResident('approved', { firstName: 'Sam' });
    await adminDb()
      .collection(COLLECTIONS.properties)
      .doc(propertyId)
      .update({ ownerUids: [first.uid, second.uid] });
    expect(await sendAt(mark + 2_000)).toEqual({ emailed: 1 });
    expect(await linkMailsTo(charge.paymentId, first)).toHaveLength(1);
    expect(await linkMailsTo(charge.paymentId, second)).toHaveLength(1);
    expect(await sendAt(start + WINDOW_MS)).toEqual({ emailed: 1 });
    expect(await linkMailsTo(charge.paymentId, first)).toHaveLength(2);
    expect(await linkMailsTo(charge.paymentId, second)).toHaveLength(1);
  });

  it('is refused for a charge that cannot be paid: voided, paid, annual dues, unknown', async () => {
    const owner = await createResident('approved');
    const propertyId = await ownedAccount([owner], ['2026']);
    const voided = await createCharge(propertyId);
    await admin().call('voidMiscCharge', { paymentId: voided.paymentId });
    expect(await refusal(admin().call('emailPayLink', { paymentId: voided.paymentId }))).toEqual({
      code: 'functions/failed-precondition',
      message: MISC_CHARGE_TEXTS.voided,
    });
    expect(await queued(voided.paymentId, [owner])).toBe(false);

    const paid = await createCharge(propertyId);
    const payer = await track(clientAs(owner));
    const { url } = await payer.call('payMiscCharge', { paymentId: paid.paymentId });
    await standIn.pay(sessionIdOf(url));
    await eventually(
      () => paymentById(paid.paymentId),
      (p) => p.status === 'completed',
    );
    expect(await refusal(admin().call('emailPayLink', { paymentId: paid.paymentId }))).toEqual({
      code: 'functions/failed-precondition',
      message: MISC_CHARGE_TEXTS.alreadyPaid,
    });
    expect(await queued(paid.paymentId, [owner])).toBe(false);

    const annual = await payer.call('createHoaPayment', { propertyId, yearsPaying: ['2026'] });
    expect(await refusal(admin().call('emailPayLink', { paymentId: annual.paymentId }))).toEqual({
      code: 'functions/failed-precondition',
      message: T.notMisc,
    });
    expect(await refusal(admin().call('emailPayLink', { paymentId: 'noSuchCharge123' }))).toEqual({
      code: 'functions/not-found',
      message: PAYMENT_TEXTS.paymentNotFound,
    });
  });

  it('is refused for a property without owners, or without an owner with an e-mail', async () => {
    const ownerless = await createCharge(await createProperty());
    expect(await refusal(admin().call('emailPayLink', { paymentId: ownerless.paymentId }))).toEqual({
      code: 'functions/failed-precondition',
      message: T.noOwners,
    });

    // an owner whose profile is gone (the e-mail addresses are the profiles')
    const propertyId = await createProperty();
    await adminDb()
      .collection(COLLECTIONS.properties)
      .doc(propertyId)
      .update({ ownerUids: ['no-profile-uid'] });
    const unreachable = await createCharge(propertyId);
    expect(await refusal(admin().call('emailPayLink', { paymentId: unreachable.paymentId }))).toEqual({
      code: 'functions/failed-precondition',
      message: T.noOwnerEmail,
    });
  });

  it('is refused for an owner, the signed-out and a malformed request, writing nothing', async () => {
    const owner = await createResident('approved');
    const charge = await createCharge(await ownedAccount([owner], []));
    const resident = await track(clientAs(owner));
    const stranger = await track(clientAs());
    expect(await refusal(resident.call('emailPayLink', { paymentId: charge.paymentId }))).toEqual({
      code: 'functions/permission-denied',
      message: T.notAdmin,
    });
    expect(await refusal(stranger.call('emailPayLink', { paymentId: charge.paymentId }))).toEqual({
      code: 'functions/unauthenticated',
      message: T.signInRequired,
    });
    for (const malformed of [{}, { paymentId: 42 }, { paymentId: '' }, { paymentId: 'a/b' }]) {
      expect(await refusal(admin().call('emailPayLink', malformed))).toEqual({
        code: 'functions/invalid-argument',
        message: MISC_CHARGE_TEXTS.linkInvalid,
      });
    }
    expect(await queued(charge.paymentId, [owner])).toBe(false);
  });
});
