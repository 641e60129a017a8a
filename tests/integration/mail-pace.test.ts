// The mail sender at the provider's pace: a billing run's notices, all queued at once, against an
// SMTP server that refuses what comes faster than its limit, as a mailbox provider does. Every
// sender (each notice's trigger, then the sweep) takes a sending slot in Firestore first
// (sendingPace.ts), so together they keep under the limit whichever instance sends. The
// documents live in collections of their own (no trigger watches them); the triggers are the
// service they call (deliverMail), called for every notice at once, and the schedule is the
// sweep, called until nothing waits.
import { agedBalance } from '@lakeside/domain';
import { randomUUID } from 'node:crypto';
import type { DocumentReference } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DELIVERY_TIMING,
  deliverMail,
  type DeliveryOutcome,
  type SenderSettings,
} from '../../functions/src/mail/deliverMail';
import type { MailDelivery } from '../../functions/src/mail/mailDocument';
import { queuedMail } from '../../functions/src/mail/queuedMail';
import { paceOf, slotMs, takeSlot, type SendingPace } from '../../functions/src/mail/sendingPace';
import { sweepMail } from '../../functions/src/mail/sweepMail';
import { duesNoticeMail } from '../../functions/src/mail/templates/duesNotice';
import { requireEmulators } from '../support/emulators';
import { closeSmtpServers, rateLimitedServer } from '../support/smtpServers';
import { adminDb } from '../support/users';

const NOTICES = 'mailPaceProbes';
const SLOTS = 'mailSlotProbes';
const FROM = 'Lakeside HOA <no-reply@lakesidehoa.org>';

/** The provider's limit, in a second rather than a minute so the run takes seconds. */
const LIMIT = { most: 12, windowMs: 1_000 };
/**
 * The association's setting: under the limit, as the runbook says; here by half, as the server
 * counts arrivals, which this one busy process (senders, server and Firestore client together)
 * can bunch when its event loop stalls.
 */
const PACE: SendingPace = { messages: 6, perMs: 1_000, collection: SLOTS };

const unique = () => randomUUID().slice(0, 8);

beforeAll(async () => {
  await requireEmulators();
});

afterAll(closeSmtpServers);

/** `count` dues notices of one billing run, queued as billChunk queues them, one per owner. */
async function queueBillingRunNotices(count: number): Promise<DocumentReference[]> {
  const run = unique();
  const refs = Array.from({ length: count }, (_, i) =>
    adminDb().collection(NOTICES).doc(`dues-2027-${run}-${i}`),
  );
  const batch = adminDb().batch();
  refs.forEach((ref, i) =>
    batch.create(
      ref,
      queuedMail(
        duesNoticeMail([`owner${i}.${run}@example.com`], {
          year: '2027',
          property: {
            streetAddress: `${100 + i} Lakeshore Drive`,
            city: 'Lakeside',
            state: 'MN',
            zipCode: '55000',
          },
          amountCents: 45_000,
          dueDate: '2027-03-31',
          balanceCents: 45_000,
          creditUsedCents: 0,
          aged: agedBalance(
            { yearsOwed: ['2027'], balanceCents: 45_000 },
            { '2027': 45_000 },
            {},
            '2026-11-28',
          ),
          accountUrl: 'https://portal.lakesidehoa.org/account',
        }),
      ),
    ),
  );
  await batch.commit();
  return refs;
}

const senderFor = (smtpUrl: string, pace: SendingPace | null): SenderSettings => ({
  smtpUrl,
  from: FROM,
  replyTo: 'board@example.com',
  pace,
});

const deliveryOf = async (ref: DocumentReference) => (await ref.get()).get('delivery') as MailDelivery;

/** The Message-ID each message the server took carries (one per document: deliverMail). */
const messageIdsIn = (received: string[]) =>
  received.map((raw) => /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? 'none');

