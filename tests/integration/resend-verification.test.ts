// The board resends a registrant's verification link: through the callable, the
// Auth emulator's link and the real mail sender to the mail catcher. The link verifies the
// address, which lets the board approve; one e-mail per ten minutes however often it is pressed,
// counted from the last e-mail; refusals write nothing.
import {
  APPROVAL_TEXTS,
  COLLECTIONS,
  RESEND_VERIFICATION_TEXTS as T,
  RESEND_VERIFICATION_WINDOW_MS as WINDOW_MS,
} from '@lakeside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resendVerification } from '../../functions/src/users/resendVerification';
import { clientAs, refusal, type Client } from '../support/client';
import { requireEmulators } from '../support/emulators';
import { mailsOnceArrived, sentTo } from '../support/mailCatcher';
import { adminAuth, adminDb, createResident, createTestUser } from '../support/users';

const clients: Client[] = [];
let admin: Client;

beforeAll(async () => {
  await requireEmulators();
  // the link's return address, for the function called directly below
  process.env.APP_ORIGINS ??= 'http://127.0.0.1:5050';
  admin = await clientAs(await createTestUser({ admin: true, approved: true }));
  clients.push(admin);
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
});

describe('resendVerificationEmail', () => {
  it('e-mails the link once, however often it is pressed; the link verifies; then Approve works', async () => {
    const registrant = await createResident('pending', { emailVerified: false });
    // pressed twice at once, then again: one e-mail in the window
    const answers = await Promise.allSettled([
      admin.call('resendVerificationEmail', { uid: registrant.uid }),
      admin.call('resendVerificationEmail', { uid: registrant.uid }),
    ]);
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(1);
    expect(await refusal(admin.call('resendVerificationEmail', { uid: registrant.uid }))).toEqual({
      code: 'functions/already-exists',
      message: T.tooSoon,
    });

    const [mail, ...again] = await mailsOnceArrived(sentTo(registrant.email));
    expect(again).toEqual([]);
    expect(mail!.subject).toBe('Lakeside HOA: please verify your e-mail address');
    const link = /https?:\/\/\S+oobCode=\S+/.exec(mail!.text)?.[0];
    expect(link).toBeDefined();
    // the recipient opens it (the Auth emulator's action page applies the code)
    expect((await fetch(link!)).ok).toBe(true);
    expect((await adminAuth().getUser(registrant.uid)).emailVerified).toBe(true);

    await admin.call('setApprovalStatus', { uid: registrant.uid, status: 'approved', from: 'pending' });
    expect(await refusal(admin.call('resendVerificationEmail', { uid: registrant.uid }))).toEqual({
      code: 'functions/failed-precondition',
      message: T.alreadyVerified,
    });
  });

  it('is refused for a resident, the signed-out, an unknown user and a malformed id, writing nothing', async () => {
    const registrant = await createResident('pending', { emailVerified: false });
    const resident = await clientAs(await createResident('approved'));
    const stranger = await clientAs();
    clients.push(resident, stranger);
    expect(await refusal(resident.call('resendVerificationEmail', { uid: registrant.uid }))).toEqual({
      code: 'functions/permission-denied',
      message: APPROVAL_TEXTS.notAdmin,
    });
    expect((await refusal(stranger.call('resendVerificationEmail', { uid: registrant.uid }))).code).toBe(
      'functions/unauthenticated',
    );
    expect(await refusal(admin.call('resendVerificationEmail', { uid: 'no-such-user-at-all' }))).toEqual({
      code: 'functions/not-found',
      message: APPROVAL_TEXTS.userNotFound,
    });
    expect((await refusal(admin.call('resendVerificationEmail', { uid: '' }))).code).toBe(
      'functions/invalid-argument',
    );
    expect(await verificationMailsTo(registrant.email)).toEqual([]);
  });

  it("counts ten minutes from the last e-mail, not from the clock's ten-minute marks", async () => {
    const registrant = await createResident('pending', { emailVerified: false });
    const sendAt = (now: number) => resendVerification(adminAuth(), adminDb(), registrant.uid, now);
    // a second before a ten-minute mark on the clock, then a second after it
    const mark = Math.ceil(Date.now() / WINDOW_MS) * WINDOW_MS;
    const first = mark - 1_000;
    expect(await sendAt(first)).toEqual({ email: registrant.email });
    for (const tooSoon of [mark + 1_000, first + WINDOW_MS - 1]) {
      await expect(sendAt(tooSoon)).rejects.toMatchObject({ code: 'already-exists', message: T.tooSoon });
    }
    expect(await verificationMailsTo(registrant.email)).toHaveLength(1);
    // ten minutes after the last one, the next goes
    expect(await sendAt(first + WINDOW_MS)).toEqual({ email: registrant.email });
    expect(await verificationMailsTo(registrant.email)).toHaveLength(2);
  });
});

/** The verification e-mails queued for `email` (mail/ documents, whatever their id). */
async function verificationMailsTo(email: string) {
  const queued = await adminDb().collection(COLLECTIONS.mail).where('to', '==', email).get();
  return queued.docs.filter((doc) => doc.id.startsWith('verify-'));
}
