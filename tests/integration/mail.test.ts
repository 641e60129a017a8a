// The mail sender: the functions' trigger on mail/{id} sends through real SMTP and
// records the delivery on the document. mail/ documents below are sent by the Functions
// emulator's trigger into the mail catcher, read back through its REST API. The sender's service
// (deliverMail) is also called directly, as a re-delivered trigger would call it, and against SMTP
// servers this file runs itself (smtp-server) that refuse on purpose; those documents live in a
// collection of their own, mailDeliveryProbes/, which no trigger watches.
import { BOARD_EMAIL, EXPIRE_AT, EXPIRING_COLLECTIONS } from '@lakeside/domain';
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DELIVERY_TIMING,
  GAVE_UP,
  backoffMs,
  deliverMail,
  type DeliveryTiming,
} from '../../functions/src/mail/deliverMail';
import { QUEUED_GRACE_MS, queuedMail } from '../../functions/src/mail/queuedMail';
import { sweepMail } from '../../functions/src/mail/sweepMail';
import { SMTP_NOT_CONFIGURED } from '../../functions/src/mail/settings';
import { requireEmulators } from '../support/emulators';
import { caughtMails, catcherSmtpUrl, finalDelivery, mailsOnceArrived, sentTo } from '../support/mailCatcher';
import {
  closeSmtpServers,
  refusingServer,
  switchableServer,
  unreachableSmtpUrl,
} from '../support/smtpServers';
import { adminDb } from '../support/users';

const settings = {
  smtpUrl: catcherSmtpUrl,
  from: 'Lakeside HOA <no-reply@lakesidehoa.org>',
  replyTo: BOARD_EMAIL,
  pace: null,
};
/** short waits, so three attempts take a fraction of a second; due again at once when waiting */
const quick: DeliveryTiming = {
  ...DELIVERY_TIMING,
  retryDelaysMs: [100, 200],
  leaseMs: 30_000,
  backoffMs: [0],
};

const unique = () => randomUUID().slice(0, 8);
const mailTo = (to: string, subject: string) => ({
  to,
  message: { subject, text: `Plain text of ${subject}`, html: `<p>HTML of ${subject}</p>` },
});
const PROBES = 'mailDeliveryProbes';
const probe = () => adminDb().collection(PROBES).doc(randomUUID());
const bySubject = (subject: string) => (mail: { subject: string }) => mail.subject === subject;

beforeAll(async () => {
  await requireEmulators();
});

afterAll(closeSmtpServers);

