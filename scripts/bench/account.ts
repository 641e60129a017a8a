// The measurement of `npm run bench:account` (scripts/bench/run.mjs starts the emulators
// around it): how long My HOA Account takes to show a resident their balance.
//
// resident@lakeside.test (the demo data) in headless Chromium at 390 × 844, the finish line the
// balance on the screen (the frame after it enters the page). Each of RUNS rounds takes two new
// browser profiles:
// - first open after sign-in: the resident opens /my-account, is sent to the sign-in screen,
//   types their e-mail and password (meanwhile the service worker installs the app) and presses
//   Sign In; timed from that press to the balance, as the app signs in and opens the page;
// - in the other profile, signed in first: a new page load of /my-account (nothing of the page
//   or its data cached yet, only the session), reported but without a target; then the warm
//   reload: reload it once to settle, then reload again and time that (the service worker
//   holds the app, Firestore's persistent cache the data).
// Both without throttling and with 4× CPU slowdown and a slow network (1.6 Mbps down,
// 750 Kbps up, 150 ms round trip: Lighthouse's mobile profile), applied through DevTools.
// Then Lighthouse (mobile) on /my-account, signed in.
//
// Where the time goes: the app marks its start's moments (web/src/lib/timing.ts) and the
// browser times each script; the medians are printed per phase.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../demo-data.ts';
import { printScores } from './lighthouse-chrome.mjs';
import { lighthouseSignedIn } from './lighthouse-signed-in.ts';
import { launchChromium, newContext, signIn } from '../../tests/support/browser';
import { hostingUrl } from '../../tests/support/emulators';

const root = path.resolve(import.meta.dirname, '..', '..');
const RESIDENT = 'resident@lakeside.test';
const RUNS = Number(process.env.BENCH_RUNS) || 5;
// BENCH_LIGHTHOUSE_RUNS=0 skips Lighthouse (a quicker look at the timings alone)
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const VIEWPORT = { width: 390, height: 844 };
const MY_ACCOUNT = '/my-account';

interface Throttling {
  name: string;
  cpu: number;
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number };
}
const NO_THROTTLING: Throttling = { name: 'no throttling', cpu: 1 };
const SLOW_PHONE: Throttling = {
  name: '4× CPU, 1.6 Mbps / 150 ms',
  cpu: 4,
  network: { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
};

const TARGETS_MS: Record<string, Record<string, number | undefined>> = {
  'first open after sign-in': { [SLOW_PHONE.name]: 1500 },
  // ('new page load after sign-in' has none: a resident rarely types the address of a page
  // they have never opened, but it is the slowest way in, so it is reported too)
  'warm reload': { [NO_THROTTLING.name]: 400, [SLOW_PHONE.name]: 800 },
};

// Runs in the page before its own scripts: notes when the balance entered the page, then when
// the frame showing it was done (a task after the next animation frame). A string, not a
// function: tsx would wrap a function's inner arrows in a helper the page does not have.
const FINISH_LINE = `(() => {
  const observer = new MutationObserver(() => {
    if (document.querySelector('[aria-label^="Current balance $"]')) {
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => { window.__balanceShownAt = performance.now(); }));
    }
  });
  observer.observe(document, { childList: true, subtree: true });
})()`;

/** One load's timeline, in ms since its navigation began. */
type Timeline = Record<string, number>;

// what the page says about where its time went: the app's marks, the document, the scripts
// that matter (the entry, the page's chunk, the Firestore SDK) and Firestore's first request
const READ_TIMELINE = `(() => {
  const timeline = { 'balance shown': window.__balanceShownAt };
  const [navigation] = performance.getEntriesByType('navigation');
  if (navigation) timeline['document'] = navigation.responseEnd;
  for (const mark of performance.getEntriesByType('mark'))
    if (mark.name.startsWith('lakeside:') && !(mark.name.slice(9) in timeline))
      timeline[mark.name.slice(9) + (mark.detail && mark.detail.fromCache === false ? ' (server)' : '')] = mark.startTime;
  for (const resource of performance.getEntriesByType('resource')) {
    const file = resource.name.split('/').pop() || '';
    const script = /^(index|MyAccountPage|firestore|callable)-[\\w-]+\\.js$/.exec(file);
    if (script && !(script[1] + '.js' in timeline)) timeline[script[1] + '.js'] = resource.responseEnd;
    // Firestore's first request to its server (the channel's opening, which carries the queries)
    if (resource.name.includes('/Listen/channel') && !('firestore request sent' in timeline))
      timeline['firestore request sent'] = resource.startTime;
  }
  return timeline;
})()`;

async function throttle(context: BrowserContext, page: Page, throttling: Throttling) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpu });
  if (throttling.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...throttling.network });
  }
}

