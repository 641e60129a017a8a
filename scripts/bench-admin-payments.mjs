#!/usr/bin/env node
// `npm run bench:admin-payments`: a benchmark, not a test (issue 10). Builds the app, starts the
// emulators (auth, firestore, functions, hosting) and runs scripts/bench-admin-payments-run.ts
// inside them: 10,000 payments over 200 properties, then Payment Management in Chromium, timed
// from opening the page to the table and totals shown, and per search keystroke.
import { spawnSync } from 'node:child_process';
import { emulatorsExecCommand, prepareEmulators, root, runMain } from './emulator-setup.mjs';

await runMain(async () => {
  const env = await prepareEmulators();
  // --no-build: measure what is already in web/dist and functions/lib (a second run)
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const run = spawnSync(
    ...emulatorsExecCommand('node_modules/.bin/tsx scripts/bench-admin-payments-run.ts'),
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' },
    },
  );
  process.exitCode = run.status ?? 1;
});
