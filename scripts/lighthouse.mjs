#!/usr/bin/env node
// Lighthouse benchmark of the landing page (issue 3). A benchmark, not a test: it prints the
// four category scores and LCP / TBT / CLS next to the issue's targets.
//
// Lighthouse's default settings are the mobile ones: a mid-range phone's screen, 4× CPU
// slowdown and a simulated slow 4G connection. Browser: Debian's Chromium (DESIGN.md §7), fresh
// profile per run, so every run is a first visit (no service worker, nothing cached).
//
// It needs the app on the hosting emulator (`npm start` already serves it), e.g.:
//   node scripts/emulator-setup.mjs && npm run build -w web &&
//   npx firebase --config firebase.emulators.json emulators:exec --only hosting --project demo-lakeside "node scripts/lighthouse.mjs"
//
// Options: --runs N (default 3; the run with the median performance score is reported),
// --url URL (default: the hosting emulator's /). The full report of that run is written to
// reports/lighthouse.html (and its data in reports/lighthouse.json). Exits 1 when a target is missed.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { firebaseConfig, root } from './emulator-setup.mjs';

const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const TARGETS = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 95,
};

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, url: { type: 'string' } },
});
const runs = Number(values.runs);
const hosting = firebaseConfig().emulators.hosting;
const url = values.url ?? `http://${hosting.host}:${hosting.port}/`;

async function checkReachable() {
  try {
    const response = await fetch(url);
    if (response.ok) return;
  } catch {
    // reported below
  }
  console.error(
    `✖ ${url} does not answer: start the hosting emulator first, e.g. \`npm run bench:lighthouse\`.`,
  );
  process.exit(1);
}

/** Starts Chromium with a DevTools port for Lighthouse, in a throwaway profile. */
async function launchChrome() {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-chromium-'));
  const child = spawn(
    CHROME,
    [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const port = await new Promise((resolve, reject) => {
    let output = '';
    child.stderr.on('data', (chunk) => {
      output += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) =>
      reject(new Error(`Chromium exited (${code}) before it was ready:\n${output}`)),
    );
    child.on('error', reject);
  });
  return {
    port,
    async kill() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

async function runOnce() {
  const chrome = await launchChrome();
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: Object.keys(TARGETS),
    });
    if (!result) throw new Error('Lighthouse returned no result');
    return result;
  } finally {
    await chrome.kill();
  }
}

await checkReachable();
console.log(`Lighthouse (mobile, simulated slow 4G, 4× CPU) on ${url}, ${runs} run(s)…`);
const results = [];
for (let i = 0; i < runs; i++) {
  const result = await runOnce();
  const score = Math.round(result.lhr.categories.performance.score * 100);
  console.log(`  run ${i + 1}: performance ${score}`);
  results.push(result);
}
results.sort((a, b) => a.lhr.categories.performance.score - b.lhr.categories.performance.score);
const { lhr, report } = results[Math.floor(results.length / 2)];

const reportPath = path.join(root, 'reports', 'lighthouse.html');
mkdirSync(path.dirname(reportPath), { recursive: true });
writeFileSync(reportPath, report);
writeFileSync(reportPath.replace(/\.html$/, '.json'), JSON.stringify(lhr, null, 2));

let missed = 0;
console.log('\nCategory scores (median run):');
for (const [id, target] of Object.entries(TARGETS)) {
  const category = lhr.categories[id];
  const score = Math.round(category.score * 100);
  const ok = score >= target;
  if (!ok) missed++;
  console.log(
    `  ${ok ? '✔' : '✖'} ${category.title.padEnd(16)} ${String(score).padStart(3)}   (target ≥ ${target})`,
  );
}
const metric = (id) => lhr.audits[id];
const lcp = metric('largest-contentful-paint');
const tbt = metric('total-blocking-time');
const cls = metric('cumulative-layout-shift');
console.log('\nMetrics:');
console.log(`  LCP  ${lcp.displayValue.padStart(8)}`);
console.log(`  TBT  ${tbt.displayValue.padStart(8)}`);
console.log(`  CLS  ${cls.displayValue.padStart(8)}`);

const failing = Object.keys(TARGETS)
  .flatMap((id) => lhr.categories[id].auditRefs)
  .filter((ref) => ref.weight > 0)
  .map((ref) => lhr.audits[ref.id])
  .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative');
if (failing.length > 0) {
  console.log('\nAudits not at 100:');
  for (const audit of failing)
    console.log(`  - ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
}
console.log(`\nFull report: ${path.relative(root, reportPath)}`);
process.exit(missed === 0 ? 0 : 1);
