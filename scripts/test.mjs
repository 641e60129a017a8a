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
//
// The console shows the steps, Vitest's own output and the summary; the emulators' and the
// functions' output, most of what a run prints, goes to .cache/test-logs/, which a failed run
// names. The run ends with how long each step took, where the tests' time went (the Vitest
// reporter's table) and the line 'N passed, N failed'; the same figures go to
// .cache/last-test-timing.json.
import { spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { finalSummary, formatSteps } from '../tests/support/test-timing.mjs';
import { SetupError, emulatorsExecCommand, prepareEmulators, root, runMain } from './emulator-setup.mjs';
import { catcherSmtpUrl, functionsSendToCatcher, startMailCatcher } from './mail-catcher.mjs';
import { STANDIN_SECRET_KEY, configuredStripeKey, startStandIn } from './stripe-standin.mjs';

export const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/** How long each step took, for the closing summary. */
const steps = [];
const runStart = Date.now();

function timed(title, since) {
  steps.push({ title, ms: Date.now() - since });
}

function step(title, command, args, options) {
  console.log(`\n▶ ${title}`);
  const start = Date.now();
  const status = run(command, args, options);
  timed(title, start);
  if (status !== 0) {
    console.error(`\n✖ ${title} failed (exit ${status}).`);
    process.exit(status);
  }
}

/** `arg` as one word for the POSIX shell that `firebase emulators:exec` runs its script in. */
function shellWord(arg) {
  return /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", "'\\''")}'`;
}

/** The bytes appended to `file` since `offset`, copied to the console; the new offset. */
function copyNewOutput(file, offset) {
  if (!existsSync(file)) return offset;
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(64 * 1024);
    for (;;) {
      const read = readSync(fd, buffer, 0, buffer.length, offset);
      if (read === 0) return offset;
      process.stdout.write(buffer.subarray(0, read));
      offset += read;
    }
  } finally {
    closeSync(fd);
  }
}

/** The last `count` lines of a text file, for a run that ended before Vitest said anything. */
function lastLines(file, count) {
  if (!existsSync(file)) return '';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-count).join('\n');
}

await runMain(async () => {
  const checkStart = Date.now();
  if (!existsSync(CHROMIUM)) {
    throw new SetupError(
      `Chromium is needed for the browser tests but ${CHROMIUM} does not exist: install it (\`apt-get install -y chromium\`) or set CHROME_PATH, then run npm test again.`,
    );
  }
  const env = await prepareEmulators();
  timed('Machine check', checkStart);

  // --skip-checks: for quick local iterations only; CI always type-checks and lints.
  const skipChecks = process.argv.includes('--skip-checks');
  if (!skipChecks) {
    step('Type-check', 'npm', ['run', 'typecheck', '--silent']);
    step('Lint', 'npm', ['run', 'lint', '--silent']);
  }
  step('Build functions and web', 'npm', ['run', 'build']);
  // A size report, not a timing: the landing page's first load must stay within its budget
  //, and a regression should stop the run here rather than go unnoticed.
  step('Bundle report (page budgets)', 'node', ['scripts/report-bundle.mjs']);
  // What a deploy uploads installs alone from the registry, and the production build succeeds
  if (!skipChecks) step('Deploy check (what firebase deploy uploads)', 'node', ['scripts/deploy-check.mjs']);

  // The functions talk to the stand-in only with its key (prepareEmulators writes .env.local
  // from it, functions-env.mjs); the tests need the stand-in's controls.
  if (configuredStripeKey() !== STANDIN_SECRET_KEY) {
    throw new SetupError(
      `npm test runs against the local Stripe stand-in, but functions/.secret.local has another STRIPE_SECRET_KEY: set it back to ${STANDIN_SECRET_KEY} (or delete the line: npm test writes it again), then run npm test again.`,
    );
  }

  // Nor may a test run send real e-mail: the functions must send to the catcher.
  if (!functionsSendToCatcher()) {
    throw new SetupError(
      `npm test reads the e-mails the functions send from the mail catcher, but functions/.secret.local has another SMTP_URL: set it back to ${catcherSmtpUrl()} (or delete the line: npm test writes it again), then run npm test again.`,
    );
  }

  const summaryFile = path.join(root, '.cache', 'last-test-summary.txt');
  const timingFile = path.join(root, '.cache', 'last-test-timing.json');
  mkdirSync(path.dirname(summaryFile), { recursive: true });
  rmSync(summaryFile, { force: true });
  rmSync(timingFile, { force: true });
  // This run's logs only: firebase-tools writes firebase-debug.log and firestore-debug.log into
  // its working directory, which is this one.
  const logDir = path.join(root, '.cache', 'test-logs');
  rmSync(logDir, { recursive: true, force: true });
  mkdirSync(logDir, { recursive: true });
  const emulatorsLog = path.join(logDir, 'emulators.log');
  const vitestLog = path.join(logDir, 'vitest.log');
  const vitestArgs = process.argv.slice(2).filter((arg) => arg !== '--skip-checks');
  // Vitest writes to a file the console is fed from as it grows: emulators:exec gives its script
  // only its own stdout, which here is the emulators' log, and Node does not hand a child's
  // child any other descriptor. Colours only when a person watches.
  const color = process.stdout.isTTY ? 'FORCE_COLOR=1 ' : '';
  const vitest = `cd ${shellWord(root)} && ${color}vitest run ${vitestArgs.map(shellWord).join(' ')} > ${shellWord(vitestLog)} 2>&1`;
  const standInLog = path.join(root, '.cache', 'stripe-standin.log');
  const mailLog = path.join(root, '.cache', 'maildev-test.log');
  const servicesStart = Date.now();
  console.log(`\n▶ Local Stripe stand-in (log: ${path.relative(root, standInLog)})`);
  const standIn = await startStandIn({ logFile: standInLog });
  let status;
  let mailCatcher;
  try {
    console.log(`  ${standIn.url}`);
    console.log('\n▶ Mail catcher (MailDev)');
    mailCatcher = await startMailCatcher({
      directory: path.join('.cache', 'maildev-test'),
      logFile: mailLog,
    });
    console.log(`  ${mailCatcher.url}`);
    timed('Stripe stand-in and mail catcher', servicesStart);
    console.log('\n▶ Tests (emulators: auth, firestore, functions, hosting; Stripe stand-in; mail catcher)');
    console.log(`  emulators' and functions' output: ${path.relative(root, emulatorsLog)}`);
    status = await runTests(vitest, {
      cwd: logDir,
      env: {
        ...env,
        CHROME_PATH: CHROMIUM,
        TEST_SUMMARY_FILE: summaryFile,
        TEST_TIMING_FILE: timingFile,
        STRIPE_STANDIN_URL: standIn.url,
      },
      emulatorsLog,
      vitestLog,
      summaryFile,
    });
  } finally {
    await Promise.all([standIn.stop(), mailCatcher?.stop()]);
  }
  if (status !== 0 && !existsSync(vitestLog)) {
    // the emulators never got as far as starting Vitest: their log says why
    console.error(
      `\nThe emulators' last lines (${path.relative(root, emulatorsLog)}):\n${lastLines(emulatorsLog, 40)}`,
    );
  }

  const totalMs = Date.now() - runStart;
  const logs =
    status === 0
      ? []
      : [
          [emulatorsLog, "the emulators' and the functions' output"],
          [vitestLog, "Vitest's output, as shown above"],
          [path.join(logDir, 'firebase-debug.log'), "firebase-tools' debug log"],
          [path.join(logDir, 'firestore-debug.log'), "the Firestore emulator's own log"],
          [standInLog, 'the Stripe stand-in'],
          [mailLog, 'the mail catcher'],
        ]
          .filter(([file]) => existsSync(file))
          .map(([file, what]) => `${path.relative(root, file)}  (${what})`);
  // After the emulators' shutdown: the steps' times, the reporter's table and its last line.
  const summary = finalSummary({
    steps: formatSteps(steps, totalMs),
    reporterSummary: existsSync(summaryFile) ? readFileSync(summaryFile, 'utf8') : undefined,
    logs,
  });
  console.log(`\n${summary}`);
  const tests = existsSync(timingFile) ? JSON.parse(readFileSync(timingFile, 'utf8')) : {};
  writeFileSync(timingFile, `${JSON.stringify({ status, totalMs, steps, ...tests }, null, 2)}\n`);
  process.exit(status);
});

