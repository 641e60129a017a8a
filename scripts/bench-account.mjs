#!/usr/bin/env node
// `npm run bench:account`: a benchmark, not a test (issue 13). Builds the app, starts the
// emulators (auth, firestore, functions, hosting) and runs scripts/bench-account-run.ts inside
// them: My HOA Account timed to the balance in Chromium (first open and warm reload, with and
// without a slow phone's CPU and network), then Lighthouse on it, signed in.
import { spawnSync } from 'node:child_process';
import { emulatorsExecCommand, prepareEmulators, root, runMain } from './emulator-setup.mjs';

await runMain(async () => {
  const env = await prepareEmulators();
  // --no-build: measure what is already in web/dist and functions/lib (a second run)
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const run = spawnSync(...emulatorsExecCommand('node_modules/.bin/tsx scripts/bench-account-run.ts'), {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' },
  });
  process.exitCode = run.status ?? 1;
});
