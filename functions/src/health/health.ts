import { callerClaims, type CallerClaims } from '../shared/caller.js';
import { CALLABLE_OPTIONS, onAppCall } from '../shared/callableOptions.js';

export interface HealthAnswer {
  ok: true;
  uid: string | null;
  claims: CallerClaims;
}

/** Proves the client → callable → Auth path end to end and tells the caller what we see. */
export const health = onAppCall<HealthAnswer>(CALLABLE_OPTIONS, (request) => ({
  ok: true,
  uid: request.auth?.uid ?? null,
  claims: callerClaims(request.auth),
}));
