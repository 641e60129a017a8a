import type { CallableRequest } from 'firebase-functions/v2/https';

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
