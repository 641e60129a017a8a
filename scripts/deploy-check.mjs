// What `npm run deploy` builds and uploads, checked as far as this machine can without Google:
// 1. the functions folder as `firebase deploy` uploads it (firebase.json's `ignore` applied) is
//    copied to an empty folder and installed from the registry from its own lock, as Google's
//    builder does, and its bundle is loaded with only what that installed;
// 2. the web app's production build (`build:production`, the deploy's step) succeeds, with
//    placeholder values for the project's web config, into a folder of its own (web/dist keeps
//    the emulators' build).
// Run by `npm test` after the build; alone: `node scripts/deploy-check.mjs`.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('..', import.meta.url).pathname;
const firebaseJson = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'));
const [functionsConfig] = firebaseJson.functions;

/** Whether firebase.json's ignore list leaves `name` (a top-level entry) out of the upload. */
function ignored(name) {
  return functionsConfig.ignore.some((pattern) =>
    pattern.startsWith('*.') ? name.endsWith(pattern.slice(1)) : name === pattern,
  );
}

function run(command, args, cwd, env = {}) {
  execFileSync(command, args, {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
}

const work = mkdtempSync(path.join(tmpdir(), 'deploy-check-'));
try {
  const source = path.join(root, functionsConfig.source);
  const upload = path.join(work, 'functions');
  const entries = readdirSync(source).filter((name) => !ignored(name));
  for (const name of entries) cpSync(path.join(source, name), path.join(upload, name), { recursive: true });
  if (!entries.includes('package-lock.json'))
    throw new Error('functions/ has no package-lock.json to deploy');
  // npm ci: exactly the lock, from the registry; refuses a lock that disagrees with package.json
  run('npm', ['ci', '--no-audit', '--no-fund'], upload, { npm_config_workspaces: 'false' });
  const bundle = await import(pathToFileURL(path.join(upload, 'lib/index.js')).href);
  const exported = Object.keys(bundle).length;
  if (exported < 10) throw new Error(`the deployed bundle exports ${exported} functions`);
  console.log(
    `Functions: ${entries.join(', ')} installed alone from the registry; ${exported} functions load.`,
  );

  run(
    'npx',
    ['vite', 'build', '--mode', 'production', '--outDir', path.join(work, 'web'), '--emptyOutDir'],
    path.join(root, 'web'),
    {
      VITE_FIREBASE_API_KEY: 'deploy-check',
      VITE_FIREBASE_AUTH_DOMAIN: 'deploy-check.firebaseapp.com',
      VITE_FIREBASE_PROJECT_ID: 'deploy-check',
      VITE_FIREBASE_APP_ID: '1:0:web:0',
      VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: 'deploy-check',
    },
  );
  console.log('Web: the production build succeeds.');
} finally {
  rmSync(work, { recursive: true, force: true });
}
