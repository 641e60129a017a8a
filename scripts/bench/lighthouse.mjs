#!/usr/bin/env node
// Lighthouse benchmark of the landing page. A benchmark, not a test: it prints the
// four category scores and LCP / TBT / CLS next to the targets.
//
// Lighthouse's default settings are the mobile ones: a mid-range phone's screen, 4× CPU
// slowdown and a simulated slow 4G connection. Browser: Debian's Chromium (DESIGN.md §7), fresh
// profile per run, so every run is a first visit (no service worker, nothing cached).
//
// It needs the app on the hosting emulator: `npm run bench:lighthouse` (scripts/bench/run.mjs)
// builds it and starts that emulator around this script; with `npm start` already serving it,
// `node scripts/bench/lighthouse.mjs` alone.
//
// Options: --runs N (default 3; the run with the median performance score is reported),
// --url URL (default: the hosting emulator's /). The full report of that run is written to
// reports/lighthouse.html (and its data in reports/lighthouse.json). Exits 1 when a target is missed.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { firebaseConfig, root } from '../emulator-setup.mjs';
import { launchChrome, printScores } from './lighthouse-chrome.mjs';

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

const missed = printScores(lhr, TARGETS);
console.log(`\nFull report: ${path.relative(root, reportPath)}`);
process.exit(missed === 0 ? 0 : 1);
