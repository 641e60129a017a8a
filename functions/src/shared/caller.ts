import type { AuditActor } from '@lakeside/domain';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';

type CallerAuth = CallableRequest['auth'];

/** The product's two custom claims, read from a verified ID token. */
export interface CallerClaims {
  admin: boolean;
  approved: boolean;
}

export function callerClaims(auth: CallerAuth): CallerClaims {
  return {
    admin: auth?.token.admin === true,
    approved: auth?.token.approved === true,
  };
}

// The checks every callable starts with. Each feature passes its own messages (its *_MESSAGES
// object from the domain), so a refusal says the spec's text for that screen.

/** What an admin-only callable answers a caller who may not use it. */
export interface AdminAccessMessages {
  signInRequired: string;
  notAdmin: string;
}

/** What a callable for approved residents answers a caller who may not use it. */
export interface ApprovedAccessMessages {
  signInRequired: string;
  approvalRequired: string;
}

function signedInCaller(auth: CallerAuth, signInRequired: string): NonNullable<CallerAuth> {
  if (!auth) throw new HttpsError('unauthenticated', signInRequired);
  return auth;
}

/** The verified caller, as the audit log records who made a change. */
function actorOf(auth: NonNullable<CallerAuth>): AuditActor {
  return { uid: auth.uid, email: auth.token.email ?? null };
}

/** For admin-only callables: the verified caller, or an HttpsError with the spec's text. */
export function requireAdmin(auth: CallerAuth, messages: AdminAccessMessages): AuditActor {
  const caller = signedInCaller(auth, messages.signInRequired);
  if (!callerClaims(caller).admin) throw new HttpsError('permission-denied', messages.notAdmin);
  return actorOf(caller);
}

/**
 * For callables of approved residents (the `approved` claim, whatever else the caller is: an
 * admin who is not approved is refused too): the verified caller, or an HttpsError.
 */
export function requireApproved(auth: CallerAuth, messages: ApprovedAccessMessages): AuditActor {
  const caller = signedInCaller(auth, messages.signInRequired);
  if (!callerClaims(caller).approved) throw new HttpsError('permission-denied', messages.approvalRequired);
  return actorOf(caller);
}
