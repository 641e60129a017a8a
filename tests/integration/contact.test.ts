// The contact form reaches the board: sendContactMessage stores the message and
// queues the board's e-mail in one transaction, refuses a sender over the hourly limit with a
// sentence, answers a filled honeypot as if sent while storing nothing; the board marks a
// message done (or new again) with setContactMessageStatus, and nobody else can.
import {
  BOARD_EMAIL,
  COLLECTIONS,
  CONTACT_TEXTS,
  CONTACT_RATE_LIMIT,
  ROUTES,
  UNKNOWN_CALLER_IP,
  EXPIRE_AT,
  contactCallerRateLimitId,
  contactRateLimitId,
  type ContactRequest,
} from '@lakeside/domain';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientAs, refusal, type Client, newAdminClient } from '../support/client';
import { hostingUrl, requireEmulators } from '../support/emulators';
import { mailsOnceArrived } from '../support/mailCatcher';
import { adminDb, createResident } from '../support/users';

let visitor: Client;
let admin: Client;
let resident: Client;

beforeAll(async () => {
  await requireEmulators();
  visitor = await clientAs();
  admin = await newAdminClient();
  resident = await clientAs(await createResident('approved'));
});

afterAll(async () => {
  await Promise.all([visitor.close(), admin.close(), resident.close()]);
});

// The per-caller limit counts these clients as one caller: the emulator sees no
// address for any of them. This file sends more messages than one caller may in an hour, so
// each test starts as a new visitor. (tests/attack/contact-flood.test.ts tests that limit.)
beforeEach(async () => {
  await adminDb()
    .collection(COLLECTIONS.rateLimits)
    .doc(contactCallerRateLimitId({ ip: UNKNOWN_CALLER_IP }))
    .delete();
});

function messageFrom(email: string, overrides: Partial<ContactRequest> = {}): ContactRequest {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    propertyAddress: '14 Lakeshore Dr',
    subject: 'Dock permit',
    message: 'May I extend my dock by four feet?',
    ...overrides,
  };
}

const uniqueEmail = () => `ada.${randomUUID().slice(0, 8)}@example.com`;
const storedFrom = async (email: string) =>
  (await adminDb().collection(COLLECTIONS.contactMessages).where('email', '==', email).get()).docs;

describe('sendContactMessage', () => {
  it('stores the message for the board and queues its e-mail, signed out', async () => {
    const email = uniqueEmail();
    await expect(visitor.call('sendContactMessage', messageFrom(email))).resolves.toEqual({ ok: true });
    const [stored, ...more] = await storedFrom(email);
    expect(more).toEqual([]);
    expect(stored!.data()).toMatchObject({
      ...messageFrom(email),
      status: 'new',
      handledBy: null,
      handledAt: null,
    });
    expect(stored!.get('createdAt').toMillis()).toBeGreaterThan(Date.now() - 60_000);
    const mail = await adminDb().collection(COLLECTIONS.mail).doc(`contact-${stored!.id}`).get();
    expect(mail.get('to')).toBe(BOARD_EMAIL);
    expect(mail.get('replyTo')).toBe(email);
    expect(mail.get('message.subject')).toBe('Contact form: Dock permit');
    expect(mail.get('message.text')).toContain('May I extend my dock by four feet?');
    expect(mail.get('message.text')).toContain(`Ada Lovelace <${email}>`);
    // the sender's counter limits nothing once its hour has passed: its TTL policy removes it then
    const counter = await adminDb().collection(COLLECTIONS.rateLimits).doc(contactRateLimitId(email)).get();
    const [sentAt] = counter.get('sent') as number[];
    expect(counter.get(EXPIRE_AT).toMillis()).toBe(sentAt! + CONTACT_RATE_LIMIT.windowMs);

    // and one copy reaches the board, answering which answers the resident
    const [delivered, ...again] = await mailsOnceArrived((caught) => caught.replyTo?.[0]?.address === email);
    expect(again).toEqual([]);
    expect(delivered!.to.map((to) => to.address)).toEqual([BOARD_EMAIL]);
    expect(delivered!.subject).toBe('Contact form: Dock permit');
    expect(delivered!.text).toContain('May I extend my dock by four feet?');
    expect(delivered!.html).toContain(`href="${hostingUrl}${ROUTES.adminMessages}"`);
  });

  it(`refuses a sender's ${CONTACT_RATE_LIMIT.messages + 1}th message within the hour with a sentence, writing nothing`, async () => {
    const email = uniqueEmail();
    for (let n = 0; n < CONTACT_RATE_LIMIT.messages; n++) {
      await visitor.call('sendContactMessage', messageFrom(email, { subject: `Question ${n}` }));
    }
    // the same person, however the address is typed
    await expect(
      refusal(visitor.call('sendContactMessage', messageFrom(` ${email.toUpperCase()} `))),
    ).resolves.toEqual({ code: 'functions/resource-exhausted', message: CONTACT_TEXTS.tooMany });
    await expect(storedFrom(email).then((docs) => docs.length)).resolves.toBe(CONTACT_RATE_LIMIT.messages);
    // another sender is not held up by this one
    await expect(visitor.call('sendContactMessage', messageFrom(uniqueEmail()))).resolves.toEqual({
      ok: true,
    });
  });

  it('answers a filled honeypot as if sent, and stores and mails nothing', async () => {
    const email = uniqueEmail();
    await expect(
      visitor.call('sendContactMessage', messageFrom(email, { website: 'http://spam.example' })),
    ).resolves.toEqual({ ok: true });
    await expect(storedFrom(email)).resolves.toEqual([]);
  });

  it.each([
    [{ firstName: '' }, 'First name is required'],
    [{ email: 'not-an-email' }, 'Enter a valid email address'],
    [{ message: 'x'.repeat(2001) }, 'Message must be at most 2000 characters'],
    [{ subject: 42 }, undefined],
  ] as const)(
    'refuses a bad payload %j with 400 and its message, writing nothing',
    async (change, message) => {
      const email = uniqueEmail();
      const answer = await refusal(
        visitor.call('sendContactMessage', { ...messageFrom(email), ...change } as unknown as ContactRequest),
      );
      expect(answer.code).toBe('functions/invalid-argument');
      if (message) expect(answer.message).toBe(message);
      await expect(storedFrom(email)).resolves.toEqual([]);
    },
  );
});

