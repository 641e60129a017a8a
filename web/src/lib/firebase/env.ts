import type { FirebaseOptions } from 'firebase/app';

// A missing variable would otherwise surface later as an obscure SDK error (or, worse, as a
// build that silently talks to the wrong project), so fail at start-up with its name.
export function requiredBuildVariable(name: string, value: string | undefined): string {
  if (!value) throw new Error(`Missing build variable ${name} (see web/.env.<mode>)`);
  return value;
}

export const firebaseOptions: FirebaseOptions = {
  apiKey: requiredBuildVariable('VITE_FIREBASE_API_KEY', import.meta.env.VITE_FIREBASE_API_KEY),
  authDomain: requiredBuildVariable('VITE_FIREBASE_AUTH_DOMAIN', import.meta.env.VITE_FIREBASE_AUTH_DOMAIN),
  projectId: requiredBuildVariable('VITE_FIREBASE_PROJECT_ID', import.meta.env.VITE_FIREBASE_PROJECT_ID),
  appId: requiredBuildVariable('VITE_FIREBASE_APP_ID', import.meta.env.VITE_FIREBASE_APP_ID),
};

export const useEmulators = import.meta.env.VITE_USE_EMULATORS === 'true';

/** Splits an emulator address such as "127.0.0.1:8080", as the connect*Emulator calls want. */
export function emulatorHostAndPort(name: string, value: string | undefined): { host: string; port: number } {
  const address = requiredBuildVariable(name, value);
  const separator = address.lastIndexOf(':');
  const port = Number(address.slice(separator + 1));
  if (separator <= 0 || !Number.isInteger(port)) {
    throw new Error(`Build variable ${name} must look like host:port, got "${address}"`);
  }
  return { host: address.slice(0, separator), port };
}

export function authEmulatorUrl(): string {
  return requiredBuildVariable('VITE_AUTH_EMULATOR_URL', import.meta.env.VITE_AUTH_EMULATOR_URL);
}
