// The secrets the emulated functions use, as the tests need them to sign or call as the
// functions would: read from functions/.secret.local (scripts/localSecrets.mjs), which the
// functions build writes.
import { existsSync } from 'node:fs';
import {
  LOCAL_SECRETS_BUILD,
  LOCAL_SECRETS_FILE,
  LOCAL_SECRETS_NAME,
  readLocalSecret,
} from '../../scripts/localSecrets.mjs';

export type LocalSecretName = 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'DOCUMENT_URL_SECRET';

/**
 * A secret of the emulated functions. Throws, naming the file and the command that writes it,
 * when the file or the secret is absent or empty.
 * @param file another file of the same form (for the helper's own test)
 */
export function localSecret(name: LocalSecretName, file: string = LOCAL_SECRETS_FILE): string {
  if (!existsSync(file)) {
    throw new Error(`${LOCAL_SECRETS_NAME} is missing: run \`${LOCAL_SECRETS_BUILD}\` (it writes the file)`);
  }
  const value = readLocalSecret(name, file);
  if (!value) throw new Error(`${LOCAL_SECRETS_NAME} has no ${name}: run \`${LOCAL_SECRETS_BUILD}\``);
  return value;
}
