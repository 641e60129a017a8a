// What the Chromium benchmarks' launchers share (bench:account, bench:admin-payments): build
// the app (unless --no-build, to measure what is already in web/dist and functions/lib), then
// run the measurement script inside the emulators (auth, firestore, functions, hosting) with
// Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { emulatorsExecCommand, prepareEmulators, root, runMain } from './emulator-setup.mjs';

/** Runs `script` (a path from the repository's root, run by tsx) as a browser benchmark. */
export function runBrowserBenchmark(script) {
  return runMain(async () => {
    const env = await prepareEmulators();
    if (!process.argv.includes('--no-build')) {
      const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
      if (build.status !== 0) process.exit(build.status ?? 1);
    }
    const run = spawnSync(...emulatorsExecCommand(`node_modules/.bin/tsx ${script}`), {
      cwd: root,
      stdio: 'inherit',
      env: { ...env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' },
    });
    process.exitCode = run.status ?? 1;
  });
}
