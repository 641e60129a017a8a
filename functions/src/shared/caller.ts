import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';

/** The product's two custom claims, read from a verified ID token. */
export interface CallerClaims {
  admin: boolean;
  approved: boolean;
}

export function callerClaims(auth: CallableRequest['auth']): CallerClaims {
  return {
    admin: auth?.token.admin === true,
    approved: auth?.token.approved === true,
  };
}

/** The texts a callable answers a caller who may not use it. */
export interface AccessMessages {
  signInRequired: string;
  notAdmin: string;
}

/** For admin-only callables: the verified caller, or an HttpsError with the spec's text. */
export function requireAdmin(auth: CallableRequest['auth'], messages: AccessMessages) {
  if (!auth) throw new HttpsError('unauthenticated', messages.signInRequired);
  if (!callerClaims(auth).admin) throw new HttpsError('permission-denied', messages.notAdmin);
  return { uid: auth.uid, email: auth.token.email ?? null };
}
