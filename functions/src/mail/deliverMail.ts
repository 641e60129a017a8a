import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import { logError, logEvent, maskEmail } from '../shared/logs.js';
import { runTransaction } from '../shared/transactions.js';
import { parseMailDocument, type MailDelivery, type OutgoingMail } from './mailDocument.js';
import { SMTP_NOT_CONFIGURED } from './settings.js';
import {
  createSmtpTransport,
  isTransientSmtpFailure,
  smtpFailureCodes,
  smtpFailureReason,
  smtpTransport,
} from './smtp.js';

// Sends one mail/ document and records its delivery on it. The trigger (sendMail.ts)
// is a thin caller; tests call this directly, with their own SMTP servers and delays.
//
// Never twice: the document is claimed in a transaction (a lease with an expiry) before any
// attempt, so a trigger delivered twice, or two at once, sends once. A lease that ran out while
// PROCESSING means a sender stopped mid-attempt, after which the e-mail may or may not have
// gone out: it ends ERROR, never sent again. One that ran out while PENDING (waiting to try
// again after a transient failure) was not sent, so it is taken up again.

export interface SenderSettings {
  /** '' when none is configured */
  smtpUrl: string;
  from: string;
  /** answers go here unless the document names its own replyTo */
  replyTo: string;
}

export interface DeliveryTiming {
  /** the waits before the 2nd and the 3rd attempt: at most three attempts in all */
  retryDelaysMs: readonly [number, number];
  /** how long one attempt may hold the document (beyond its timeouts: smtp.ts) */
  leaseMs: number;
}

export const DELIVERY_TIMING: DeliveryTiming = { retryDelaysMs: [2_000, 8_000], leaseMs: 90_000 };
const MAX_ATTEMPTS = 3;

export const INTERRUPTED =
  'Delivery stopped during an attempt (its lease ran out), so the e-mail may or may not have been sent: it is not sent again.';

export type DeliveryOutcome = 'SUCCESS' | 'ERROR' | 'skipped';

type Claim =
  | { kind: 'skipped' }
  | { kind: 'failed'; reason: string }
  | { kind: 'claimed'; mail: OutgoingMail; attempt: number; transport: SMTPTransport.Options };

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

  const { mail } = claim;
  const transport = createSmtpTransport(claim.transport);
  const logged = {
    mailId: ref.id,
    recipients: mail.to.length + mail.cc.length,
    to: mail.to.map(maskEmail).join(', '),
  };
  try {
    for (let attempt = claim.attempt; ; attempt++) {
      try {
        const info = await transport.sendMail({
          from: settings.from,
          to: mail.to,
          cc: mail.cc,
          replyTo: mail.replyTo ?? settings.replyTo,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
        });
        await ref.update({
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
        logEvent('mail.sent', { ...logged, attempts: attempt });
        return 'SUCCESS';
      } catch (error) {
        const reason = smtpFailureReason(error);
        if (!isTransientSmtpFailure(error) || attempt >= MAX_ATTEMPTS) {
          await ref.update({
            'delivery.state': 'ERROR',
            'delivery.endTime': Timestamp.now(),
            'delivery.leaseExpireTime': null,
            'delivery.error': reason,
          });
          logError('mail.failed', new Error('An e-mail could not be sent'), {
            ...logged,
            attempts: attempt,
            ...smtpFailureCodes(error),
          });
          return 'ERROR';
        }
        // not sent: PENDING, and the lease covers the wait, so nobody else takes it up meanwhile
        const delay = timing.retryDelaysMs[attempt - 1]!;
        await ref.update({
          'delivery.state': 'PENDING',
          'delivery.leaseExpireTime': later(delay + timing.leaseMs),
          'delivery.error': reason,
        });
        logEvent('mail.retrying', { ...logged, attempts: attempt, ...smtpFailureCodes(error) });
        await new Promise((resolve) => setTimeout(resolve, delay));
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
      if (delivery.state === 'SUCCESS' || delivery.state === 'ERROR') return { kind: 'skipped' };
      if (delivery.leaseExpireTime && delivery.leaseExpireTime.toMillis() > now.toMillis()) {
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
    if (delivery?.state === 'PROCESSING') return fail(INTERRUPTED);
    const parsed = parseMailDocument(snapshot.data());
    if (!parsed.ok) return fail(parsed.reason);
    if (!settings.smtpUrl) return fail(SMTP_NOT_CONFIGURED);
    const transport = smtpTransport(settings.smtpUrl);
    if (typeof transport === 'string') return fail(transport);

    const attempt = (delivery?.attempts ?? 0) + 1;
    tx.update(ref, {
      delivery: {
        state: 'PROCESSING',
        attempts: attempt,
        startTime: delivery?.startTime ?? now,
        endTime: null,
        leaseExpireTime: Timestamp.fromMillis(now.toMillis() + timing.leaseMs),
        error: delivery?.error ?? null,
        info: null,
      } satisfies MailDelivery,
    });
    return { kind: 'claimed', mail: parsed.mail, attempt, transport };
  });
}
