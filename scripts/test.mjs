#!/usr/bin/env node
// `npm test`: every layer against real emulators. Checks the machine first (Java, the offline
// Firestore emulator, free ports, Chromium), type-checks and lints, builds the functions and
// the web app (served by the hosting emulator), then runs Vitest inside
// `firebase emulators:exec`, which starts and stops the emulators itself. The local Stripe
// stand-in (stripe-standin/) runs beside them for the whole Vitest run, always: the tests use its
// controls, at the URL in STRIPE_STANDIN_URL. Its log goes to .cache/stripe-standin.log. So does
// the mail catcher (MailDev, scripts/mail-catcher.mjs), whose REST API the tests read.
// Extra arguments go to Vitest: `npm test -- --project rules`.
// `npm test -- --skip-checks …` skips type-check and lint, for quick local iterations.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { SetupError, emulatorsExecCommand, prepareEmulators, root, runMain } from './emulator-setup.mjs';
import { catcherSmtpUrl, functionsSendToCatcher, startMailCatcher } from './mail-catcher.mjs';
import { STANDIN_SECRET_KEY, configuredStripeKey, startStandIn } from './stripe-standin.mjs';

export const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function step(title, command, args, options) {
  console.log(`\n▶ ${title}`);
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n✖ ${title} failed (exit ${status}).`);
    process.exit(status);
  }
}

await runMain(async () => {
  if (!existsSync(CHROMIUM)) {
    throw new SetupError(
      `Chromium is needed for the browser tests but ${CHROMIUM} does not exist: install it (\`apt-get install -y chromium\`) or set CHROME_PATH, then run npm test again.`,
    );
  }
  const env = await prepareEmulators();

  // --skip-checks: for quick local iterations only; CI always type-checks and lints.
  const skipChecks = process.argv.includes('--skip-checks');
  if (!skipChecks) {
    step('Type-check', 'npm', ['run', 'typecheck', '--silent']);
    step('Lint', 'npm', ['run', 'lint', '--silent']);
  }
  step('Build functions and web', 'npm', ['run', 'build']);
  // A size report, not a timing: the landing page's first load must stay within its budget
  // (issue 3), and a regression should stop the run here rather than go unnoticed.
  step('Bundle report (page budgets)', 'node', ['scripts/report-bundle.mjs']);

  // The functions talk to the stand-in only with its key (functions/build.mjs writes
  // .env.local from it); the tests need the stand-in's controls.
  if (configuredStripeKey() !== STANDIN_SECRET_KEY) {
    throw new SetupError(
      `npm test runs against the local Stripe stand-in, but functions/.secret.local has another STRIPE_SECRET_KEY: set it back to ${STANDIN_SECRET_KEY} (or delete the line and rebuild the functions), then run npm test again.`,
    );
  }

  // Nor may a test run send real e-mail: the functions must send to the catcher.
  if (!functionsSendToCatcher()) {
    throw new SetupError(
      `npm test reads the e-mails the functions send from the mail catcher, but functions/.secret.local has another SMTP_URL: set it back to ${catcherSmtpUrl()} (or delete the line and rebuild the functions), then run npm test again.`,
    );
  }

  const summaryFile = path.join(root, '.cache', 'last-test-summary.txt');
  mkdirSync(path.dirname(summaryFile), { recursive: true });
  rmSync(summaryFile, { force: true });
  const vitestArgs = process.argv.slice(2).filter((arg) => arg !== '--skip-checks');
  const vitest = ['vitest', 'run', ...vitestArgs].join(' ');
  const standInLog = path.join(root, '.cache', 'stripe-standin.log');
  console.log(`\n▶ Local Stripe stand-in (log: ${path.relative(root, standInLog)})`);
  const standIn = await startStandIn({ logFile: standInLog });
  let status;
  let mailCatcher;
  try {
    console.log(`  ${standIn.url}`);
    console.log('\n▶ Mail catcher (MailDev)');
    mailCatcher = await startMailCatcher({
      directory: path.join('.cache', 'maildev-test'),
      logFile: path.join(root, '.cache', 'maildev-test.log'),
    });
    console.log(`  ${mailCatcher.url}`);
    console.log('\n▶ Tests (emulators: auth, firestore, functions, hosting; Stripe stand-in; mail catcher)');
    status = run(...emulatorsExecCommand(vitest), {
      env: {
        ...env,
        CHROME_PATH: CHROMIUM,
        TEST_SUMMARY_FILE: summaryFile,
        STRIPE_STANDIN_URL: standIn.url,
      },
    });
  } finally {
    await Promise.all([standIn.stop(), mailCatcher?.stop()]);
  }
  // Vitest's summary scrolls away under the emulators' shutdown lines: end with it.
  if (existsSync(summaryFile)) console.log(`\n${readFileSync(summaryFile, 'utf8')}`);
  process.exit(status);
});
