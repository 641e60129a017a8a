// Runs the local Stripe stand-in (stripe-standin/) as a child process for `npm start` and
// `npm test`: its address is firebase.json's emulators.stripe, its key and webhook secret are in
// functions/.secret.local (written by the emulators' set-up, functions-env.mjs).
import path from 'node:path';
import { startChildService } from './child-service.mjs';
import { firebaseConfig } from './emulator-setup.mjs';
import { readLocalSecret } from './localSecrets.mjs';

/** The stand-in's API key (functions-env.mjs writes it into a fresh functions/.secret.local). */
export const STANDIN_SECRET_KEY = 'sk_test_lakeside_standin';

/** The STRIPE_SECRET_KEY the emulated functions use, or undefined. */
export function configuredStripeKey() {
  return readLocalSecret('STRIPE_SECRET_KEY');
}

export function standInUrl() {
  const { host = '127.0.0.1', port } = firebaseConfig().emulators.stripe;
  return `http://${host}:${port}`;
}

/**
 * The Functions emulator's stripeWebhook, where `stripe listen` should forward to.
 * @param {string} region the domain's FUNCTIONS_REGION: the caller passes it, as this module
 *   also runs under plain node (`npm test`), which cannot import the TypeScript domain
 */
export function webhookUrl(region) {
  const { host = '127.0.0.1', port } = firebaseConfig().emulators.functions;
  return `http://${host}:${port}/demo-lakeside/${region}/stripeWebhook`;
}

/**
 * Starts the stand-in and waits until it answers.
 * @param {{ logFile?: string }} options with logFile its output goes there, else to this terminal
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startStandIn({ logFile } = {}) {
  const url = standInUrl();
  const stop = await startChildService({
    label: 'The local Stripe stand-in',
    args: ['--import', 'tsx', path.join('stripe-standin', 'src', 'main.ts')],
    readyUrl: `${url}/_standin/health`,
    logFile,
  });
  return { url, stop };
}
