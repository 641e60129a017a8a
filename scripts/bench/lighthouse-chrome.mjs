// What the Lighthouse benchmarks share (scripts/bench/lighthouse.mjs for the landing page,
// scripts/bench/account.ts for My HOA Account): Debian's Chromium (DESIGN.md §7) started
// with a DevTools port in a throwaway profile, and the printing of scores against targets.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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

/** Starts Chromium with a DevTools port for Lighthouse, in a throwaway profile. */
export async function launchChrome() {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-chromium-'));
  const child = spawn(
    CHROME,
    [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
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

/**
 * Prints each category's score against its target, the three Web Vitals, and the audits that
 * cost points. Answers how many targets were missed.
 */
export function printScores(lhr, targets) {
  let missed = 0;
  console.log('\nCategory scores (median run):');
  for (const [id, target] of Object.entries(targets)) {
    const category = lhr.categories[id];
    const score = Math.round(category.score * 100);
    const ok = score >= target;
    if (!ok) missed++;
    console.log(
      `  ${ok ? '✔' : '✖'} ${category.title.padEnd(16)} ${String(score).padStart(3)}   (target ≥ ${target})`,
    );
  }
  console.log('\nMetrics:');
  for (const [label, id] of [
    ['FCP', 'first-contentful-paint'],
    ['LCP', 'largest-contentful-paint'],
    ['TBT', 'total-blocking-time'],
    ['CLS', 'cumulative-layout-shift'],
  ])
    console.log(`  ${label}  ${lhr.audits[id].displayValue.padStart(8)}`);

  const failing = Object.keys(targets)
    .flatMap((id) => lhr.categories[id].auditRefs)
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative');
  if (failing.length > 0) {
    console.log('\nAudits not at 100:');
    for (const audit of failing)
      console.log(`  - ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
  }
  return missed;
}
