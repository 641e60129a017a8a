import { APPROVAL_TEXTS, setApprovalStatusSchema, type CallableAnswer } from '@lakeside/domain';
import { adminAuth, adminDb } from '../shared/admin.js';
import { requireAdmin } from '../shared/caller.js';
import { parsePayload, toHttpsError } from '../shared/errors.js';
import { changeApprovalStatus } from './changeApprovalStatus.js';
import { CALLABLE_OPTIONS, onAppCall } from '../shared/callableOptions.js';

/** update_user_approval (spec §7) → admin only; payload { uid, status }. */
export const setApprovalStatus = onAppCall<CallableAnswer<'setApprovalStatus'>>(
  CALLABLE_OPTIONS,
  async (request) => {
    const actor = await requireAdmin(request.auth, APPROVAL_TEXTS);
    const payload = parsePayload(setApprovalStatusSchema, request.data);
    try {
      return await changeApprovalStatus(adminAuth(), adminDb(), actor, payload);
    } catch (error) {
      throw toHttpsError(error, APPROVAL_TEXTS.updateFailed);
    }
  },
);
