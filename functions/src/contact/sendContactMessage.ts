import {
  COLLECTIONS,
  CONTACT_TEXTS,
  ROUTES,
  contactRequestSchema,
  type CallableAnswer,
  type ContactMessageRecord,
} from '@lakeside/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { contactCopyMail, queuedMail } from '../mail/index.js';
import { adminDb } from '../shared/admin.js';
import { appUrl } from '../shared/appOrigins.js';
import { runTransaction } from '../shared/transactions.js';
import { CALLABLE_OPTIONS, onAppCall } from '../shared/callableOptions.js';
import { callerIp, currentCallerClaims } from '../shared/caller.js';
import { parsePayload, toHttpsError } from '../shared/errors.js';
import { logEvent } from '../shared/logs.js';
import { countContactMessage } from './contactLimits.js';

/**
 * The landing page's contact form, open to everyone (App Check still applies): the
 * message, the board's e-mail and the counts are written in one transaction, so a message is
 * either stored and mailed and counted, or not at all. A message over one of its limits (its
 * address's, its caller's, its network's, everyone's; a signed-in resident's only the first
 * two: contactLimits.ts) is refused with that limit's
 * sentence; a filled honeypot is answered as if sent and nothing is written, so a bot learns
 * nothing.
 *
 * Its App Check token is for one use (the app asks for limited-use tokens for this call): in
 * production a token replayed by a script, however good its reCAPTCHA score was, is refused.
 * The emulator verifies no token, so it never finds one used (the README's deploy steps).
 */
export const sendContactMessage = onAppCall<CallableAnswer<'sendContactMessage'>>(
  { ...CALLABLE_OPTIONS, consumeAppCheckToken: true },
  async (request) => {
    if (request.app?.alreadyConsumed) {
      logEvent('contact.appCheckReplayed');
      throw new HttpsError('unauthenticated', CONTACT_TEXTS.sendFailed);
    }
    const { website, ...message } = parsePayload(contactRequestSchema, request.data);
    if (website) {
      logEvent('contact.honeypotFilled');
      return { ok: true };
    }
    const sender = {
      email: message.email,
      ip: callerIp(request.rawRequest),
      uid: request.auth?.uid ?? null,
      // checked now, not only in the token: a resident whose rights went is counted as anyone
      resident: (await currentCallerClaims(request.auth))?.approved === true,
    };
    const db = adminDb();
    const messageRef = db.collection(COLLECTIONS.contactMessages).doc();
    try {
      await runTransaction(db, async (transaction) => {
        await countContactMessage(db, transaction, sender, Date.now());
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
          queuedMail(contactCopyMail(message, appUrl(ROUTES.adminMessages))),
        );
      });
    } catch (error) {
      throw toHttpsError(error, CONTACT_TEXTS.sendFailed);
    }
    logEvent('contact.messageStored', { messageId: messageRef.id });
    return { ok: true };
  },
);
