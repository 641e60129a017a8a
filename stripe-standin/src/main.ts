// `tsx stripe-standin/src/main.ts`: runs the stand-in where the functions expect it.
// Its address is firebase.json's emulators.stripe; its API key and webhook secret are
// functions/.secret.local's STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (written by
// `npm run setup:emulators`); webhooks go to the Functions emulator's stripeWebhook.
import { FUNCTIONS_REGION } from '@lakeside/domain';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  LOCAL_SECRETS_BUILD,
  LOCAL_SECRETS_FILE,
  LOCAL_SECRETS_NAME,
  readLocalSecret,
} from '../../scripts/localSecrets.mjs';
import { startStripeStandIn } from './server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const PROJECT_ID = 'demo-lakeside';

function fail(message: string): never {
  console.error(`✖ ${message}`);
  process.exit(1);
}

if (!existsSync(LOCAL_SECRETS_FILE)) {
  fail(
    `${LOCAL_SECRETS_NAME} is missing: run \`${LOCAL_SECRETS_BUILD}\` first (it writes the stand-in key).`,
  );
}
const secret = (name: string): string =>
  readLocalSecret(name) ??
  fail(`${LOCAL_SECRETS_NAME} has no ${name}: run \`${LOCAL_SECRETS_BUILD}\` to add it.`);

const { emulators } = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')) as {
  emulators: Record<string, { host?: string; port?: number }>;
};
const stripe = emulators.stripe ?? fail('firebase.json has no emulators.stripe { host, port }.');
const functions = emulators.functions ?? fail('firebase.json has no emulators.functions.');
const webhookUrl = `http://${functions.host ?? '127.0.0.1'}:${functions.port}/${PROJECT_ID}/${FUNCTIONS_REGION}/stripeWebhook`;
const quiet = process.argv.includes('--quiet');

const standIn = await startStripeStandIn({
  host: stripe.host ?? '127.0.0.1',
  port: stripe.port ?? 12111,
  apiKey: secret('STRIPE_SECRET_KEY'),
  webhookSecret: secret('STRIPE_WEBHOOK_SECRET'),
  webhookUrl,
  log: quiet ? undefined : (line) => console.log(`[stripe stand-in] ${line}`),
}).catch((error: NodeJS.ErrnoException) =>
  fail(
    error.code === 'EADDRINUSE'
      ? `Port ${stripe.port} (the local Stripe stand-in, firebase.json emulators.stripe) is already in use: stop what is listening there (\`lsof -i :${stripe.port}\`) and try again.`
      : String(error),
  ),
);
console.log(`[stripe stand-in] listening on ${standIn.url} (webhooks → ${webhookUrl})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void standIn.close().then(() => process.exit(0));
  });
}
