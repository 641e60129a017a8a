import {
  HOA_ACCOUNT_MESSAGES,
  propertyIdSchema,
  updateHoaAccountSchema,
  type EnsureHoaAccountAnswer,
  type SyncHoaAccountsAnswer,
} from '@lakeside/domain';
import { onCall } from 'firebase-functions/v2/https';
import { adminDb } from '../shared/admin.js';
import { requireAdmin } from '../shared/caller.js';
import { parsePayload, toHttpsError } from '../shared/errors.js';
import { ensureAccount } from './ensureAccount.js';
import { syncAccounts } from './syncAccounts.js';
import { updateAccount } from './updateAccount.js';

const hoaAccess = {
  signInRequired: HOA_ACCOUNT_MESSAGES.signInRequired,
  notAdmin: HOA_ACCOUNT_MESSAGES.notAdmin,
};

/** create_hoa_account_for_property (spec §7): admin only, idempotent. */
export const ensureHoaAccount = onCall<unknown, Promise<EnsureHoaAccountAnswer>>(async (request) => {
  requireAdmin(request.auth, hoaAccess);
  const { propertyId } = parsePayload(propertyIdSchema, request.data);
  try {
    return await ensureAccount(adminDb(), propertyId);
  } catch (error) {
    throw toHttpsError(error, HOA_ACCOUNT_MESSAGES.createFailed);
  }
});

/** Sync All Properties (spec §7): admin only; counts the successes. */
export const syncHoaAccounts = onCall<unknown, Promise<SyncHoaAccountsAnswer>>(async (request) => {
  requireAdmin(request.auth, hoaAccess);
  try {
    return await syncAccounts(adminDb());
  } catch (error) {
    throw toHttpsError(error, HOA_ACCOUNT_MESSAGES.syncFailed);
  }
});

/** The admin's edit of balance and years owed, with its audit entry. */
export const updateHoaAccount = onCall<unknown, Promise<{ changed: boolean }>>(async (request) => {
  const actor = requireAdmin(request.auth, hoaAccess);
  const payload = parsePayload(updateHoaAccountSchema(new Date()), request.data);
  try {
    return await updateAccount(adminDb(), actor, payload);
  } catch (error) {
    throw toHttpsError(error, HOA_ACCOUNT_MESSAGES.updateFailed);
  }
});
