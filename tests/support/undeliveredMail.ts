// A mail/ document as the sender leaves one it could not deliver (delivery ERROR), for the tests
// of the board's page and callables. Created already final, so the sender's trigger leaves it be.
import { Timestamp, type CollectionReference } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import type { MailDelivery } from '../../functions/src/mail/mailDocument';

export interface UndeliveredSeed {
  id: string;
  to: string;
  subject: string;
}

export async function seedUndeliveredMail(
  collection: CollectionReference,
  {
    reason = '550 5.1.1 Mailbox unavailable',
    state = 'ERROR',
    endTime = Timestamp.now(),
  }: { reason?: string; state?: MailDelivery['state']; endTime?: Timestamp } = {},
): Promise<UndeliveredSeed> {
  const tag = randomUUID().slice(0, 8);
  const to = `undelivered.${tag}@example.com`;
  const subject = `Receipt ${tag}`;
  const ref = collection.doc(`test-undelivered-${tag}`);
  await ref.create({
    to,
    message: { subject, text: `The body of ${subject}` },
    delivery: {
      state,
      attempts: 3,
      rounds: 2,
      startTime: Timestamp.fromMillis(endTime.toMillis() - 60_000),
      endTime,
      leaseExpireTime: null,
      error: reason,
      info: null,
    } satisfies MailDelivery,
  });
  return { id: ref.id, to, subject };
}
