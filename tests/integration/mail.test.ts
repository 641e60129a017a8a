// The mail sender (issue 28): the functions' trigger on mail/{id} sends through real SMTP and
// records the delivery on the document. mail/ documents below are sent by the Functions
// emulator's trigger into the mail catcher, read back through its REST API. The sender's service
// (deliverMail) is also called directly, as a re-delivered trigger would call it, and against SMTP
// servers this file runs itself (smtp-server) that refuse on purpose; those documents live in a
// collection of their own, mailDeliveryProbes/, which no trigger watches.
import { BOARD_EMAIL } from '@lakeside/domain';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Timestamp } from 'firebase-admin/firestore';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERRUPTED, deliverMail, type DeliveryTiming } from '../../functions/src/mail/deliverMail';
import { SMTP_NOT_CONFIGURED } from '../../functions/src/mail/settings';
import { requireEmulators } from '../support/emulators';
import { caughtMails, catcherSmtpUrl, finalDelivery, mailsOnceArrived, sentTo } from '../support/mailCatcher';
import { adminDb } from '../support/users';

const settings = {
  smtpUrl: catcherSmtpUrl,
  from: 'Lakeside HOA <no-reply@lakesidehoa.org>',
  replyTo: BOARD_EMAIL,
};
/** short waits, so three attempts take a fraction of a second */
const quick: DeliveryTiming = { retryDelaysMs: [100, 200], leaseMs: 30_000 };

const unique = () => randomUUID().slice(0, 8);
const mailTo = (to: string, subject: string) => ({
  to,
  message: { subject, text: `Plain text of ${subject}`, html: `<p>HTML of ${subject}</p>` },
});
const probe = () => adminDb().collection('mailDeliveryProbes').doc(randomUUID());
const bySubject = (subject: string) => (mail: { subject: string }) => mail.subject === subject;

/** An SMTP server that answers `code` to the first `refusals` messages, then takes them. */
async function refusingServer(refusals: number, code: number) {
  let attempts = 0;
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      attempts += 1;
      if (attempts <= refusals) {
        callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: code }));
      } else callback();
    },
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push(data);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  servers.push(server);
  return { url: `smtp://127.0.0.1:${port}`, attempts: () => attempts, received };
}
const servers: SMTPServer[] = [];

beforeAll(async () => {
  await requireEmulators();
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
});

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

  it('ends ERROR with the reason after 3 attempts when the server keeps refusing', async () => {
    const server = await refusingServer(Infinity, 451);
    const ref = probe();
    await ref.create(mailTo('busy@example.com', 'Busy'));

    await expect(deliverMail(ref, { ...settings, smtpUrl: server.url }, quick)).resolves.toBe('ERROR');
    const delivery = await finalDelivery(ref);
    expect(delivery).toMatchObject({ state: 'ERROR', attempts: 3 });
    expect(delivery.error).toContain('451');
    expect(delivery.error).toContain('try again later');
    expect(server.received).toEqual([]);
  });

  it('does not try again after a permanent refusal (5xx)', async () => {
    const server = await refusingServer(Infinity, 550);
    const ref = probe();
    await ref.create(mailTo('nobody@example.com', 'Nobody'));

    await expect(deliverMail(ref, { ...settings, smtpUrl: server.url }, quick)).resolves.toBe('ERROR');
    expect(await finalDelivery(ref)).toMatchObject({ state: 'ERROR', attempts: 1 });
    expect(server.attempts()).toBe(1);
  });

  it('tries again when the server cannot be reached at all, then ends ERROR', async () => {
    const server = await refusingServer(0, 421);
    const closedPort = new URL(server.url).port;
    await new Promise<void>((resolve) => servers.pop()!.close(() => resolve()));
    const ref = probe();
    await ref.create(mailTo('offline@example.com', 'Offline'));

    await deliverMail(ref, { ...settings, smtpUrl: `smtp://127.0.0.1:${closedPort}` }, quick);
    const delivery = await finalDelivery(ref);
    expect(delivery).toMatchObject({ state: 'ERROR', attempts: 3 });
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

  it('never sends a document whose sender stopped mid-attempt, and takes up one that was only waiting', async () => {
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
    const stopped = await leftBehind('stopped', 'PROCESSING', expired);
    const waiting = await leftBehind('waiting', 'PENDING', expired);
    const held = await leftBehind('held', 'PROCESSING', Timestamp.fromMillis(Date.now() + 60_000));
    const target = { ...settings, smtpUrl: server.url };

    await expect(deliverMail(stopped, target, quick)).resolves.toBe('ERROR');
    expect((await stopped.get()).get('delivery')).toMatchObject({
      state: 'ERROR',
      attempts: 1,
      error: INTERRUPTED,
    });
    await expect(deliverMail(waiting, target, quick)).resolves.toBe('SUCCESS');
    expect((await waiting.get()).get('delivery')).toMatchObject({
      state: 'SUCCESS',
      attempts: 2,
      startTime: since,
    });
    await expect(deliverMail(held, target, quick)).resolves.toBe('skipped');
    expect((await held.get()).get('delivery.state')).toBe('PROCESSING');
    expect(server.received).toHaveLength(1);
    expect(server.received[0]).toContain('waiting@example.com');
  });
});
