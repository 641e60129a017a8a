import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import { EXPIRING_COLLECTIONS } from '@lakeside/domain';
import { expiresAfter } from '../shared/expiry.js';
import { logError, logEvent, maskEmail } from '../shared/logs.js';
import { runTransaction } from '../shared/transactions.js';
import {
  FINAL_DELIVERY_STATES,
  parseMailDocument,
  type MailDelivery,
  type OutgoingMail,
} from './mailDocument.js';
import { waitForSendingSlot, type SendingPace, type SlotSearch } from './sendingPace.js';
import { SMTP_NOT_CONFIGURED } from './settings.js';
import {
  createSmtpTransport,
  isTransientSmtpFailure,
  smtpFailureCodes,
  smtpFailureReason,
  smtpTransport,
} from './smtp.js';

// Sends one mail/ document and records its delivery on it. The trigger (sendMail.ts) and the
// sweep (sweepMail.ts) are thin callers; tests call this directly, with their own SMTP servers
// and delays.
//
// Never lost: a transient failure (4xx, no connection) is tried again at once a few times, then
// the document waits PENDING, its lease running to the next try, for the sweep to take it up,
// backing off, for a day from its first attempt; only then, or on a permanent refusal (5xx, a
// bad address), does it end ERROR, kept for the board to resend.
// Never twice: the document is claimed in a transaction (a lease with an expiry) before any
// attempt, so a trigger delivered twice, or two at once, sends once. A lease that ran out while
// PROCESSING means its sender stopped mid-attempt: it is taken up again. Whether the stopped
// attempt reached the server cannot be known; the message keeps one Message-ID however often it
// is sent, so a repeat from that narrow window is recognisably the same e-mail.
// At the provider's pace: each attempt waits for a sending slot (sendingPace.ts); a sender that
// finds none soon leaves the document PENDING, due at once, that attempt not counted, for the
// sweep, which sends one after the other at the pace.

export interface SenderSettings {
  /** '' when none is configured */
  smtpUrl: string;
  from: string;
  /** answers go here unless the document names its own replyTo */
  replyTo: string;
  /** how fast messages may leave (MAIL_RATE_PER_MINUTE); null: as fast as they come */
  pace: SendingPace | null;
}

export interface DeliveryTiming {
  /** the waits before each further attempt of one sending (none: one attempt) */
  retryDelaysMs: readonly number[];
  /** how long one attempt may hold the document (beyond its timeouts: smtp.ts) */
  leaseMs: number;
  /** the waits before the sweep takes a waiting document up again: the last one repeats */
  backoffMs: readonly number[];
  /** how long after its first attempt a document is still tried: then it ends ERROR */
  retryForMs: number;
  /** how far ahead an attempt looks for a sending slot before leaving the document to the sweep */
  slotSearch: SlotSearch;
}

const MINUTE = 60_000;

export const DELIVERY_TIMING: DeliveryTiming = {
  retryDelaysMs: [2_000, 8_000],
  leaseMs: 90_000,
  backoffMs: [MINUTE, 5 * MINUTE, 15 * MINUTE, 30 * MINUTE, 60 * MINUTE],
  retryForMs: 24 * 60 * MINUTE,
  // a trigger in a billing run's burst gives up soon: the sweep sends the rest at the pace
  slotSearch: { waitUpToMs: 10_000, tries: 5 },
};

/** The wait before the `round`-th scheduled try (1: the first after the first sending). */
export function backoffMs(timing: Pick<DeliveryTiming, 'backoffMs'>, round: number): number {
  const waits = timing.backoffMs;
  return waits[Math.min(round, waits.length) - 1] ?? 0;
}

/** what a document says once a day of trying has not delivered it */
export const GAVE_UP = (reason: string) => `Not delivered after a day of trying. The last answer: ${reason}`;

/**
 * PENDING: failed for now, waiting (its lease) for the sweep to try again. PACED: no sending
 * slot was free soon enough; not tried, due for the sweep at once.
 */
export type DeliveryOutcome = 'SUCCESS' | 'ERROR' | 'PENDING' | 'PACED' | 'skipped';

type Claim =
  | { kind: 'skipped' }
  | { kind: 'failed'; reason: string }
  | {
      kind: 'claimed';
      mail: OutgoingMail;
      attempt: number;
      /** this sending's number: the first, or a later one the sweep took up */
      round: number;
      startTime: Timestamp;
      transport: SMTPTransport.Options;
    };

