// Bundles the functions into lib/index.js. The shared domain code (@lakeside/domain, plain
// TypeScript in this repo) is inlined, so the deployed folder needs only the runtime
// dependencies listed in package.json, which Cloud Build installs.
// Also generates the official PDFs into lib/documents/ (shipped privately with the functions)
// and makes sure the emulator has a document-link secret (.secret.local).
import { build } from 'esbuild';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';
import { readLocalSecret } from '../scripts/localSecrets.mjs';
import { catcherSmtpUrl } from '../scripts/mail-catcher.mjs';
import { STANDIN_SECRET_KEY } from '../scripts/stripe-standin.mjs';

const { dependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  sourcemap: true,
  external: Object.keys(dependencies),
  logLevel: 'warning',
});

const { generateDocuments } = await tsImport('../scripts/generate-documents.ts', import.meta.url);
await generateDocuments(new URL('./lib/documents/', import.meta.url).pathname);

// The Functions emulator reads secrets from .secret.local and settings from .env.local (both
// git-ignored, never deployed; see src/documents/secret.ts and src/payments/stripeClient.ts).
// A fresh clone gets a random document-link secret, the local Stripe stand-in's key and
// webhook secret, and the mail catcher's SMTP URL (scripts/mail-catcher.mjs); existing values
// are kept, so links stay valid across rebuilds and a real Stripe test key or SMTP server put
// there by hand stays. Production sets the real secrets with `firebase functions:secrets:set`.
const secretLocal = new URL('./.secret.local', import.meta.url);
const secrets = existsSync(secretLocal) ? readFileSync(secretLocal, 'utf8') : '';
const missing = [
  ['DOCUMENT_URL_SECRET', randomBytes(32).toString('hex')],
  ['STRIPE_SECRET_KEY', STANDIN_SECRET_KEY],
  ['STRIPE_WEBHOOK_SECRET', `whsec_${randomBytes(24).toString('hex')}`],
  ['SMTP_URL', catcherSmtpUrl()],
].filter(([name]) => !new RegExp(`^${name}=`, 'm').test(secrets));
if (missing.length > 0) {
  const separator = secrets && !secrets.endsWith('\n') ? '\n' : '';
  const lines = missing.map(([name, value]) => `${name}=${value}\n`).join('');
  writeFileSync(secretLocal, `${secrets}${separator}${lines}`);
}

// With the stand-in's key the emulated functions talk to the stand-in (its address is in
// firebase.json, emulators.stripe); with a real test key they talk to Stripe itself. Stripe
// sends payers back to the app's own origins only (src/payments/appLinks.ts): the hosting
// emulator's and Vite's dev server.
const envLocal = new URL('./.env.local', import.meta.url);
const key = readLocalSecret('STRIPE_SECRET_KEY');
const { emulators } = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8'));
const hostingPort = emulators.hosting.port;
const appOrigins = [
  `http://127.0.0.1:${hostingPort}`,
  `http://localhost:${hostingPort}`,
  'http://localhost:5173',
];
const envLines = [
  '# written by functions/build.mjs (emulator only; never deployed)',
  `APP_ORIGINS=${appOrigins.join(',')}`,
  ...(key === STANDIN_SECRET_KEY
    ? [`STRIPE_API_HOST=${emulators.stripe.host}`, `STRIPE_API_PORT=${emulators.stripe.port}`]
    : ['# a real Stripe key is configured in .secret.local: no stand-in']),
];
writeFileSync(envLocal, `${envLines.join('\n')}\n`);
