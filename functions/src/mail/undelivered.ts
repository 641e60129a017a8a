// The board's side of the e-mails the sender could not deliver (delivery ERROR: refused for
// good, or not taken in a day of trying): the list, the count, Resend and Dismiss. The callables
// (callables.ts) are thin callers; tests call these with their own collection.
import {
  COLLECTIONS,
  EXPIRING_COLLECTIONS,
  INDEXED_QUERIES,
  MAIL_DELIVERY_TEXTS as T,
  UNDELIVERED_MAIL_SHOWN,
  indexedFields,
  type AuditActor,
  type DismissMailAnswer,
  type ListUndeliveredMailAnswer,
  type ResendMailAnswer,
  type UndeliveredMail,
} from '@lakeside/domain';
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';
import { ServiceError } from '../shared/errors.js';
import { expiresAfter } from '../shared/expiry.js';
import { logEvent } from '../shared/logs.js';
import { runTransaction } from '../shared/transactions.js';
import { DELIVERY_TIMING, deliverMail, type SenderSettings } from './deliverMail.js';
import type { MailDelivery } from './mailDocument.js';

const UNDELIVERED: MailDelivery['state'] = 'ERROR';
const NO_REASON = 'No reason was recorded.';

const [STATE, END_TIME] = indexedFields(INDEXED_QUERIES.mailUndeliveredNewestFirst);

const undeliveredIn = (db: Firestore, collection: string) =>
  db.collection(collection).where(STATE, '==', UNDELIVERED);

/** A document's recipients as text, whatever it holds (a malformed one is among these too). */
function recipientsOf(value: unknown): string[] {
  const list = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
  return list.filter((address): address is string => typeof address === 'string');
}

/** What the board sees of one e-mail: who, what about, why not; never its body. */
function undeliveredOf(doc: DocumentSnapshot): UndeliveredMail {
  const delivery = doc.get('delivery') as Partial<MailDelivery> | undefined;
  const subject: unknown = doc.get('message.subject');
  return {
    id: doc.id,
    to: [...recipientsOf(doc.get('to')), ...recipientsOf(doc.get('cc'))],
    subject: typeof subject === 'string' && subject.trim() !== '' ? subject : '(no subject)',
    reason: delivery?.error ?? NO_REASON,
    attempts: delivery?.attempts ?? 0,
    failedAtMs: delivery?.endTime?.toMillis() ?? null,
  };
}

/** The newest e-mails not delivered, and how many there are in all. */
export async function listUndeliveredMail(
  db: Firestore,
  collection: string = COLLECTIONS.mail,
): Promise<ListUndeliveredMailAnswer> {
  const undelivered = undeliveredIn(db, collection);
  const [newest, total] = await Promise.all([
    undelivered.orderBy(END_TIME, 'desc').limit(UNDELIVERED_MAIL_SHOWN).get(),
    undelivered.count().get(),
  ]);
  return { mails: newest.docs.map(undeliveredOf), total: total.data().count };
}

/** How many e-mails are not delivered: the desk's count. */
export async function countUndeliveredMail(
  db: Firestore,
  collection: string = COLLECTIONS.mail,
): Promise<number> {
  return (await undeliveredIn(db, collection).count().get()).data().count;
}

/** Refuses a document that is not there, or not (any more) undelivered. */
function requireUndelivered(snapshot: DocumentSnapshot): void {
  if (!snapshot.exists) throw new ServiceError('not-found', T.mailNotFound);
  if (snapshot.get(STATE) !== UNDELIVERED) throw new ServiceError('failed-precondition', T.notUndelivered);
}

/**
 * Resend: the e-mail, as it was, gets a new day of trying, starting now with one attempt. Taken
 * back from ERROR in a transaction, so two presses send it once (the second is refused: it is
 * not undelivered any more). Answers how the attempt came out.
 */
export async function resendUndeliveredMail(
  ref: DocumentReference,
  actor: AuditActor,
  settings: SenderSettings,
): Promise<ResendMailAnswer> {
  await runTransaction(ref.firestore, async (tx) => {
    requireUndelivered(await tx.get(ref));
    const now = Timestamp.now();
    tx.update(ref, {
      'delivery.state': 'PENDING',
      'delivery.rounds': 1,
      'delivery.startTime': now,
      'delivery.endTime': null,
      // due at once: the attempt below claims it (or the sweep, should this call stop here)
      'delivery.leaseExpireTime': now,
      'delivery.info': null,
      resentBy: actor.uid,
      resentAt: FieldValue.serverTimestamp(),
    });
  });
  logEvent('mail.resent', { mailId: ref.id, by: actor.uid });
  const outcome = await deliverMail(ref, settings, { ...DELIVERY_TIMING, retryDelaysMs: [] });
  if (outcome === 'SUCCESS') return { outcome: 'sent' };
  if (outcome === 'ERROR') {
    const reason = ((await ref.get()).get('delivery.error') as string | null) ?? NO_REASON;
    return { outcome: 'refused', reason };
  }
  // PENDING: the server did not answer, the sweep goes on; skipped: another sender took it
  return { outcome: 'waiting' };
}

/** Dismiss: the e-mail stays on record, unsent, off the board's list and count. */
export async function dismissUndeliveredMail(
  ref: DocumentReference,
  actor: AuditActor,
): Promise<DismissMailAnswer> {
  const changed = await runTransaction(ref.firestore, async (tx) => {
    const snapshot = await tx.get(ref);
    if (snapshot.exists && snapshot.get(STATE) === 'DISMISSED') return false;
    requireUndelivered(snapshot);
    tx.update(ref, {
      ...expiresAfter(EXPIRING_COLLECTIONS.mail.keptMs),
      'delivery.state': 'DISMISSED',
      dismissedBy: actor.uid,
      dismissedAt: FieldValue.serverTimestamp(),
    });
    return true;
  });
  if (changed) logEvent('mail.dismissed', { mailId: ref.id, by: actor.uid });
  return { changed };
}
