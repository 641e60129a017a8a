import {
  onCall,
  type CallableFunction,
  type CallableOptions,
  type CallableRequest,
} from 'firebase-functions/v2/https';
import { strictTypedValues } from './callableDecoding.js';

/**
 * Every callable's options. App Check is enforced: a call must come from the Lakeside
 * web app (reCAPTCHA Enterprise in production), so a script with a stolen or a stranger's ID
 * token, or none (the pay link's functions), cannot drive the callables directly. The framework
 * refuses a call without a valid token with 401 'Unauthenticated' before the handler runs.
 * The Functions emulator checks only that a token is there (see domain appCheck.ts).
 */
export const CALLABLE_OPTIONS: CallableOptions = { enforceAppCheck: true };

/**
 * Every callable (lint forbids onCall elsewhere): onCall (options: CALLABLE_OPTIONS and what the
 * function adds), whose request data is first put through strictTypedValues
 * (callableDecoding.ts), so that a value the framework's decoder would misread or fail on
 * (500 for an unknown "@type", "12abc" read as 12) reaches the handler as something
 * its payload's schema refuses with the field's sentence (400).
 */
export function onAppCall<Answer>(
  options: CallableOptions,
  handler: (request: CallableRequest<unknown>) => Answer | Promise<Answer>,
): CallableFunction<unknown, Promise<Answer>> {
  const callable = onCall<unknown, Promise<Answer>>(options, async (request) => handler(request));
  const guarded = (...[request, response]: Parameters<typeof callable>) => {
    // the body as parsed from JSON; only its `data` is the protocol's encoded value
    const body: unknown = request.body;
    if (typeof body === 'object' && body !== null && 'data' in body) {
      (body as { data: unknown }).data = strictTypedValues(body.data);
    }
    return callable(request, response);
  };
  // What the CLI and the emulator read to deploy and serve the function (__endpoint, the
  // __trigger getter, run…) are the callable's own properties: the guard carries them over.
  for (const [key, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(callable))) {
    if (!Object.hasOwn(guarded, key)) Object.defineProperty(guarded, key, descriptor);
  }
  return guarded as typeof callable;
}
