#!/usr/bin/env node
// `npm run bench:payments`: a benchmark, not a test (issue 9). Builds the functions, starts the
// Stripe stand-in and the emulators (auth, firestore, functions), and runs
// scripts/bench-payments-run.ts inside them, which prints p50/p95 for createHoaPayment, the
// webhook and "paid → visible" with 20 residents at once.
import { spawnSync } from 'node:child_process';
import { emulatorsExecCommand, prepareEmulators, root, runMain } from './emulator-setup.mjs';
import { startStandIn } from './stripe-standin.mjs';

await runMain(async () => {
  const env = await prepareEmulators();
  const build = spawnSync('npm', ['run', 'build', '-w', 'functions'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const standIn = await startStandIn({ logFile: `${root}/.cache/stripe-standin-bench.log` });
  try {
    const run = spawnSync(
      ...emulatorsExecCommand(
        'node_modules/.bin/tsx scripts/bench-payments-run.ts',
        'auth,firestore,functions',
      ),
      { cwd: root, stdio: 'inherit', env: { ...env, STRIPE_STANDIN_URL: standIn.url } },
    );
    process.exitCode = run.status ?? 1;
  } finally {
    await standIn.stop();
  }
});
