import {
  HOA_ACCOUNT_TEXTS,
  propertyIdSchema,
  updateHoaAccountSchema,
  type CallableAnswer,
  callableTimeoutSeconds,
} from '@lakeside/domain';
import { adminDb } from '../shared/admin.js';
import { requireAdmin } from '../shared/caller.js';
import { parsePayload, toHttpsError } from '../shared/errors.js';
import { ensureAccount } from './ensureAccount.js';
import { syncAccounts } from './syncAccounts.js';
import { updateAccount } from './updateAccount.js';
import { CALLABLE_OPTIONS, onAppCall } from '../shared/callableOptions.js';

/** create_hoa_account_for_property (spec §7): admin only, idempotent. */
export const ensureHoaAccount = onAppCall<CallableAnswer<'ensureHoaAccount'>>(
  CALLABLE_OPTIONS,
  async (request) => {
    await requireAdmin(request.auth, HOA_ACCOUNT_TEXTS);
    const { propertyId } = parsePayload(propertyIdSchema, request.data);
    try {
      return await ensureAccount(adminDb(), propertyId);
    } catch (error) {
      throw toHttpsError(error, HOA_ACCOUNT_TEXTS.createFailed);
    }
  },
);

/** Sync All Properties (spec §7): admin only, no payload; counts the successes. */
export const syncHoaAccounts = onAppCall<CallableAnswer<'syncHoaAccounts'>>(
  { ...CALLABLE_OPTIONS, timeoutSeconds: callableTimeoutSeconds('syncHoaAccounts') },
  async (request) => {
    const actor = await requireAdmin(request.auth, HOA_ACCOUNT_TEXTS);
    try {
      return await syncAccounts(adminDb(), actor);
    } catch (error) {
      throw toHttpsError(error, HOA_ACCOUNT_TEXTS.syncFailed);
    }
  },
);

/** The admin's edit of balance and years owed, with its audit entry. */
export const updateHoaAccount = onAppCall<CallableAnswer<'updateHoaAccount'>>(
  CALLABLE_OPTIONS,
  async (request) => {
    const actor = await requireAdmin(request.auth, HOA_ACCOUNT_TEXTS);
    // The years an admin may set end with next year, so the schema is built for today.
    const payload = parsePayload(updateHoaAccountSchema(new Date()), request.data);
    try {
      return await updateAccount(adminDb(), actor, payload);
    } catch (error) {
      throw toHttpsError(error, HOA_ACCOUNT_TEXTS.updateFailed);
    }
  },
);
