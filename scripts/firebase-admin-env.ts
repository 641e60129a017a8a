// Admin SDK set-up for the scripts: the emulators by default; production only when the
// caller passes --production explicitly (and credentials through the usual
// GOOGLE_APPLICATION_CREDENTIALS). A demo- project can never reach production.
import { initializeApp, type App } from 'firebase-admin/app';
import { readFileSync } from 'node:fs';

const firebaseJson = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8')) as {
  emulators: Record<string, { host: string; port: number }>;
};

export const DEMO_PROJECT_ID = 'demo-lakeside';

export function emulatorAddress(name: 'auth' | 'firestore' | 'hosting' | 'functions'): string {
  const address = firebaseJson.emulators[name];
  if (!address) throw new Error(`firebase.json has no ${name} emulator`);
  return `${address.host}:${address.port}`;
}

export interface AdminTarget {
  app: App;
  description: string;
}

export async function adminApp(options: { production: boolean; projectId?: string }): Promise<AdminTarget> {
  if (options.production) {
    if (!options.projectId) throw new Error('--production needs --project <id>.');
    if (!process.env.GOOGLE_APPLICATION_CREDENTIALS) {
      throw new Error('--production needs GOOGLE_APPLICATION_CREDENTIALS pointing at a service-account key.');
    }
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    delete process.env.FIRESTORE_EMULATOR_HOST;
    return {
      app: initializeApp({ projectId: options.projectId }),
      description: `project ${options.projectId}`,
    };
  }
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= emulatorAddress('auth');
  process.env.FIRESTORE_EMULATOR_HOST ??= emulatorAddress('firestore');
  const auth = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  try {
    await fetch(`http://${auth}/`);
  } catch {
    throw new Error(`The Auth emulator is not running on ${auth}: start it with \`npm start\` first.`);
  }
  return {
    app: initializeApp({ projectId: DEMO_PROJECT_ID }),
    description: `the emulators (project ${DEMO_PROJECT_ID})`,
  };
}

/** Prints an expected failure as one sentence. */
export async function runScript(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
