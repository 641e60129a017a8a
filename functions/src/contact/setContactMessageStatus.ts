import {
  COLLECTIONS,
  CONTACT_TEXTS,
  setContactMessageStatusSchema,
  type CallableAnswer,
} from '@lakeside/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { adminDb } from '../shared/admin.js';
import { runTransaction } from '../shared/transactions.js';
import { CALLABLE_OPTIONS, onAppCall } from '../shared/callableOptions.js';
import { requireAdmin } from '../shared/caller.js';
import { parsePayload, toHttpsError } from '../shared/errors.js';

/**
 * The Messages page (admins only): a message is done, or new again. Only the status and who set
 * it when change; what the sender wrote never does. Setting the status it has changes nothing.
 */
export const setContactMessageStatus = onAppCall<CallableAnswer<'setContactMessageStatus'>>(
  CALLABLE_OPTIONS,
  async (request) => {
    const actor = await requireAdmin(request.auth, CONTACT_TEXTS);
    const { messageId, status } = parsePayload(setContactMessageStatusSchema, request.data);
    const db = adminDb();
    const ref = db.collection(COLLECTIONS.contactMessages).doc(messageId);
    try {
      const changed = await runTransaction(db, async (transaction) => {
        const snap = await transaction.get(ref);
        if (!snap.exists) throw new HttpsError('not-found', CONTACT_TEXTS.messageNotFound);
        if (snap.get('status') === status) return false;
        transaction.update(ref, { status, handledBy: actor.uid, handledAt: FieldValue.serverTimestamp() });
        return true;
      });
      return { changed };
    } catch (error) {
      throw toHttpsError(error, CONTACT_TEXTS.statusFailed);
    }
  },
);
