#!/usr/bin/env node
// `npm run bench:<name>` → `node scripts/bench/run.mjs <name> [--no-build] [script options]`:
// benchmarks, not tests. Each builds what it measures (unless --no-build, to measure what is
// already in web/dist and functions/lib), starts the emulators it needs (and the local Stripe
// stand-in, if it pays), and runs its measurement script inside them with Debian's Chromium.
// Other arguments go to the measurement script (e.g. `npm run bench:lighthouse -- --runs 5`).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { emulatorsExecCommand, prepareEmulators, root, runMain } from '../emulator-setup.mjs';
import { startStandIn } from '../stripe-standin.mjs';

const BROWSER_EMULATORS = 'auth,firestore,functions,hosting';

/**
 * The benchmarks, by the name after `bench:`. script: the measurement, a path from the
 * repository's root (TypeScript runs through tsx); emulators: those `firebase emulators:exec`
 * starts around it; standIn: whether the Stripe stand-in runs beside them (its URL in
 * STRIPE_STANDIN_URL); build: which workspaces to build first ('all': functions and web).
 * @type {Record<string, { script: string, emulators: string, standIn: boolean, build: 'all' | 'web' | 'functions' }>}
 */
const BENCHMARKS = {
  // Lighthouse (mobile) on the landing page, against its targets; only the hosting
  // emulator serves it.
  lighthouse: {
    script: 'scripts/bench/lighthouse.mjs',
    emulators: 'hosting',
    standIn: false,
    build: 'web',
  },
  // p50/p95 for createHoaPayment, the webhook and "paid → visible" with 20 residents
  // at once; no browser, so no web app to build or serve.
  payments: {
    script: 'scripts/bench/payments.ts',
    emulators: 'auth,firestore,functions',
    standIn: true,
    build: 'functions',
  },
  // 10,000 payments over 200 properties, then Payment Management in Chromium, timed
  // from opening the page to the table and totals shown, and per search keystroke.
  'admin-payments': {
    script: 'scripts/bench/admin-payments.ts',
    emulators: BROWSER_EMULATORS,
    standIn: false,
    build: 'all',
  },
  // My HOA Account timed to the balance in Chromium (first open and warm reload, with
  // and without a slow phone's CPU and network), then Lighthouse on it, signed in.
  account: {
    script: 'scripts/bench/account.ts',
    emulators: BROWSER_EMULATORS,
    standIn: false,
    build: 'all',
  },
  // 10,000 HOA accounts, then one billing run from Dues & Billing in Chromium, timed
  // from the click to the first progress on the page and to every account billed and notice
  // queued.
  billing: {
    script: 'scripts/bench/billing.ts',
    emulators: BROWSER_EMULATORS,
    standIn: false,
    build: 'all',
  },
  // Lighthouse (desktop preset) on User, Property, HOA Accounts and Payment
  // Management, signed in as the demo admin.
  'admin-pages': {
    script: 'scripts/bench/admin-pages.ts',
    emulators: BROWSER_EMULATORS,
    standIn: false,
    build: 'all',
  },
};

const BUILD_ARGS = {
  all: ['run', 'build'],
  web: ['run', 'build', '-w', 'web'],
  functions: ['run', 'build', '-w', 'functions'],
};

/** `text` as one word for the shell that `firebase emulators:exec` runs the script with. */
const shellWord = (text) => (/^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replaceAll("'", `'\\''`)}'`);

const [name, ...rest] = process.argv.slice(2);
const benchmark = name === undefined ? undefined : Object.hasOwn(BENCHMARKS, name) && BENCHMARKS[name];
if (!benchmark) {
  const names = Object.keys(BENCHMARKS).join(', ');
  console.error(
    name === undefined
      ? `Which benchmark? Usage: node scripts/bench/run.mjs <name> [--no-build] (names: ${names}).`
      : `There is no benchmark "${name}": the benchmarks are ${names} (npm run bench:<name>).`,
  );
  process.exit(2);
}
const build = !rest.includes('--no-build');
const scriptArgs = rest.filter((arg) => arg !== '--no-build');

await runMain(async () => {
  const env = await prepareEmulators();
  if (build) {
    const built = spawnSync('npm', BUILD_ARGS[benchmark.build], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  const runner = benchmark.script.endsWith('.ts') ? 'node_modules/.bin/tsx' : 'node';
  const command = [runner, benchmark.script, ...scriptArgs].map(shellWord).join(' ');
  const standIn = benchmark.standIn
    ? await startStandIn({ logFile: path.join(root, '.cache', 'stripe-standin-bench.log') })
    : undefined;
  try {
    const run = spawnSync(...emulatorsExecCommand(command, benchmark.emulators), {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...env,
        CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium',
        ...(standIn && { STRIPE_STANDIN_URL: standIn.url }),
      },
    });
    process.exitCode = run.status ?? 1;
  } finally {
    await standIn?.stop();
  }
});
