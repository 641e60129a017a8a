import { Timestamp } from 'firebase-admin/firestore';
import type { MailDelivery, MailDocument } from './mailDocument.js';

/**
 * How long a queued e-mail waits for the trigger that sends it at once (sendMail.ts) before the
 * sweep sends it instead: the trigger normally runs within seconds; one that never ran (an event
 * lost, a deploy that failed) would otherwise leave the e-mail unsent for good.
 */
export const QUEUED_GRACE_MS = 10 * 60_000;

/**
 * An e-mail as every feature writes it to mail/: the rendered document with its delivery begun,
 * PENDING, no attempt yet, its lease the grace above. The trigger claims it at once whatever its
 * lease (deliverMail.ts); the sweep finds it once the lease has run out.
 */
export function queuedMail(
  mail: MailDocument,
  now: Timestamp = Timestamp.now(),
): MailDocument & { delivery: MailDelivery } {
  return {
    ...mail,
    delivery: {
      state: 'PENDING',
      attempts: 0,
      rounds: 1,
      startTime: now,
      endTime: null,
      leaseExpireTime: Timestamp.fromMillis(now.toMillis() + QUEUED_GRACE_MS),
      error: null,
      info: null,
    },
  };
}
