// Attack review, hole 5: no callable enforced App Check, so anyone with a script (and,
// for the pay link's functions, nothing else) could drive them directly. Now every callable
// enforces it (functions/src/shared/callableOptions.ts): the framework refuses a call without a
// token before the handler runs. The Functions emulator cannot verify tokens with Google and
// only checks that one is there; production verifies the reCAPTCHA Enterprise token (README).
import { COLLECTIONS, SESSION_TEXTS, type CallableName } from '@lakeside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAs, refusal, type Client } from '../support/client';
import { requireEmulators } from '../support/emulators';
import { createProperty } from '../support/properties';
import { adminDb, createTestUser } from '../support/users';
import { callableErrorMessage, explainedRefusal } from '../../web/src/lib/firebase/callableErrors';

// Every callable: a Record over the domain's table, so a new callable fails the type check here
// until it is listed. health is not in the table (it is no product feature) but is a callable.
const CALLABLES: Record<CallableName, true> = {
  setApprovalStatus: true,
  syncProfileEmails: true,
  resendVerificationEmail: true,
  downloadDocument: true,
  assignPropertyOwner: true,
  removePropertyOwner: true,
  ensureHoaAccount: true,
  syncHoaAccounts: true,
  updateHoaAccount: true,
  createHoaPayment: true,
  openPayLink: true,
  payMiscCharge: true,
  voidMiscCharge: true,
  emailPayLink: true,
  confirmCheckout: true,
  cancelCheckout: true,
  sendContactMessage: true,
  setContactMessageStatus: true,
  setDuesRate: true,
  previewBilling: true,
  billYear: true,
  recordPayment: true,
  voidRecordedPayment: true,
  refundPayment: true,
  recountDeskTotals: true,
  sendReminder: true,
  previewReminders: true,
  remindAllLate: true,
  listPaperNotices: true,
  listUndeliveredMail: true,
  countUndeliveredMail: true,
  resendMail: true,
  dismissMail: true,
};
const EVERY_CALLABLE = [...Object.keys(CALLABLES), 'health'];

const UNPROVEN = { code: 'functions/unauthenticated', message: 'Unauthenticated' };

let adminWithoutAppCheck: Client;
let strangerWithoutAppCheck: Client;
let admin: Client;

beforeAll(async () => {
  await requireEmulators();
  const adminUser = await createTestUser({ admin: true, approved: true });
  adminWithoutAppCheck = await clientAs(adminUser, { appCheck: false });
  strangerWithoutAppCheck = await clientAs(undefined, { appCheck: false });
  admin = await clientAs(adminUser);
});

afterAll(async () => {
  await Promise.all([adminWithoutAppCheck, strangerWithoutAppCheck, admin].map((client) => client?.close()));
});

describe('App Check on every callable', () => {
  it.each(EVERY_CALLABLE)('%s refuses a call without an App Check token, even an admin’s', async (name) => {
    await expect(refusal(adminWithoutAppCheck.call(name, {}))).resolves.toEqual(UNPROVEN);
    await expect(refusal(strangerWithoutAppCheck.call(name, {}))).resolves.toEqual(UNPROVEN);
  });

  it('refuses a valid request without a token before it writes anything; the same request from the app succeeds', async () => {
    const propertyId = await createProperty();
    const charge = {
      chargeType: 'miscellaneous',
      propertyId,
      amountCents: 2500,
      description: 'Dock permit',
    };
    const chargesOf = async () =>
      (
        await adminDb().collection(COLLECTIONS.payments).where('propertyId', '==', propertyId).count().get()
      ).data().count;

    await expect(refusal(adminWithoutAppCheck.call('createHoaPayment', charge))).resolves.toEqual(UNPROVEN);
    await expect(chargesOf()).resolves.toBe(0);

    const answer = await admin.call('createHoaPayment', charge);
    expect(answer.url).toContain('/pay/');
    await expect(chargesOf()).resolves.toBe(1);
  });
});

describe('what the app says when it has no token to send', () => {
  const refused = (call: Promise<unknown>) =>
    call.then(
      () => expect.fail('the call was not refused'),
      (error: unknown) => error,
    );

  it('reCAPTCHA blocked: a sentence saying what to do, not a bare failure', async () => {
    const error = await refused(strangerWithoutAppCheck.call('sendContactMessage', {}));
    const explained = await explainedRefusal(error, async () => false);
    expect(callableErrorMessage(explained, 'Could not send your message.')).toBe(
      SESSION_TEXTS.appCheckBlocked,
    );
    // without the explanation the resident would read only the page's fallback
    expect(callableErrorMessage(error, 'Could not send your message.')).toBe('Could not send your message.');
  });

  it('a token the app can get now leaves the refusal as it was; so does a refusal of ours', async () => {
    const error = await refused(strangerWithoutAppCheck.call('health', {}));
    await expect(explainedRefusal(error, async () => true)).resolves.toBe(error);
    // signed out, with a token: our own "unauthenticated", which says why
    const visitor = await clientAs();
    try {
      const ours = await refused(visitor.call('sendReminder', { propertyId: 'nope' }));
      expect(ours).toMatchObject({ code: 'functions/unauthenticated' });
      await expect(explainedRefusal(ours, async () => false)).resolves.toBe(ours);
    } finally {
      await visitor.close();
    }
  });
});
