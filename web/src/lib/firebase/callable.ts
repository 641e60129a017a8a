import {
  FUNCTIONS_REGION,
  type CallableAnswer,
  type CallableName,
  type CallableRequest,
} from '@lakeside/domain';
import { connectFunctionsEmulator, getFunctions, httpsCallable, type Functions } from 'firebase/functions';
import { firebaseApp } from './app';
import { startAppCheck } from './appCheck';
import { emulatorHostAndPort, useEmulators } from './env';

// The one way the web app calls a Cloud Function. Import it only from lazily loaded code: it
// brings the Functions SDK, which the landing page's first load must not carry.

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
 * Calls the callable `name` and answers its data. Name, payload and answer are typed from the
 * domain's table of callables (`Callables`), which the functions are typed from too.
 */
export async function callFunction<Name extends CallableName>(
  name: Name,
  ...[request]: CallableRequest<Name> extends void ? [] : [CallableRequest<Name>]
): Promise<CallableAnswer<Name>> {
  const call = httpsCallable<CallableRequest<Name>, CallableAnswer<Name>>(appFunctions(), name);
  return (await call(request as CallableRequest<Name>)).data;
}
