import { PROPERTY_TEXTS, propertyOwnerSchema, type CallableAnswer } from '@lakeside/domain';
import { adminAuth, adminDb } from '../shared/admin.js';
import { requireAdmin } from '../shared/caller.js';
import { parsePayload, toHttpsError } from '../shared/errors.js';
import { addOwner, removeOwner } from './owners.js';
import { CALLABLE_OPTIONS, onAppCall } from '../shared/callableOptions.js';

/** Assign Owner (spec §2): admin only; the client then ensures the HOA account. */
export const assignPropertyOwner = onAppCall<CallableAnswer<'assignPropertyOwner'>>(
  CALLABLE_OPTIONS,
  async (request) => {
    const actor = await requireAdmin(request.auth, PROPERTY_TEXTS);
    const payload = parsePayload(propertyOwnerSchema, request.data);
    try {
      await addOwner(adminAuth(), adminDb(), actor.uid, payload);
      return { ok: true };
    } catch (error) {
      throw toHttpsError(error, PROPERTY_TEXTS.assignFailed);
    }
  },
);

/** Remove an owner from a property: admin only. */
export const removePropertyOwner = onAppCall<CallableAnswer<'removePropertyOwner'>>(
  CALLABLE_OPTIONS,
  async (request) => {
    await requireAdmin(request.auth, PROPERTY_TEXTS);
    const payload = parsePayload(propertyOwnerSchema, request.data);
    try {
      await removeOwner(adminDb(), payload);
      return { ok: true };
    } catch (error) {
      throw toHttpsError(error, PROPERTY_TEXTS.removeFailed);
    }
  },
);
