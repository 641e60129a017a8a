import type { CallableOptions } from 'firebase-functions/v2/https';

/**
 * Every callable's options (issue 11). App Check is enforced: a call must come from the Lakeside
 * web app (reCAPTCHA Enterprise in production), so a script with a stolen or a stranger's ID
 * token, or none (the pay link's functions), cannot drive the callables directly. The framework
 * refuses a call without a valid token with 401 'Unauthenticated' before the handler runs.
 * The Functions emulator checks only that a token is there (see domain appCheck.ts).
 */
export const CALLABLE_OPTIONS: CallableOptions = { enforceAppCheck: true };
