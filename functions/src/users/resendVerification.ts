import {
  APPROVAL_TEXTS,
  COLLECTIONS,
  RESEND_VERIFICATION_TEXTS as T,
  RESEND_VERIFICATION_WINDOW_MS,
  ROUTES,
  resendVerificationSchema,
  verificationMailId,
  verificationRateLimitId,
  type CallableAnswer,
  type ResendVerificationAnswer,
} from '@lakeside/domain';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { requireExistingUser } from '../auth/index.js';
import { queuedMail, verificationMail } from '../mail/index.js';
import { adminAuth, adminDb } from '../shared/admin.js';
import { appUrl } from '../shared/appOrigins.js';
import { requireAdmin } from '../shared/caller.js';
import { lastSentAt, sentWithinWindow } from '../shared/rateLimits.js';
import { CALLABLE_OPTIONS, onAppCall } from '../shared/callableOptions.js';
import { ServiceError, parsePayload, toHttpsError } from '../shared/errors.js';
import { logEvent } from '../shared/logs.js';
import { runTransaction } from '../shared/transactions.js';

/**
 * Sends a registrant's verification link again: Auth makes the link, our mail sender
 * delivers it (mail/{verificationMailId}). Refused for an address already verified, and within
 * ten minutes of the last one (rateLimits/{verificationRateLimitId}, read and written with the
 * mail), so a double click, or two admins at once, send one.
 */
export async function resendVerification(
  auth: Auth,
  db: Firestore,
  uid: string,
  now = Date.now(),
): Promise<ResendVerificationAnswer> {
  const user = await requireExistingUser(auth, uid, APPROVAL_TEXTS.userNotFound);
  if (!user.email) throw new ServiceError('failed-precondition', T.noEmail);
  if (user.emailVerified) throw new ServiceError('failed-precondition', T.alreadyVerified);
  const email = user.email;
  const mailRef = db.collection(COLLECTIONS.mail).doc(verificationMailId(uid, now));
  const limitRef = db.collection(COLLECTIONS.rateLimits).doc(verificationRateLimitId(uid));
  // The link returns to the sign-in screen once used (the action page applies the code first).
  const link = await auth.generateEmailVerificationLink(email, { url: appUrl(ROUTES.auth) });
  await runTransaction(db, async (tx) => {
    if (sentWithinWindow(await tx.get(limitRef), now, RESEND_VERIFICATION_WINDOW_MS)) {
      throw new ServiceError('already-exists', T.tooSoon);
    }
    tx.set(limitRef, lastSentAt(now, RESEND_VERIFICATION_WINDOW_MS));
    tx.create(mailRef, queuedMail(verificationMail(email, link)));
  });
  logEvent('users.verificationResent', { uid });
  return { email };
}

/** resendVerificationEmail (an admin): payload { uid }. */
export const resendVerificationEmail = onAppCall<CallableAnswer<'resendVerificationEmail'>>(
  CALLABLE_OPTIONS,
  async (request) => {
    await requireAdmin(request.auth, APPROVAL_TEXTS);
    const { uid } = parsePayload(resendVerificationSchema, request.data);
    try {
      return await resendVerification(adminAuth(), adminDb(), uid);
    } catch (error) {
      throw toHttpsError(error, T.failed);
    }
  },
);