async function timeLoad(page: Page, load: () => Promise<unknown>): Promise<Timeline> {
  await load();
  await page
    // a function, not a string: the app's Content-Security-Policy forbids the eval a string needs
    .waitForFunction(() => '__balanceShownAt' in window, undefined, { timeout: 60_000, polling: 50 })
    .catch(async (error: unknown) => {
      await page.screenshot({ path: 'bench-account-failure.png' });
      console.error('The balance never showed; screenshot in bench-account-failure.png');
      throw error;
    });
  return (await page.evaluate(READ_TIMELINE)) as Timeline;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** First open after sign-in: from pressing Sign In (sent there from /my-account) to the balance. */
async function timeSignInToBalance(page: Page, throttling: Throttling): Promise<Timeline> {
  await page.goto(MY_ACCOUNT);
  await page.waitForURL((url) => url.pathname === '/auth');
  await page.getByLabel('Email').fill(RESIDENT);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await throttle(page.context(), page, throttling);
  // the sign-in screen's own marks go: the timeline is what happens after the press
  const pressedAt = await page.evaluate(() => {
    performance.clearMarks();
    return performance.now();
  });
  await page.getByRole('button', { name: 'Sign In' }).click();
  const timeline = await timeLoad(page, () => page.waitForURL((url) => url.pathname === MY_ACCOUNT));
  return Object.fromEntries(
    Object.entries(timeline)
      .map(([moment, at]) => [moment, at - pressedAt] as const)
      .filter(([, at]) => at >= 0),
  );
}

async function measure(throttling: Throttling) {
  const browser = await launchChromium();
  const signInFirst: Timeline[] = [];
  const first: Timeline[] = [];
  const warm: Timeline[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const signingIn = await newContext(browser, { viewport: VIEWPORT });
      await signingIn.addInitScript(FINISH_LINE);
      signInFirst.push(await timeSignInToBalance(await signingIn.newPage(), throttling));
      await signingIn.close();

      const context = await newContext(browser, { viewport: VIEWPORT });
      await context.addInitScript(FINISH_LINE);
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error(`[page] ${error.message}`));
      await signIn(page, RESIDENT, DEMO_PASSWORD);
      await throttle(context, page, throttling);
      first.push(await timeLoad(page, () => page.goto(MY_ACCOUNT)));
      // the service worker holds the app once it is active (it precaches on install)
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
      await timeLoad(page, () => page.reload());
      warm.push(await timeLoad(page, () => page.reload()));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { signInFirst, first, warm };
}

/** Lighthouse (mobile: its simulated slow 4G and 4× CPU) on /my-account, signed in. */
function lighthouseMyAccount() {
  return lighthouseSignedIn({
    path: MY_ACCOUNT,
    email: RESIDENT,
    password: DEMO_PASSWORD,
    runs: LIGHTHOUSE_RUNS,
    viewport: VIEWPORT,
    visit: async (page) => {
      await page.context().addInitScript(FINISH_LINE);
      await timeLoad(page, () => page.goto(`${hostingUrl}${MY_ACCOUNT}`));
    },
  });
}

// the demo data (resident@ owns two properties with dues owed); create-if-absent
const seed = spawnSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/seed.ts'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (seed.status !== 0) throw new Error('Seeding the demo data failed');

const results: { throttling: Throttling; signInFirst: Timeline[]; first: Timeline[]; warm: Timeline[] }[] =
  [];
for (const throttling of [NO_THROTTLING, SLOW_PHONE]) {
  console.log(`Measuring My HOA Account, ${throttling.name}, ${RUNS} runs…`);
  results.push({ throttling, ...(await measure(throttling)) });
}

const ms = (value: number) => `${Math.round(value)} ms`;
console.log(`\nMy HOA Account, to the balance on screen (median, worst of ${RUNS}; ${VIEWPORT.width} px):\n`);
console.log(`| My HOA Account | ${results.map((r) => r.throttling.name).join(' | ')} |`);
console.log(`|---|${results.map(() => '---|').join('')}`);
let missed = 0;
for (const [kind, key] of [
  ['first open after sign-in', 'signInFirst'],
  ['new page load after sign-in', 'first'],
  ['warm reload', 'warm'],
] as const) {
  const cells = results.map(({ throttling, [key]: timelines }) => {
    const shown = timelines.map((t) => t['balance shown']!);
    const target = TARGETS_MS[kind]?.[throttling.name];
    const verdict = target === undefined ? '' : median(shown) <= target ? ` ✔ ≤ ${target}` : ` ✖ > ${target}`;
    if (verdict.includes('✖')) missed++;
    return `${ms(median(shown))} (worst ${ms(Math.max(...shown))})${verdict}`;
  });
  console.log(`| ${kind} | ${cells.join(' | ')} |`);
}

console.log('\nWhere the time goes (median ms since the navigation began, per moment):');
for (const { throttling, signInFirst, first, warm } of results) {
  for (const [kind, timelines] of [
    ['first open after sign-in (ms since Sign In was pressed)', signInFirst],
    ['new page load', first],
    ['warm reload', warm],
  ] as const) {
    const moments = new Set(timelines.flatMap((t) => Object.keys(t)));
    const row = [...moments]
      .map((moment) => {
        const values = timelines.map((t) => t[moment]).filter((v): v is number => typeof v === 'number');
        return { moment, at: median(values), seen: values.length };
      })
      .sort((a, b) => a.at - b.at)
      .map(
        ({ moment, at, seen }) =>
          `${moment} ${Math.round(at)}${seen < timelines.length ? ` (${seen}/${timelines.length})` : ''}`,
      );
    console.log(`  ${throttling.name}, ${kind}: ${row.join(' → ')}`);
  }
}

if (LIGHTHOUSE_RUNS === 0) process.exit(missed === 0 ? 0 : 1);
console.log(`\nLighthouse (mobile) on ${MY_ACCOUNT}, signed in, ${LIGHTHOUSE_RUNS} runs…`);
const { median: medianRun, scores } = await lighthouseMyAccount();
const { lhr, report } = medianRun;
const reportPath = path.join(root, 'reports', 'lighthouse-my-account.html');
mkdirSync(path.dirname(reportPath), { recursive: true });
writeFileSync(reportPath, report as string);
writeFileSync(reportPath.replace(/\.html$/, '.json'), JSON.stringify(lhr, null, 2));
missed += printScores(lhr, { performance: 95, accessibility: 100 });
// the target: the median at 95 or more, no run under 90, and TBT at most 200 ms (median run)
const lowest = Math.min(...scores);
const tbt = lhr.audits['total-blocking-time']?.numericValue ?? Infinity;
console.log(
  `\nPerformance of the ${scores.length} runs: ${scores.join(', ')} (lowest ${lowest}, target ≥ 90)`,
);
console.log(`TBT of the median run: ${Math.round(tbt)} ms (target ≤ 200 ms)`);
if (lowest < 90) missed++;
if (tbt > 200) missed++;
console.log(`\nFull report: ${path.relative(root, reportPath)}`);
process.exit(missed === 0 ? 0 : 1);
