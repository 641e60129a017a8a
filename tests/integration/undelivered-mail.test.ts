// E-mails Not Delivered: the board's list, count, Resend and Dismiss. Through the callables in
// the emulator (mail/, sent into the mail catcher), and the service itself (undelivered.ts)
// against SMTP servers this file runs, on a collection of its own that no trigger watches.
import { MAIL_DELIVERY_TEXTS as T, UNDELIVERED_MAIL_SHOWN } from '@lakeside/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverMail } from '../../functions/src/mail/deliverMail';
import {
  dismissUndeliveredMail,
  listUndeliveredMail,
  resendUndeliveredMail,
} from '../../functions/src/mail/undelivered';
import { clientAs, newAdminClient, refusal, type Client } from '../support/client';
import { requireEmulators } from '../support/emulators';
import { catcherSmtpUrl, finalDelivery, mailsOnceArrived, sentTo } from '../support/mailCatcher';
import { closeSmtpServers, refusingServer, unreachableSmtpUrl } from '../support/smtpServers';
import { seedUndeliveredMail } from '../support/undeliveredMail';
import { adminDb, createResident } from '../support/users';

const settings = {
  smtpUrl: catcherSmtpUrl,
  from: 'Lakeside HOA <no-reply@lakesidehoa.org>',
  replyTo: 'board@lakesidehoa.org',
  pace: null,
};
const actor = { uid: 'board-member', email: 'treasurer@example.com' };
const mail = () => adminDb().collection('mail');
const PROBES = () => adminDb().collection('undeliveredMailProbes');

let admin: Client;
let resident: Client;
let visitor: Client;

beforeAll(async () => {
  await requireEmulators();
  [admin, resident, visitor] = await Promise.all([
    newAdminClient(),
    createResident('approved').then((user) => clientAs(user)),
    clientAs(),
  ]);
});

afterAll(async () => {
  await Promise.all([admin, resident, visitor].map((client) => client.close()));
  await closeSmtpServers();
});

const listed = async () => (await admin.call('listUndeliveredMail')).mails.map((entry) => entry.id);