describe('setContactMessageStatus', () => {
  async function storedMessage(): Promise<string> {
    const email = uniqueEmail();
    await visitor.call('sendContactMessage', messageFrom(email));
    return (await storedFrom(email))[0]!.id;
  }

  it('lets the board mark a message done and new again; the second same answer changes nothing', async () => {
    const messageId = await storedMessage();
    await expect(admin.call('setContactMessageStatus', { messageId, status: 'done' })).resolves.toEqual({
      changed: true,
    });
    const ref = adminDb().collection(COLLECTIONS.contactMessages).doc(messageId);
    const done = await ref.get();
    expect(done.get('status')).toBe('done');
    expect(done.get('handledBy')).toEqual(expect.any(String));
    expect(done.get('message')).toBe('May I extend my dock by four feet?');
    await expect(admin.call('setContactMessageStatus', { messageId, status: 'done' })).resolves.toEqual({
      changed: false,
    });
    await admin.call('setContactMessageStatus', { messageId, status: 'new' });
    await expect(ref.get().then((snap) => snap.get('status'))).resolves.toBe('new');
  });

  it('refuses residents and visitors, an unknown message and an unknown status', async () => {
    const messageId = await storedMessage();
    await expect(
      refusal(resident.call('setContactMessageStatus', { messageId, status: 'done' })),
    ).resolves.toEqual({
      code: 'functions/permission-denied',
      message: CONTACT_TEXTS.notAdmin,
    });
    await expect(
      refusal(visitor.call('setContactMessageStatus', { messageId, status: 'done' })),
    ).resolves.toEqual({
      code: 'functions/unauthenticated',
      message: CONTACT_TEXTS.signInRequired,
    });
    await expect(
      refusal(admin.call('setContactMessageStatus', { messageId: 'no-such-message', status: 'done' })),
    ).resolves.toEqual({ code: 'functions/not-found', message: CONTACT_TEXTS.messageNotFound });
    await expect(
      refusal(admin.call('setContactMessageStatus', { messageId, status: 'spam' })),
    ).resolves.toEqual({
      code: 'functions/invalid-argument',
      message: CONTACT_TEXTS.statusInvalid,
    });
    const stored = await adminDb().collection(COLLECTIONS.contactMessages).doc(messageId).get();
    expect(stored.get('status')).toBe('new');
  });
});
