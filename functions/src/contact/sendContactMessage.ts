import {
  COLLECTIONS,
  CONTACT_TEXTS,
  CONTACT_RATE_LIMIT,
  contactRateLimitId,
  contactRequestSchema,
  type CallableAnswer,
  type ContactMessageRecord,
} from '@lakeside/domain';
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { adminDb } from '../shared/admin.js';
import { runTransaction } from '../shared/transactions.js';
import { CALLABLE_OPTIONS } from '../shared/callableOptions.js';
import { parsePayload, toHttpsError } from '../shared/errors.js';
import { logEvent } from '../shared/logs.js';
import { contactMail } from './contactMail.js';

/** The sender's messages (epoch ms) within the window, from their rateLimits document. */
function recentMessages(snap: DocumentSnapshot, now: number): number[] {
  const sent = (snap.get('sent') as number[] | undefined) ?? [];
  return sent.filter((at) => at > now - CONTACT_RATE_LIMIT.windowMs);
}

/**
 * The landing page's contact form (issue 12), open to everyone (App Check still applies): the
 * message, the board's e-mail and the sender's count are written in one transaction, so a
 * message is either stored and mailed and counted, or not at all. A sender (by e-mail address)
 * over CONTACT_RATE_LIMIT is refused with a sentence; a filled honeypot is answered as if sent
 * and nothing is written, so a bot learns nothing.
 */
export const sendContactMessage = onCall<unknown, Promise<CallableAnswer<'sendContactMessage'>>>(
  CALLABLE_OPTIONS,
  async (request) => {
    const { website, ...message } = parsePayload(contactRequestSchema, request.data);
    if (website) {
      logEvent('contact.honeypotFilled');
      return { ok: true };
    }
    const db = adminDb();
    const messageRef = db.collection(COLLECTIONS.contactMessages).doc();
    const counterRef = db.collection(COLLECTIONS.rateLimits).doc(contactRateLimitId(message.email));
    try {
      await runTransaction(db, async (transaction) => {
        const now = Date.now();
        const sent = recentMessages(await transaction.get(counterRef), now);
        if (sent.length >= CONTACT_RATE_LIMIT.messages) {
          throw new HttpsError('resource-exhausted', CONTACT_TEXTS.tooMany);
        }
        const record: ContactMessageRecord = {
          ...message,
          status: 'new',
          createdAt: FieldValue.serverTimestamp(),
          handledBy: null,
          handledAt: null,
        };
        transaction.create(messageRef, record);
        // the same id: the board's e-mail and the message it carries are found from each other
        transaction.create(
          db.collection(COLLECTIONS.mail).doc(`contact-${messageRef.id}`),
          contactMail(message),
        );
        transaction.set(counterRef, { sent: [...sent, now] });
      });
    } catch (error) {
      throw toHttpsError(error, CONTACT_TEXTS.sendFailed);
    }
    logEvent('contact.messageStored', { messageId: messageRef.id });
    return { ok: true };
  },
);
