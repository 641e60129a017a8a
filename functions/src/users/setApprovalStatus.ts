import { APPROVAL_MESSAGES, setApprovalStatusSchema, type SetApprovalStatusAnswer } from '@lakeside/domain';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { adminAuth, adminDb } from '../shared/admin.js';
import { callerClaims } from '../shared/caller.js';
import { parsePayload, toHttpsError } from '../shared/errors.js';
import { changeApprovalStatus } from './changeApprovalStatus.js';

/** update_user_approval (spec §7) → admin only; payload { uid, status }. */
export const setApprovalStatus = onCall<unknown, Promise<SetApprovalStatusAnswer>>(async (request) => {
  if (!request.auth) throw new HttpsError('unauthenticated', APPROVAL_MESSAGES.signInRequired);
  if (!callerClaims(request.auth).admin)
    throw new HttpsError('permission-denied', APPROVAL_MESSAGES.notAdmin);
  const payload = parsePayload(setApprovalStatusSchema, request.data);
  const actor = { uid: request.auth.uid, email: request.auth.token.email ?? null };
  try {
    return await changeApprovalStatus(adminAuth(), adminDb(), actor, payload);
  } catch (error) {
    throw toHttpsError(error, APPROVAL_MESSAGES.updateFailed);
  }
});
