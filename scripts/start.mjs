#!/usr/bin/env node
// `npm start`: builds the functions and the PWA, starts the emulators (data kept between runs
// in .emulator-data/), seeds the demo data, then prints the URLs and the demo logins.
// Ctrl+C stops the emulators and saves their data. With the stand-in's Stripe key in
// functions/.secret.local (a fresh clone's), the local Stripe stand-in runs beside them; the
// mail catcher (MailDev) always does, and with its SMTP URL there (a fresh clone's) every e-mail
// the functions send lands in its inbox.
// Run through tsx (package.json), so it can import the TypeScript domain and demo data.
import { FUNCTIONS_REGION } from '@lakeside/domain';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  SetupError,
  firebaseCommand,
  firebaseConfig,
  prepareEmulators,
  root,
  runMain,
} from './emulator-setup.mjs';
import { functionsSendToCatcher, startMailCatcher } from './mail-catcher.mjs';
import { STANDIN_SECRET_KEY, configuredStripeKey, startStandIn, webhookUrl } from './stripe-standin.mjs';

const DATA_DIR = path.join(root, '.emulator-data');
const READY_TIMEOUT_MS = 180_000;

async function waitForEmulators(hub, names, child) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new SetupError('The emulators stopped while starting: see the output above.');
    try {
      const running = await (await fetch(`http://${hub.host}:${hub.port}/emulators`)).json();
      if (names.every((name) => running[name])) return;
    } catch {
      // hub not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new SetupError(
    `The emulators did not start within ${READY_TIMEOUT_MS / 1000} s: see the output above.`,
  );
}

/**
 * The Functions emulator says it is running before it has loaded the functions: "ready" waits
 * until one answers for itself. A GET to the health callable is refused by the function (400);
 * before the functions are loaded the emulator answers 404.
 */
async function waitForFunctions(functions, child) {
  const url = `http://${functions.host}:${functions.port}/demo-lakeside/${FUNCTIONS_REGION}/health`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new SetupError('The emulators stopped while starting: see the output above.');
    try {
      if ((await fetch(url)).status !== 404) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new SetupError(
    `The functions did not load within ${READY_TIMEOUT_MS / 1000} s: see the output above.`,
  );
}

await runMain(async () => {
  const startedAt = Date.now();
  const env = await prepareEmulators();
  console.log('▶ Building functions and web app…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new SetupError('The build failed: see the output above.');

  // The functions use the stand-in when .secret.local holds its key (functions-env.mjs), else
  // Stripe's test mode with the real key there.
  const standIn = configuredStripeKey() === STANDIN_SECRET_KEY ? await startStandIn() : undefined;
  const mailCatcher = await startMailCatcher({
    directory: path.join('.cache', 'maildev'),
    logFile: path.join(root, '.cache', 'maildev.log'),
  });

  const only = ['auth', 'firestore', 'functions', 'hosting'];
  const args = [
    'emulators:start',
    '--only',
    only.join(','),
    '--project',
    'demo-lakeside',
    '--export-on-exit',
    DATA_DIR,
  ];
  if (existsSync(DATA_DIR)) args.push('--import', DATA_DIR);
  const emulators = spawn(...firebaseCommand(args), {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  // Let Ctrl+C reach firebase, which exports the data and exits; we exit with it, stopping the
  // stand-in too.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => emulators.kill(signal));
  emulators.on('exit', (code) => {
    void Promise.all([standIn?.stop(), mailCatcher.stop()]).then(() => process.exit(code ?? 0));
  });

  const config = firebaseConfig().emulators;
  await waitForEmulators(config.hub, only, emulators);
  await waitForFunctions(config.functions, emulators);

  const address = (name) => `${config[name].host}:${config[name].port}`;
  const seed = spawnSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/seed.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...env,
      FIREBASE_AUTH_EMULATOR_HOST: address('auth'),
      FIRESTORE_EMULATOR_HOST: address('firestore'),
      // the demo's card payments, told to the stand-in so they can be refunded
      ...(standIn ? { STRIPE_STANDIN_URL: standIn.url } : {}),
    },
  });
  if (seed.status !== 0) console.error('✖ Seeding the demo data failed: see the output above.');

  // run through tsx (package.json), so the TypeScript demo data can be imported here
  const { DEMO_USERS, DEMO_PASSWORD } = await import('./demo-data.ts');
  printBanner(address, standIn?.url, mailCatcher.url, DEMO_USERS, DEMO_PASSWORD, Date.now() - startedAt);
});

function printBanner(address, standInUrl, mailUrl, users, password, elapsedMs) {
  // Firebase does not send Auth's e-mails on the emulators: the Auth emulator keeps their links.
  const authEmails = `http://${address('auth')}/emulator/v1/projects/demo-lakeside/oobCodes`;
  const lines = [
    '',
    '──────────────────────────────────────────────────────────────',
    `  Lakeside HOA is ready (${(elapsedMs / 1000).toFixed(1)} s)`,
    '',
    `  App:        http://${address('hosting')}/`,
    `  Auth:       http://${address('auth')}   (emulator)`,
    `  Firestore:  http://${address('firestore')}   (emulator)`,
    `  Functions:  http://${address('functions')}   (emulator)`,
    ...(standInUrl
      ? [`  Stripe:     ${standInUrl}   (local stand-in)`]
      : [
          '  Stripe:     test mode (a real key is in functions/.secret.local): forward webhooks with',
          `              stripe listen --forward-to ${webhookUrl(FUNCTIONS_REGION)}`,
        ]),
    functionsSendToCatcher()
      ? `  Mail:       ${mailUrl} (every e-mail the app sends)`
      : '  Mail:       sent through the SMTP server in functions/.secret.local (SMTP_URL)',
    `  Auth mail:  ${authEmails}`,
    '              (verification and password-reset links: the Auth emulator keeps them)',
    '',
    `  Demo logins (password for all: ${password}):`,
    ...users.map((u) => `    ${u.email.padEnd(26)} ${u.role}`),
    '',
    '  Data is kept in .emulator-data/ between runs. Ctrl+C stops and saves.',
    '──────────────────────────────────────────────────────────────',
    '',
  ];
  console.log(lines.join('\n'));
}
