import { FUNCTIONS_REGION, callableClientTimeoutMs, type CallableName } from '@lakeside/domain';
import { connectFunctionsEmulator, getFunctions, httpsCallable, type Functions } from 'firebase/functions';
import { firebaseApp } from './app';
import { appCheckTokenWorks, startAppCheck } from './appCheck';
import { explainedRefusal } from './callableErrors';
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
 * Callables whose App Check token is for one use (the function consumes it): the contact form,
 * open to anyone, so a token taken from one message cannot send a thousand.
 */
const LIMITED_USE_TOKENS = new Set(['sendContactMessage']);

/** Calls the callable `name` with `request` and answers its data (typed by ./callable). */
export async function call(name: string, request: unknown): Promise<unknown> {
  const limitedUse = LIMITED_USE_TOKENS.has(name);
  const options = {
    // as long as the server may take, and a margin (billing a year: up to 9 minutes)
    timeout: callableClientTimeoutMs(name as CallableName),
    ...(limitedUse ? { limitedUseAppCheckTokens: true } : {}),
  };
  try {
    return (await httpsCallable(appFunctions(), name, options)(request)).data;
  } catch (error) {
    throw await explainedRefusal(error, () => appCheckTokenWorks(limitedUse));
  }
}
