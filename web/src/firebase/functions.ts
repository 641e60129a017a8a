import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { firebaseApp } from './app';
import { emulatorHostAndPort, useEmulators } from './env';

// Must match setGlobalOptions({ region }) in functions/src/index.ts.
const FUNCTIONS_REGION = 'us-central1';

let functions: Functions | undefined;

/**
 * The app's Cloud Functions client, created on first use. Import this module only from lazily
 * loaded routes, so the landing route's bundle stays free of the Functions SDK.
 */
export function getAppFunctions(): Functions {
  if (!functions) {
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
