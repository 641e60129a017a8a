// functions/.secret.local: the secrets the emulated functions read, one NAME=value a line,
// written by the emulators' set-up (functions-env.mjs, run by prepareEmulators). The one reader of that file for the
// scripts, the Stripe stand-in and the tests (tests/support/localSecrets.ts); each caller says
// for itself what is wrong when the file or a secret is absent.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The file's path; LOCAL_SECRETS_NAME is how messages name it. */
export const LOCAL_SECRETS_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'functions',
  '.secret.local',
);
export const LOCAL_SECRETS_NAME = 'functions/.secret.local';
/**
 * The command that writes the file (with the stand-in's Stripe key and a document-link secret);
 * `npm start`, `npm test` and the benchmarks also write it before they start the emulators.
 */
export const LOCAL_SECRETS_BUILD = 'npm run setup:emulators';

/**
 * The value of `name` in the file, trimmed ('' when its line has no value); undefined when the
 * file or the line is absent.
 * @param {string} name
 * @param {string} [file] another file of the same form (for tests)
 * @returns {string | undefined}
 */
export function readLocalSecret(name, file = LOCAL_SECRETS_FILE) {
  if (!existsSync(file)) return undefined;
  return new RegExp(`^${name}=(.*)$`, 'm').exec(readFileSync(file, 'utf8'))?.[1]?.trim();
}
