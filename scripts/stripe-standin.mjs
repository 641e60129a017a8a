// Runs the local Stripe stand-in (stripe-standin/) as a child process for `npm start` and
// `npm test`: its address is firebase.json's emulators.stripe, its key and webhook secret are in
// functions/.secret.local (written by `npm run build -w functions`).
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SetupError, firebaseConfig, root } from './emulator-setup.mjs';
import { readLocalSecret } from './localSecrets.mjs';

/** The stand-in's API key (functions/build.mjs writes it into a fresh functions/.secret.local). */
export const STANDIN_SECRET_KEY = 'sk_test_lakeside_standin';
const READY_TIMEOUT_MS = 30_000;

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
  const fd = logFile ? openSync(logFile, 'w') : undefined;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('stripe-standin', 'src', 'main.ts')], {
    cwd: root,
    stdio: fd === undefined ? ['ignore', 'inherit', 'inherit'] : ['ignore', fd, fd],
  });
  if (fd !== undefined) closeSync(fd);
  // a last resort if this process ends without stop(): never leave the port taken
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);
  const exited = new Promise((resolve) => child.once('exit', resolve));

  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      const log = logFile && existsSync(logFile) ? readFileSync(logFile, 'utf8').trim() : '';
      throw new SetupError(
        `The local Stripe stand-in stopped while starting${log ? `: ${log.split('\n').at(-1)}` : ': see the output above'}.`,
      );
    }
    try {
      const response = await fetch(`${url}/_standin/health`);
      if (response.ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new SetupError(
    `The local Stripe stand-in did not answer at ${url} within ${READY_TIMEOUT_MS / 1000} s.`,
  );
}