describe('the board’s callables', () => {
  it('list an e-mail not delivered with its recipients, subject and reason, never its body', async () => {
    const seeded = await seedUndeliveredMail(mail());
    const { mails, total } = await admin.call('listUndeliveredMail');
    const entry = mails.find((found) => found.id === seeded.id);
    expect(entry).toEqual({
      id: seeded.id,
      to: [seeded.to],
      subject: seeded.subject,
      reason: '550 5.1.1 Mailbox unavailable',
      attempts: 3,
      failedAtMs: expect.any(Number) as number,
    });
    expect(total).toBeGreaterThanOrEqual(mails.length);
    expect((await admin.call('countUndeliveredMail')).count).toBeGreaterThanOrEqual(1);
  });

  it('are the board’s only', async () => {
    await expect(refusal(resident.call('listUndeliveredMail'))).resolves.toEqual({
      code: 'functions/permission-denied',
      message: T.notAdmin,
    });
    await expect(refusal(resident.call('countUndeliveredMail'))).resolves.toMatchObject({
      code: 'functions/permission-denied',
    });
    const seeded = await seedUndeliveredMail(mail());
    await expect(refusal(visitor.call('resendMail', { mailId: seeded.id }))).resolves.toEqual({
      code: 'functions/unauthenticated',
      message: T.signInRequired,
    });
    await expect(refusal(resident.call('dismissMail', { mailId: seeded.id }))).resolves.toMatchObject({
      code: 'functions/permission-denied',
    });
    expect((await mail().doc(seeded.id).get()).get('delivery.state')).toBe('ERROR');
  });

  it('Resend sends it once, as it was, and takes it off the list; a second press changes nothing', async () => {
    const seeded = await seedUndeliveredMail(mail());
    await expect(admin.call('resendMail', { mailId: seeded.id })).resolves.toEqual({ outcome: 'sent' });

    const [caught, ...more] = await mailsOnceArrived(sentTo(seeded.to), { quietMs: 2_000 });
    expect(more).toEqual([]);
    expect(caught).toMatchObject({ subject: seeded.subject });
    const doc = await mail().doc(seeded.id).get();
    expect(doc.get('delivery')).toMatchObject({ state: 'SUCCESS', attempts: 4, error: null });
    expect(doc.get('resentBy')).toEqual(expect.any(String));
    expect(await listed()).not.toContain(seeded.id);

    await expect(refusal(admin.call('resendMail', { mailId: seeded.id }))).resolves.toEqual({
      code: 'functions/failed-precondition',
      message: T.notUndelivered,
    });
    expect(await mailsOnceArrived(sentTo(seeded.to), { quietMs: 1_000 })).toHaveLength(1);
  });

  it('two presses of Resend at once send it once', async () => {
    const seeded = await seedUndeliveredMail(mail());
    const outcomes = await Promise.allSettled([
      admin.call('resendMail', { mailId: seeded.id }),
      admin.call('resendMail', { mailId: seeded.id }),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(await mailsOnceArrived(sentTo(seeded.to), { quietMs: 2_000 })).toHaveLength(1);
  });

  it('Dismiss keeps it on record, unsent, off the list and the count; nothing sends it after', async () => {
    const seeded = await seedUndeliveredMail(mail());
    await expect(admin.call('dismissMail', { mailId: seeded.id })).resolves.toEqual({ changed: true });
    await expect(admin.call('dismissMail', { mailId: seeded.id })).resolves.toEqual({ changed: false });
    expect(await listed()).not.toContain(seeded.id);

    const ref = mail().doc(seeded.id);
    expect((await ref.get()).get('delivery.state')).toBe('DISMISSED');
    await expect(refusal(admin.call('resendMail', { mailId: seeded.id }))).resolves.toEqual({
      code: 'functions/failed-precondition',
      message: T.notUndelivered,
    });
    await expect(deliverMail(ref, settings)).resolves.toBe('skipped');
  });

  it('refuse a malformed or unknown e-mail with a sentence, and write nothing', async () => {
    await expect(refusal(admin.call('resendMail', {}))).resolves.toEqual({
      code: 'functions/invalid-argument',
      message: T.mailRequired,
    });
    await expect(refusal(admin.call('dismissMail', { mailId: 'a/b' }))).resolves.toEqual({
      code: 'functions/invalid-argument',
      message: T.mailInvalid,
    });
    await expect(refusal(admin.call('resendMail', { mailId: 'no-such-mail' }))).resolves.toEqual({
      code: 'functions/not-found',
      message: T.mailNotFound,
    });
    expect((await mail().doc('no-such-mail').get()).exists).toBe(false);
  });
});

describe('the service', () => {
  it('lists the newest first, only what was not delivered, and counts them all', async () => {
    const collection = adminDb().collection(`undeliveredMailList-${Date.now()}`);
    const at = (minutesAgo: number) => Timestamp.fromMillis(Date.now() - minutesAgo * 60_000);
    const oldest = await seedUndeliveredMail(collection, { endTime: at(30) });
    const newest = await seedUndeliveredMail(collection, { endTime: at(1) });
    const middle = await seedUndeliveredMail(collection, { endTime: at(10) });
    await seedUndeliveredMail(collection, { state: 'SUCCESS' });
    await seedUndeliveredMail(collection, { state: 'DISMISSED' });
    await seedUndeliveredMail(collection, { state: 'PENDING' });

    const { mails, total } = await listUndeliveredMail(adminDb(), collection.id);
    expect(mails.map((entry) => entry.id)).toEqual([newest.id, middle.id, oldest.id]);
    expect(total).toBe(3);
    expect(UNDELIVERED_MAIL_SHOWN).toBeGreaterThanOrEqual(100);
  });

  it('a resend the server refuses again says so, with its answer, and stays on the list', async () => {
    const server = await refusingServer(Infinity, 550);
    const seeded = await seedUndeliveredMail(PROBES());
    const ref = PROBES().doc(seeded.id);
    const answer = await resendUndeliveredMail(ref, actor, { ...settings, smtpUrl: server.url });
    expect(answer).toEqual({ outcome: 'refused', reason: expect.stringContaining('550') as string });
    expect(server.attempts()).toBe(1);
    expect(await finalDelivery(ref)).toMatchObject({ state: 'ERROR', attempts: 4 });
  });

  it('a resend while the server cannot be reached waits, with a new day of trying, for the sweep', async () => {
    const seeded = await seedUndeliveredMail(PROBES());
    const ref = PROBES().doc(seeded.id);
    const before = Date.now();
    const answer = await resendUndeliveredMail(ref, actor, {
      ...settings,
      smtpUrl: await unreachableSmtpUrl(),
    });
    expect(answer).toEqual({ outcome: 'waiting' });
    const delivery = (await ref.get()).get('delivery') as {
      state: string;
      startTime: Timestamp;
      leaseExpireTime: Timestamp;
    };
    expect(delivery.state).toBe('PENDING');
    expect(delivery.startTime.toMillis()).toBeGreaterThanOrEqual(before - 1_000);
    expect(delivery.leaseExpireTime.toMillis()).toBeGreaterThan(Date.now());
  });

  it('Dismiss refuses what was delivered: only an e-mail not delivered is set aside', async () => {
    const seeded = await seedUndeliveredMail(PROBES(), { state: 'SUCCESS' });
    await expect(dismissUndeliveredMail(PROBES().doc(seeded.id), actor)).rejects.toThrow(T.notUndelivered);
  });
});