const later = (ms: number) => Timestamp.fromMillis(Date.now() + ms);

export async function deliverMail(
  ref: DocumentReference,
  settings: SenderSettings,
  timing: DeliveryTiming = DELIVERY_TIMING,
): Promise<DeliveryOutcome> {
  const claim = await claimDocument(ref, settings, timing);
  if (claim.kind === 'skipped') return 'skipped';
  if (claim.kind === 'failed') {
    // the reasons are this module's own sentences: no address, no body, no secret
    logError('mail.notSent', new Error(claim.reason), { mailId: ref.id });
    return 'ERROR';
  }
  const transport = createSmtpTransport(claim.transport);
  const sending: Sending = { ref, settings, timing, claim, transport };
  try {
    for (let attempt = claim.attempt, tried = 0; ; attempt++, tried++) {
      if (!(await slotFor(sending))) return await leaveForSweep(sending, attempt);
      try {
        return await sendOnce(sending, attempt);
      } catch (error) {
        const waitMs = timing.retryDelaysMs[tried];
        if (!isTransientSmtpFailure(error) || waitMs === undefined) {
          return await recordFailure(sending, attempt, error);
        }
        // not sent: PENDING, and the lease covers the wait, so nobody else takes it up meanwhile
        await ref.update({
          'delivery.state': 'PENDING',
          'delivery.leaseExpireTime': later(waitMs + timing.leaseMs),
          'delivery.error': smtpFailureReason(error),
        });
        logEvent('mail.retrying', { ...logged(sending), attempts: attempt, ...smtpFailureCodes(error) });
        await new Promise((resolve) => setTimeout(resolve, waitMs));
        await ref.update({
          'delivery.state': 'PROCESSING',
          'delivery.attempts': attempt + 1,
          'delivery.leaseExpireTime': later(timing.leaseMs),
        });
      }
    }
  } finally {
    transport.close();
  }
}

/** One sending of a claimed document: its settings, timing and open SMTP transport. */
interface Sending {
  ref: DocumentReference;
  settings: SenderSettings;
  timing: DeliveryTiming;
  claim: Extract<Claim, { kind: 'claimed' }>;
  transport: ReturnType<typeof createSmtpTransport>;
}

function logged({ ref, claim: { mail } }: Sending) {
  return {
    mailId: ref.id,
    recipients: mail.to.length + mail.cc.length,
    to: mail.to.map(maskEmail).join(', '),
  };
}

/** Waits for this attempt's sending slot: true at once when there is no pace to keep. */
function slotFor({ ref, settings, timing }: Sending): Promise<boolean> {
  if (!settings.pace) return Promise.resolve(true);
  return waitForSendingSlot(ref.firestore, settings.pace, ref.id, timing.slotSearch);
}

/** No slot soon: the attempt is not made (nor counted); the sweep takes the document next. */
async function leaveForSweep(sending: Sending, attempt: number): Promise<DeliveryOutcome> {
  await sending.ref.update({
    'delivery.state': 'PENDING',
    'delivery.attempts': attempt - 1,
    'delivery.leaseExpireTime': Timestamp.now(),
  });
  logEvent('mail.paced', { ...logged(sending), attempts: attempt - 1 });
  return 'PACED';
}

/** One SMTP attempt; SUCCESS recorded with what the server said. Throws what SMTP threw. */
async function sendOnce(sending: Sending, attempt: number): Promise<DeliveryOutcome> {
  const { ref, settings, claim, transport } = sending;
  const { mail } = claim;
  const info = await transport.sendMail({
    from: settings.from,
    to: mail.to,
    cc: mail.cc,
    replyTo: mail.replyTo ?? settings.replyTo,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    // the same however often it is sent (see the top of the file)
    messageId: messageIdOf(ref, settings.from),
  });
  await ref.update({
    // delivered: kept a while, then removed by its TTL policy (receipts, sign-in links)
    ...expiresAfter(EXPIRING_COLLECTIONS.mail.keptMs),
    'delivery.state': 'SUCCESS',
    'delivery.endTime': Timestamp.now(),
    'delivery.leaseExpireTime': null,
    'delivery.error': null,
    'delivery.info': {
      messageId: info.messageId,
      accepted: info.accepted.map(String),
      rejected: info.rejected.map(String),
      response: info.response,
    },
  });
  logEvent('mail.sent', { ...logged(sending), attempts: attempt });
  return 'SUCCESS';
}