/**
 * Runs Vitest inside `firebase emulators:exec`, the emulators' output to `emulatorsLog` and
 * Vitest's to the console (through `vitestLog`); times the emulators' start, Vitest and their
 * stop. Resolves to the exit status, Vitest's when the emulators started.
 */
async function runTests(script, { cwd, env, emulatorsLog, vitestLog, summaryFile }) {
  const logFd = openSync(emulatorsLog, 'w');
  const [command, args] = emulatorsExecCommand(script);
  const child = spawn(command, args, { cwd, env, stdio: ['inherit', logFd, logFd] });
  closeSync(logFd);
  const exited = new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
  let done = false;
  let status;
  exited.then(
    (code) => {
      done = true;
      status = code;
    },
    () => (done = true),
  );
  let phaseStart = Date.now();
  let phase = 'Emulators start';
  let offset = 0;
  while (!done) {
    await sleep(200);
    if (phase === 'Emulators start' && existsSync(vitestLog)) {
      timed(phase, phaseStart);
      [phase, phaseStart] = ['Vitest', Date.now()];
    }
    if (phase === 'Vitest' && existsSync(summaryFile)) {
      offset = copyNewOutput(vitestLog, offset);
      timed(phase, phaseStart);
      [phase, phaseStart] = ['Emulators stop', Date.now()];
    }
    offset = copyNewOutput(vitestLog, offset);
  }
  copyNewOutput(vitestLog, offset);
  timed(phase, phaseStart);
  await exited; // rethrows a failure to start firebase at all
  return status;
}
