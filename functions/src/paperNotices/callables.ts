import { PAPER_NOTICE_TEXTS as T, type CallableAnswer } from '@lakeside/domain';
import { adminDb } from '../shared/admin.js';
import { CALLABLE_OPTIONS, onAppCall } from '../shared/callableOptions.js';
import { requireAdmin } from '../shared/caller.js';
import { toHttpsError } from '../shared/errors.js';
import { listPaperNotices as list } from './listPaperNotices.js';

/** Paper Notices (admins only): the accounts no e-mail reaches, what they owe, their owners. */
export const listPaperNotices = onAppCall<CallableAnswer<'listPaperNotices'>>(
  CALLABLE_OPTIONS,
  async (request) => {
    await requireAdmin(request.auth, T);
    try {
      return { accounts: await list(adminDb()) };
    } catch (error) {
      throw toHttpsError(error, T.loadFailed);
    }
  },
);
