import { onCall } from 'firebase-functions/v2/https';
import { callerClaims, type CallerClaims } from '../shared/caller.js';
import { CALLABLE_OPTIONS } from '../shared/callableOptions.js';

export interface HealthAnswer {
  ok: true;
  uid: string | null;
  claims: CallerClaims;
}

/** Proves the client → callable → Auth path end to end and tells the caller what we see. */
export const health = onCall<void, HealthAnswer>(CALLABLE_OPTIONS, (request) => ({
  ok: true,
  uid: request.auth?.uid ?? null,
  claims: callerClaims(request.auth),
}));
