// The emulated functions' local secrets and settings, written by the emulators' set-up
// (prepareEmulators in emulator-setup.mjs, so by `npm start`, `npm test`, the benchmarks and
// `npm run setup:emulators`) rather than by the functions build, which is the deployed one.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { firebaseConfig } from './emulator-setup.mjs';
import { LOCAL_SECRETS_FILE, readLocalSecret } from './localSecrets.mjs';
import { catcherSmtpUrl } from './mail-catcher.mjs';
import { STANDIN_SECRET_KEY } from './stripe-standin.mjs';

/** functions/.env.local, beside .secret.local: the emulated functions' settings (not secrets). */
const ENV_LOCAL = path.join(path.dirname(LOCAL_SECRETS_FILE), '.env.local');

/**
 * The Functions emulator reads secrets from .secret.local and settings from .env.local (both
 * git-ignored, never deployed; see functions/src/documents/secret.ts and the Stripe client).
 * A fresh clone gets a random document-link secret, the local Stripe stand-in's key and
 * webhook secret, and the mail catcher's SMTP URL (mail-catcher.mjs); existing values are
 * kept, so links stay valid across runs and a real Stripe test key or SMTP server put there by
 * hand stays. Production sets the real secrets with `firebase functions:secrets:set`.
 * The secrets file is readable by its owner only, whoever wrote it first.
 * @param {{ secretsFile?: string, envFile?: string }} [files] the tests' own copies
 */
export function writeFunctionsEnv({ secretsFile = LOCAL_SECRETS_FILE, envFile = ENV_LOCAL } = {}) {
  const secrets = existsSync(secretsFile) ? readFileSync(secretsFile, 'utf8') : '';
  const missing = [
    ['DOCUMENT_URL_SECRET', randomBytes(32).toString('hex')],
    ['STRIPE_SECRET_KEY', STANDIN_SECRET_KEY],
    ['STRIPE_WEBHOOK_SECRET', `whsec_${randomBytes(24).toString('hex')}`],
    ['SMTP_URL', catcherSmtpUrl()],
  ].filter(([name]) => !new RegExp(`^${name}=`, 'm').test(secrets));
  if (missing.length > 0) {
    const separator = secrets && !secrets.endsWith('\n') ? '\n' : '';
    const lines = missing.map(([name, value]) => `${name}=${value}\n`).join('');
    writeFileSync(secretsFile, `${secrets}${separator}${lines}`, { mode: 0o600 });
  }
  chmodSync(secretsFile, 0o600);

  // With the stand-in's key the emulated functions talk to the stand-in (its address is in
  // firebase.json, emulators.stripe); with a real test key they talk to Stripe itself. Stripe
  // sends payers back to the app's own origins only (functions/src/payments/appLinks.ts): the
  // hosting emulator's and Vite's dev server.
  const key = readLocalSecret('STRIPE_SECRET_KEY', secretsFile);
  const { emulators } = firebaseConfig();
  const hostingPort = emulators.hosting.port;
  const appOrigins = [
    `http://127.0.0.1:${hostingPort}`,
    `http://localhost:${hostingPort}`,
    'http://localhost:5173',
  ];
  const envLines = [
    '# written by scripts/functions-env.mjs (emulator only; never deployed)',
    `APP_ORIGINS=${appOrigins.join(',')}`,
    // the mail catcher takes any pace, and what a paced sender leaves waits for the sweep, which
    // the emulators cannot schedule: every e-mail goes at once (the tests pace their own)
    'MAIL_RATE_PER_MINUTE=0',
    ...(key === STANDIN_SECRET_KEY
      ? [`STRIPE_API_HOST=${emulators.stripe.host}`, `STRIPE_API_PORT=${emulators.stripe.port}`]
      : ['# a real Stripe key is configured in .secret.local: no stand-in']),
  ];
  writeFileSync(envFile, `${envLines.join('\n')}\n`);
}
