// Where the emulators listen, read from firebase.json (the one place ports are set), and a
// clear failure when a test that needs them is run outside `npm test`.
import { readFileSync } from 'node:fs';

interface EmulatorAddress {
  host: string;
  port: number;
  /** the mail catcher's web inbox and REST API (emulators.mail) */
  webPort?: number;
}

const config = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as {
  emulators: Record<string, EmulatorAddress>;
};

export const PROJECT_ID = 'demo-lakeside';

export function emulator(
  name: 'auth' | 'firestore' | 'functions' | 'hosting' | 'hub' | 'stripe' | 'mail',
): EmulatorAddress {
  const address = config.emulators[name];
  if (!address) throw new Error(`firebase.json has no ${name} emulator`);
  return address;
}

export const hostingUrl = `http://${emulator('hosting').host}:${emulator('hosting').port}`;

/** Fails with one sentence when the emulators are not up, instead of a hang or a socket error. */
export async function requireEmulators(): Promise<void> {
  const hub = emulator('hub');
  try {
    const response = await fetch(`http://${hub.host}:${hub.port}/emulators`);
    if (response.ok) return;
  } catch {
    // fall through to the message below
  }
  throw new Error('The Firebase emulators are not running: run the tests with `npm test`.');
}
