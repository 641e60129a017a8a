import type { Auth, UserRecord } from 'firebase-admin/auth';
import { ServiceError } from '../shared/errors.js';

/**
 * Refuses a uid that has no Auth account (never had one, or was deleted): its profile may still
 * exist, but nobody can sign in as it, so it cannot be approved or made an owner. Without this
 * the Admin SDK's `auth/user-not-found` would surface as a 500.
 */
export async function requireExistingUser(auth: Auth, uid: string, message: string): Promise<UserRecord> {
  try {
    return await auth.getUser(uid);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'auth/user-not-found') {
      throw new ServiceError('not-found', message);
    }
    throw error;
  }
}
