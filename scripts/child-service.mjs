// A local service the scripts run beside the emulators as a child process (the Stripe stand-in,
// the mail catcher): started, waited for until it answers, and stopped again, never leaving its
// port taken when this process ends.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SetupError, root } from './emulator-setup.mjs';

const READY_TIMEOUT_MS = 30_000;

/**
 * Starts `node ...args` in the project's root and waits until `readyUrl` answers 2xx.
 * @param {{ label: string, args: string[], readyUrl: string, logFile?: string }} service
 *   label names it in messages ('The local Stripe stand-in'); with logFile its output goes
 *   there, else to this terminal
 * @returns {Promise<() => Promise<void>>} stop
 */
export async function startChildService({ label, args, readyUrl, logFile }) {
  if (logFile) mkdirSync(path.dirname(logFile), { recursive: true });
  const fd = logFile ? openSync(logFile, 'w') : undefined;
  const child = spawn(process.execPath, args, {
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
        `${label} stopped while starting${log ? `: ${log.split('\n').at(-1)}` : ': see the output above'}.`,
      );
    }
    try {
      const response = await fetch(readyUrl);
      if (response.ok) return stop;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new SetupError(`${label} did not answer at ${readyUrl} within ${READY_TIMEOUT_MS / 1000} s.`);
}