/** The sweep, as its schedule would run it, until no notice waits any more. */
async function sweepUntilAllSent(settings: SenderSettings, refs: DocumentReference[]) {
  const outcomes: DeliveryOutcome[] = [];
  for (let sweep = 0; sweep < 20; sweep++) {
    const states = await Promise.all(refs.map(async (ref) => (await deliveryOf(ref)).state));
    if (states.every((state) => state === 'SUCCESS' || state === 'ERROR')) break;
    outcomes.push(...(await sweepMail(adminDb(), settings, { collection: NOTICES, budgetMs: 10_000 })));
  }
  return outcomes;
}

describe('e-mail at the provider’s pace', () => {
  it('all 200 notices of a billing run arrive, each once, none refused, with every trigger at once', async () => {
    const server = await rateLimitedServer(LIMIT.most, LIMIT.windowMs);
    const settings = senderFor(server.url, PACE);
    const refs = await queueBillingRunNotices(200);

    // every notice's trigger fires at once, as 200 creates in one run make them
    const byTriggers = await Promise.all(refs.map((ref) => deliverMail(ref, settings)));
    // those that found a slot soon sent; the rest were left to the sweep, not tried
    expect(byTriggers.filter((outcome) => outcome === 'PACED').length).toBeGreaterThan(0);
    expect(byTriggers.filter((outcome) => outcome === 'PENDING' || outcome === 'ERROR')).toEqual([]);
    const left = await Promise.all(
      refs.filter((_, i) => byTriggers[i] === 'PACED').map((ref) => deliveryOf(ref)),
    );
    expect(left.every((delivery) => delivery.state === 'PENDING' && delivery.attempts === 0)).toBe(true);

    const bySweeps = await sweepUntilAllSent(settings, refs);
    expect(bySweeps).not.toContain('ERROR');

    const deliveries = await Promise.all(refs.map(deliveryOf));
    expect(deliveries.map((delivery) => delivery.state)).toEqual(refs.map(() => 'SUCCESS'));
    // each once: 200 messages, 200 different documents' Message-IDs
    const ids = messageIdsIn(server.received);
    expect(ids).toHaveLength(200);
    expect(new Set(ids)).toEqual(new Set(refs.map((ref) => `<mail-${ref.id}@lakesidehoa.org>`)));
    // and never faster than the provider takes them
    expect(server.refused()).toBe(0);
  }, 180_000);

  it('a server with such a limit refuses a run sent as fast as it comes: what the pace prevents', async () => {
    // the same limit over ten seconds: 30 at once exceed it however the emulator spreads them
    const server = await rateLimitedServer(LIMIT.most, 10 * LIMIT.windowMs);
    const unpaced = senderFor(server.url, null);
    const refs = await queueBillingRunNotices(30);
    // one attempt each, as the sweep makes them: what a refusal leaves shows at once
    const outcomes = await Promise.all(
      refs.map((ref) => deliverMail(ref, unpaced, { ...DELIVERY_TIMING, retryDelaysMs: [] })),
    );
    expect(server.refused()).toBeGreaterThan(0);
    expect(outcomes).toContain('PENDING');
  }, 60_000);

  it('a slot is one sender’s: of 20 senders asking for the same moment at once, one gets it', async () => {
    const startMs = Date.now() + 3_600_000 + Math.floor(Math.random() * 1_000_000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => takeSlot(adminDb(), PACE, startMs, `asker-${i}`)),
    );
    expect(answers.filter(Boolean)).toHaveLength(1);
    const slot = await adminDb().collection(SLOTS).doc(String(startMs)).get();
    expect(slot.get('mailId')).toBe(`asker-${answers.indexOf(true)}`);
    // kept a day, for the TTL policy on expireAt to remove
    expect(slot.get('expireAt').toMillis()).toBe(startMs + 24 * 60 * 60_000);
  });

  it('reads MAIL_RATE_PER_MINUTE: one slot every 60 / rate seconds; 0 sends at once', () => {
    expect(slotMs(paceOf(30, 'mailSlots')!)).toBe(2_000);
    expect(slotMs(paceOf(600, 'mailSlots')!)).toBe(100);
    expect(paceOf(0, 'mailSlots')).toBeNull();
  });
});
