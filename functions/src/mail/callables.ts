import { COLLECTIONS, MAIL_DELIVERY_TEXTS as T, mailIdSchema, type CallableAnswer } from '@lakeside/domain';
import { adminDb } from '../shared/admin.js';
import { CALLABLE_OPTIONS, onAppCall } from '../shared/callableOptions.js';
import { requireAdmin } from '../shared/caller.js';
import { parsePayload, toHttpsError } from '../shared/errors.js';
import { senderSettings, smtpUrl } from './settings.js';
import {
  countUndeliveredMail as count,
  dismissUndeliveredMail,
  listUndeliveredMail as list,
  resendUndeliveredMail,
} from './undelivered.js';

// E-mails Not Delivered and the desk's count (admins only): thin callers of undelivered.ts. The
// mail/ collection stays closed to every client (its bodies hold receipts and sign-in links).

export const listUndeliveredMail = onAppCall<CallableAnswer<'listUndeliveredMail'>>(
  CALLABLE_OPTIONS,
  async (request) => {
    await requireAdmin(request.auth, T);
    try {
      return await list(adminDb());
    } catch (error) {
      throw toHttpsError(error, T.loadFailed);
    }
  },
);

export const countUndeliveredMail = onAppCall<CallableAnswer<'countUndeliveredMail'>>(
  CALLABLE_OPTIONS,
  async (request) => {
    await requireAdmin(request.auth, T);
    try {
      return { count: await count(adminDb()) };
    } catch (error) {
      throw toHttpsError(error, T.loadFailed);
    }
  },
);

export const resendMail = onAppCall<CallableAnswer<'resendMail'>>(
  { ...CALLABLE_OPTIONS, secrets: [smtpUrl] },
  async (request) => {
    const actor = await requireAdmin(request.auth, T);
    const { mailId } = parsePayload(mailIdSchema, request.data);
    try {
      return await resendUndeliveredMail(
        adminDb().collection(COLLECTIONS.mail).doc(mailId),
        actor,
        senderSettings(),
      );
    } catch (error) {
      throw toHttpsError(error, T.resendFailed);
    }
  },
);

export const dismissMail = onAppCall<CallableAnswer<'dismissMail'>>(CALLABLE_OPTIONS, async (request) => {
  const actor = await requireAdmin(request.auth, T);
  const { mailId } = parsePayload(mailIdSchema, request.data);
  try {
    return await dismissUndeliveredMail(adminDb().collection(COLLECTIONS.mail).doc(mailId), actor);
  } catch (error) {
    throw toHttpsError(error, T.dismissFailed);
  }
});