/**
 * The last attempt of this sending failed: a transient failure within the day waits PENDING for
 * the sweep (backing off); a permanent one, or the day over, ends ERROR with the reason.
 */
async function recordFailure(sending: Sending, attempt: number, error: unknown): Promise<DeliveryOutcome> {
  const { ref, timing, claim } = sending;
  const reason = smtpFailureReason(error);
  const now = Date.now();
  const withinDay = now - claim.startTime.toMillis() < timing.retryForMs;
  if (isTransientSmtpFailure(error) && withinDay) {
    await ref.update({
      'delivery.state': 'PENDING',
      'delivery.rounds': claim.round + 1,
      'delivery.leaseExpireTime': Timestamp.fromMillis(now + backoffMs(timing, claim.round)),
      'delivery.error': reason,
    });
    logEvent('mail.waiting', { ...logged(sending), attempts: attempt, ...smtpFailureCodes(error) });
    return 'PENDING';
  }
  await ref.update({
    'delivery.state': 'ERROR',
    'delivery.endTime': Timestamp.now(),
    'delivery.leaseExpireTime': null,
    'delivery.error': isTransientSmtpFailure(error) ? GAVE_UP(reason) : reason,
  });
  logError('mail.failed', new Error('An e-mail could not be sent'), {
    ...logged(sending),
    attempts: attempt,
    ...smtpFailureCodes(error),
  });
  return 'ERROR';
}

/** `<mail-{id}@{the sender's domain}>`: one id per document, whichever attempt sends it. */
function messageIdOf(ref: DocumentReference, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'lakeside-hoa.invalid';
  return `<mail-${ref.id}@${domain}>`;
}

/**
 * The transaction that takes the document for one attempt, or settles at once what needs no
 * attempt: a document already sent or failed, held by another sender, interrupted mid-attempt,
 * malformed, or with no SMTP server to send it through.
 */
function claimDocument(
  ref: DocumentReference,
  settings: SenderSettings,
  timing: DeliveryTiming,
): Promise<Claim> {
  return runTransaction(ref.firestore, async (tx): Promise<Claim> => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return { kind: 'skipped' };
    const delivery = snapshot.get('delivery') as MailDelivery | undefined;
    const now = Timestamp.now();
    if (delivery) {
      if (FINAL_DELIVERY_STATES.includes(delivery.state)) return { kind: 'skipped' };
      // a document just queued (queuedMail.ts) is anyone's to take; its lease only tells the
      // sweep when its trigger has had long enough
      const queued = delivery.state === 'PENDING' && delivery.attempts === 0;
      if (!queued && delivery.leaseExpireTime && delivery.leaseExpireTime.toMillis() > now.toMillis()) {
        return { kind: 'skipped' };
      }
    }
    const fail = (error: string): Claim => {
      tx.update(ref, {
        delivery: {
          state: 'ERROR',
          attempts: delivery?.attempts ?? 0,
          startTime: delivery?.startTime ?? now,
          endTime: now,
          leaseExpireTime: null,
          error,
          info: null,
        } satisfies MailDelivery,
      });
      return { kind: 'failed', reason: error };
    };
    const parsed = parseMailDocument(snapshot.data());
    if (!parsed.ok) return fail(parsed.reason);
    if (!settings.smtpUrl) return fail(SMTP_NOT_CONFIGURED);
    const transport = smtpTransport(settings.smtpUrl);
    if (typeof transport === 'string') return fail(transport);

    const attempt = (delivery?.attempts ?? 0) + 1;
    const startTime = delivery?.startTime ?? now;
    const round = delivery?.rounds ?? 1;
    tx.update(ref, {
      delivery: {
        state: 'PROCESSING',
        attempts: attempt,
        rounds: round,
        startTime,
        endTime: null,
        leaseExpireTime: Timestamp.fromMillis(now.toMillis() + timing.leaseMs),
        error: delivery?.error ?? null,
        info: null,
      } satisfies MailDelivery,
    });
    return { kind: 'claimed', mail: parsed.mail, attempt, round, startTime, transport };
  });
}