describe('the trigger on mail/', () => {
  it('sends a queued e-mail once through SMTP and records SUCCESS with what the server said', async () => {
    const to = `resident.${unique()}@example.com`;
    const subject = `Hello ${unique()}`;
    const ref = adminDb().collection('mail').doc(`test-${unique()}`);
    await ref.create({ ...mailTo(to, subject), replyTo: 'treasurer@example.com' });

    const delivery = await finalDelivery(ref);
    expect(delivery).toMatchObject({ state: 'SUCCESS', attempts: 1, error: null, leaseExpireTime: null });
    expect(delivery.info).toMatchObject({ accepted: [to], rejected: [] });
    expect(delivery.endTime!.toMillis()).toBeGreaterThanOrEqual(delivery.startTime.toMillis());
    // delivered: kept a year (its body holds what it said), then its TTL policy removes it
    const expireAt = ((await ref.get()).get(EXPIRE_AT) as Timestamp).toMillis();
    expect(expireAt - delivery.endTime!.toMillis()).toBeGreaterThan(EXPIRING_COLLECTIONS.mail.keptMs - 5_000);
    expect(expireAt - delivery.endTime!.toMillis()).toBeLessThanOrEqual(EXPIRING_COLLECTIONS.mail.keptMs);

    const [caught, ...more] = await mailsOnceArrived(sentTo(to));
    expect(more).toEqual([]);
    expect(caught).toMatchObject({ subject });
    expect(caught!.text.trim()).toBe(`Plain text of ${subject}`);
    expect(caught!.html).toContain(`HTML of ${subject}`);
    expect(caught!.from[0]!.address).toBe('no-reply@lakesidehoa.org');
    expect(caught!.replyTo?.[0]?.address).toBe('treasurer@example.com');
    expect(caught!.headers['message-id']).toBe(delivery.info!.messageId);
  });

  it('sends once when the trigger is delivered twice, and twice more at the same moment', async () => {
    const to = `twice.${unique()}@example.com`;
    const ref = adminDb().collection('mail').doc(`test-${unique()}`);
    await ref.create(mailTo(to, `Twice ${unique()}`));
    // the emulator's trigger runs for the create; these are its re-deliveries, racing it
    const outcomes = await Promise.all([deliverMail(ref, settings), deliverMail(ref, settings)]);

    expect(await finalDelivery(ref)).toMatchObject({ state: 'SUCCESS', attempts: 1 });
    expect(await mailsOnceArrived(sentTo(to), { quietMs: 3_000 })).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'SUCCESS').length).toBeLessThanOrEqual(1);
    // and a late re-delivery, after the e-mail went out, does nothing
    await expect(deliverMail(ref, settings)).resolves.toBe('skipped');
    expect((await caughtMails()).filter(sentTo(to))).toHaveLength(1);
  });

  it.each([
    [
      'a recipient that is no address',
      { to: 'not an address' },
      "'to' must be an e-mail address or a list of them.",
    ],
    ['no recipient', { to: [] }, "'to' names nobody."],
    [
      'a subject of two lines',
      { message: { subject: 'Hi\r\nBcc: all@example.com', text: 'x' } },
      "'message.subject' must be one line of at most 998 characters.",
    ],
    [
      'no plain text',
      { message: { subject: 'Hi', html: '<p>x</p>' } },
      "'message.text' is missing: every e-mail has a plain-text body.",
    ],
    [
      'a field this sender does not do',
      { bcc: 'someone@example.com' },
      "This sender does not support 'bcc'.",
    ],
  ])('ends a document with %s ERROR with the reason, and sends nothing', async (_what, change, reason) => {
    const to = `malformed.${unique()}@example.com`;
    const subject = `Malformed ${unique()}`;
    const ref = adminDb().collection('mail').doc(`test-${unique()}`);
    await ref.create({ ...mailTo(to, subject), ...change });

    expect(await finalDelivery(ref)).toMatchObject({
      state: 'ERROR',
      attempts: 0,
      error: reason,
      info: null,
    });
    const caught = await caughtMails();
    expect(caught.filter((mail) => sentTo(to)(mail) || bySubject(subject)(mail))).toEqual([]);
  });
});

