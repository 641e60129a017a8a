import { FUNCTIONS_REGION } from '@lakeside/domain';
import { connectFunctionsEmulator, getFunctions, httpsCallable, type Functions } from 'firebase/functions';
import { firebaseApp } from './app';
import { startAppCheck } from './appCheck';
import { emulatorHostAndPort, useEmulators } from './env';

// The Functions SDK and App Check, loaded by ./callable on the first call (never with a page's
// first render).

let functions: Functions | undefined;

function appFunctions(): Functions {
  if (!functions) {
    startAppCheck(); // before the first call: the Functions SDK attaches its token to each
    functions = getFunctions(firebaseApp, FUNCTIONS_REGION);
    if (useEmulators) {
      const { host, port } = emulatorHostAndPort(
        'VITE_FUNCTIONS_EMULATOR_HOST',
        import.meta.env.VITE_FUNCTIONS_EMULATOR_HOST,
      );
      connectFunctionsEmulator(functions, host, port);
    }
  }
  return functions;
}

/**
 * Callables that may take longer than the SDK's 70 s before they answer: billing a year runs to
 * the end of its run (up to the function's 9 minutes). The page shows its progress meanwhile.
 */
const TIMEOUT_MS: Partial<Record<string, number>> = { billYear: 9 * 60_000 };

/**
 * Callables whose App Check token is for one use (the function consumes it): the contact form,
 * open to anyone, so a token taken from one message cannot send a thousand.
 */
const LIMITED_USE_TOKENS = new Set(['sendContactMessage']);

/** Calls the callable `name` with `request` and answers its data (typed by ./callable). */
export async function call(name: string, request: unknown): Promise<unknown> {
  const timeout = TIMEOUT_MS[name];
  const options = {
    ...(timeout ? { timeout } : {}),
    ...(LIMITED_USE_TOKENS.has(name) ? { limitedUseAppCheckTokens: true } : {}),
  };
  return (await httpsCallable(appFunctions(), name, options)(request)).data;
}
