// Writes functions/package-lock.json: the lock Google's builder installs the deployed functions
// from (`firebase deploy` uploads functions/ alone, outside this repo's workspaces, whose root
// lock it never sees). Resolved from the registry in an empty folder, as the builder would.
// Run it after changing functions/package.json: `npm run functions:lock`.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const functions = new URL('../functions/', import.meta.url).pathname;
const dir = mkdtempSync(path.join(tmpdir(), 'functions-lock-'));
try {
  copyFileSync(path.join(functions, 'package.json'), path.join(dir, 'package.json'));
  execFileSync('npm', ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: dir,
    stdio: 'inherit',
  });
  copyFileSync(path.join(dir, 'package-lock.json'), path.join(functions, 'package-lock.json'));
  console.log('Wrote functions/package-lock.json');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