describe('deliverMail: retries, leases and settings', () => {
  it('ends SUCCESS after 3 attempts when the server refuses twice with a 4xx, then accepts', async () => {
    const server = await refusingServer(2, 421);
    const ref = probe();
    await ref.create(mailTo('flaky@example.com', 'Flaky'));

    await expect(deliverMail(ref, { ...settings, smtpUrl: server.url }, quick)).resolves.toBe('SUCCESS');
    const delivery = await finalDelivery(ref);
    expect(delivery).toMatchObject({ state: 'SUCCESS', attempts: 3, error: null });
    expect(delivery.info!.accepted).toEqual(['flaky@example.com']);
    expect(server.attempts()).toBe(3);
    expect(server.received).toHaveLength(1);
  });

  it('waits PENDING with the reason after 3 attempts when the server keeps refusing, for the sweep', async () => {
    const server = await refusingServer(Infinity, 451);
    const ref = probe();
    await ref.create(mailTo('busy@example.com', 'Busy'));

    await expect(deliverMail(ref, { ...settings, smtpUrl: server.url }, quick)).resolves.toBe('PENDING');
    const delivery = (await ref.get()).get('delivery');
    expect(delivery).toMatchObject({ state: 'PENDING', attempts: 3, rounds: 2 });
    expect(delivery.error).toContain('451');
    expect(delivery.error).toContain('try again later');
    expect(server.received).toEqual([]);
  });

  it('ends ERROR once a day of trying has not delivered it', async () => {
    const server = await refusingServer(Infinity, 451);
    const ref = probe();
    const dayAndAMinuteAgo = Timestamp.fromMillis(Date.now() - DELIVERY_TIMING.retryForMs - 60_000);
    await ref.create({
      ...mailTo('late@example.com', 'Late'),
      delivery: {
        state: 'PENDING',
        attempts: 30,
        rounds: 20,
        startTime: dayAndAMinuteAgo,
        endTime: null,
        leaseExpireTime: Timestamp.fromMillis(Date.now() - 1_000),
        error: '451 try again later',
        info: null,
      },
    });
    await expect(deliverMail(ref, { ...settings, smtpUrl: server.url }, quick)).resolves.toBe('ERROR');
    const delivery = await finalDelivery(ref);
    expect(delivery).toMatchObject({ state: 'ERROR', attempts: 33 });
    expect(delivery.error).toBe(GAVE_UP(delivery.error!.slice(GAVE_UP('').length)));
    expect(delivery.error).toContain('451');
  });

  it('does not try again after a permanent refusal (5xx)', async () => {
    const server = await refusingServer(Infinity, 550);
    const ref = probe();
    await ref.create(mailTo('nobody@example.com', 'Nobody'));

    await expect(deliverMail(ref, { ...settings, smtpUrl: server.url }, quick)).resolves.toBe('ERROR');
    expect(await finalDelivery(ref)).toMatchObject({ state: 'ERROR', attempts: 1 });
    expect(server.attempts()).toBe(1);
  });

  it('tries again when the server cannot be reached at all, then waits for the sweep', async () => {
    const unreachable = await unreachableSmtpUrl();
    const ref = probe();
    await ref.create(mailTo('offline@example.com', 'Offline'));

    await expect(deliverMail(ref, { ...settings, smtpUrl: unreachable }, quick)).resolves.toBe('PENDING');
    const delivery = (await ref.get()).get('delivery');
    expect(delivery).toMatchObject({ state: 'PENDING', attempts: 3 });
    expect(delivery.error).toMatch(/^ECONNECTION|^ESOCKET/);
  });

  it('with no SMTP server configured marks the document ERROR with what to set, and throws nothing', async () => {
    const ref = probe();
    await ref.create(mailTo('someone@example.com', 'No server'));
    await expect(deliverMail(ref, { ...settings, smtpUrl: '' }, quick)).resolves.toBe('ERROR');
    expect(await finalDelivery(ref)).toMatchObject({
      state: 'ERROR',
      attempts: 0,
      error: SMTP_NOT_CONFIGURED,
    });
  });

  it('the sweep takes up a document whose sender stopped mid-attempt, and one that was only waiting', async () => {
    const server = await refusingServer(0, 421);
    const expired = Timestamp.fromMillis(Date.now() - 1_000);
    const since = Timestamp.fromMillis(Date.now() - 120_000);
    /** a document one attempt was made on, left as its sender left it */
    const leftBehind = async (name: string, state: 'PROCESSING' | 'PENDING', leaseExpireTime: Timestamp) => {
      const ref = probe();
      await ref.create({
        ...mailTo(`${name}@example.com`, name),
        delivery: {
          state,
          attempts: 1,
          startTime: since,
          endTime: null,
          leaseExpireTime,
          error: null,
          info: null,
        },
      });
      return ref;
    };
    // the sender of 'stopped' was killed before the server had the message
    const stopped = await leftBehind('stopped', 'PROCESSING', expired);
    const waiting = await leftBehind('waiting', 'PENDING', expired);
    const held = await leftBehind('held', 'PROCESSING', Timestamp.fromMillis(Date.now() + 60_000));
    const target = { ...settings, smtpUrl: server.url };

    const outcomes = await sweepMail(adminDb(), target, { collection: PROBES, limit: 500 });
    expect(outcomes.filter((outcome) => outcome === 'SUCCESS').length).toBeGreaterThanOrEqual(2);
    for (const ref of [stopped, waiting]) {
      expect((await ref.get()).get('delivery')).toMatchObject({
        state: 'SUCCESS',
        attempts: 2,
        startTime: since,
      });
    }
    expect((await held.get()).get('delivery.state')).toBe('PROCESSING');
    // a second sweep finds nothing more of theirs to send: each arrived once
    await sweepMail(adminDb(), target, { collection: PROBES, limit: 500 });
    const to = (name: string) => server.received.filter((data) => data.includes(`${name}@example.com`));
    expect(to('stopped')).toHaveLength(1);
    expect(to('waiting')).toHaveLength(1);
    expect(to('held')).toHaveLength(0);
    // one Message-ID per document, whichever attempt sends it
    expect(to('stopped')[0]).toContain(`Message-ID: <mail-${stopped.id}@lakesidehoa.org>`);
  });

  it('an SMTP outage longer than the quick retries: every e-mail arrives exactly once when it is back', async () => {
    const server = await switchableServer();
    const target = { ...settings, smtpUrl: server.url };
    const refs = [probe(), probe(), probe(), probe()];
    await Promise.all(refs.map((ref, i) => ref.create(mailTo(`outage${i}@example.com`, `Outage ${i}`))));
    // today's three quick attempts each, all refused: every one waits
    const first = await Promise.all(refs.map((ref) => deliverMail(ref, target, quick)));
    expect(first).toEqual(['PENDING', 'PENDING', 'PENDING', 'PENDING']);
    // a sweep while still down: still waiting, nothing lost
    await sweepMail(adminDb(), target, { collection: PROBES, limit: 500 });
    for (const ref of refs) expect((await ref.get()).get('delivery.state')).toBe('PENDING');
    server.state.down = false;
    // due again (the waits are the schedule's: here the real first one is passed by hand)
    await Promise.all(
      refs.map((ref) => ref.update({ 'delivery.leaseExpireTime': Timestamp.fromMillis(Date.now() - 1) })),
    );
    await sweepMail(adminDb(), target, { collection: PROBES, limit: 500 });
    await sweepMail(adminDb(), target, { collection: PROBES, limit: 500 });
    for (const ref of refs) expect((await ref.get()).get('delivery.state')).toBe('SUCCESS');
    for (const i of [0, 1, 2, 3]) {
      expect(server.received.filter((data) => data.includes(`outage${i}@example.com`))).toHaveLength(1);
    }
  });

  it('an e-mail whose trigger never ran is sent by the sweep once its grace is over, and only then', async () => {
    const server = await refusingServer(0, 421);
    const target = { ...settings, smtpUrl: server.url };
    const before = Timestamp.fromMillis(Date.now() - QUEUED_GRACE_MS - 1_000);
    const forgotten = probe();
    const justQueued = probe();
    await forgotten.create(queuedMail(mailTo('forgotten@example.com', 'Forgotten'), before));
    await justQueued.create(queuedMail(mailTo('just-queued@example.com', 'Just queued')));

    await sweepMail(adminDb(), target, { collection: PROBES, limit: 500 });
    const to = (name: string) => server.received.filter((data) => data.includes(`${name}@example.com`));
    expect(to('forgotten')).toHaveLength(1);
    expect(await finalDelivery(forgotten)).toMatchObject({ state: 'SUCCESS', attempts: 1 });
    // its trigger may still come: the sweep leaves it be
    expect(to('just-queued')).toHaveLength(0);
    expect((await justQueued.get()).get('delivery.state')).toBe('PENDING');
    // and the trigger, coming, sends it at once whatever its lease; late again, it does nothing
    await expect(deliverMail(justQueued, target)).resolves.toBe('SUCCESS');
    await expect(deliverMail(forgotten, target)).resolves.toBe('skipped');
    expect(to('just-queued')).toHaveLength(1);
    expect(to('forgotten')).toHaveLength(1);
  });

  it('the trigger sends a queued e-mail at once', async () => {
    const to = `queued.${unique()}@example.com`;
    const ref = adminDb().collection('mail').doc(`test-${unique()}`);
    await ref.create(queuedMail(mailTo(to, `Queued ${unique()}`)));
    expect(await finalDelivery(ref)).toMatchObject({ state: 'SUCCESS', attempts: 1 });
    expect(await mailsOnceArrived(sentTo(to), { quietMs: 1_000 })).toHaveLength(1);
  });

  it('backs off: 1, 5, 15, 30 minutes, then every hour', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map((round) => backoffMs(DELIVERY_TIMING, round) / 60_000)).toEqual([
      1, 5, 15, 30, 60, 60, 60,
    ]);
  });
});
