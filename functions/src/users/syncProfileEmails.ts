import { APPROVAL_TEXTS, type CallableAnswer, callableTimeoutSeconds } from '@lakeside/domain';
import { adminAuth, adminDb } from '../shared/admin.js';
import { requireAdmin } from '../shared/caller.js';
import { toHttpsError } from '../shared/errors.js';
import { syncProfileEmails as syncAll } from './profileEmails.js';
import { CALLABLE_OPTIONS, onAppCall } from '../shared/callableOptions.js';

/** The users screen calls this on opening (admin only): each profile's e-mail as Auth has it. */
export const syncProfileEmails = onAppCall<CallableAnswer<'syncProfileEmails'>>(
  { ...CALLABLE_OPTIONS, timeoutSeconds: callableTimeoutSeconds('syncProfileEmails') },
  async (request) => {
    await requireAdmin(request.auth, APPROVAL_TEXTS);
    try {
      return await syncAll(adminAuth(), adminDb());
    } catch (error) {
      throw toHttpsError(error, APPROVAL_TEXTS.emailsCheckFailed);
    }
  },
);
