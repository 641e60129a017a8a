// Lighthouse on a page of the app signed in (bench:account for My HOA Account, bench:admin-pages
// for the board's pages): the median of several runs, each in a new Chromium profile.
import lighthouse, { type Config, type RunnerResult } from 'lighthouse';
import { chromium, type Page } from 'playwright-core';
import { launchChrome } from './lighthouse-chrome.mjs';
import { describeMainThreadWait, mainThreadWait, type TraceEvent } from './mainThreadWait.ts';
import { lowerServerPriority } from './lowerServerPriority.ts';
import { hostingUrl } from '../../tests/support/emulators';

export interface SignedInLighthouse {
  /** the page's path, e.g. '/my-account' */
  path: string;
  email: string;
  password: string;
  runs: number;
  viewport: { width: number; height: number };
  /** Lighthouse's configuration: its mobile default when absent */
  config?: Config;
  /** the signed-in visit before Lighthouse's: it opens the page and waits until it is ready */
  visit: (page: Page) => Promise<void>;
}

const performanceScore = (result: RunnerResult) => result.lhr.categories.performance?.score ?? 0;

const traceEvents = (result: RunnerResult): TraceEvent[] =>
  (result.artifacts as { Trace?: { traceEvents?: TraceEvent[] } }).Trace?.traceEvents ?? [];

/**
 * Each run signs in through the app, in the browser Lighthouse then drives, and visits the page
 * once; then forgets the app's code (service worker, its caches, the HTTP cache) but keeps the
 * session and Firestore's cache: someone who signed in before, opening the page with nothing of
 * the code cached. Answers every run's result, and the median run's. The emulators give way to
 * the browser for the CPU (lowerServerPriority), and each run prints how long its main thread's
 * long tasks were and how much of that it ran (mainThreadWait).
 */
export async function lighthouseSignedIn(options: SignedInLighthouse) {
  const lowered = lowerServerPriority();
  if (lowered > 0) console.log(`  The emulators' ${lowered} processes give way to the browser (nice 19).`);
  const results: RunnerResult[] = [];
  for (let run = 0; run < options.runs; run++) {
    const chrome = await launchChrome();
    try {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0]!.newPage();
      await page.setViewportSize(options.viewport);
      await page.goto(`${hostingUrl}/auth`);
      await page.getByLabel('Email').fill(options.email);
      await page.getByLabel('Password').fill(options.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await options.visit(page);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Storage.clearDataForOrigin', {
        origin: hostingUrl,
        storageTypes: 'service_workers,cache_storage',
      });
      await cdp.send('Network.clearBrowserCache');
      await page.close();
      await browser.close();
      const result = await lighthouse(
        `${hostingUrl}${options.path}`,
        {
          port: chrome.port,
          output: 'html',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          disableStorageReset: true,
        },
        options.config,
      );
      if (!result) throw new Error('Lighthouse returned no result');
      if (new URL(result.lhr.finalDisplayedUrl).pathname !== options.path)
        throw new Error(`Lighthouse ended on ${result.lhr.finalDisplayedUrl}: the sign-in did not hold`);
      console.log(
        `  Lighthouse run ${run + 1} on ${options.path}: performance ${Math.round(performanceScore(result) * 100)}, TBT ${result.lhr.audits['total-blocking-time']?.displayValue ?? '?'}`,
      );
      const slowdown = result.lhr.configSettings.throttling?.cpuSlowdownMultiplier;
      const wait = mainThreadWait(traceEvents(result), slowdown);
      console.log(`    main thread: ${describeMainThreadWait(wait)}`);
      results.push(result);
    } finally {
      await chrome.kill();
    }
  }
  const sorted = [...results].sort((a, b) => performanceScore(a) - performanceScore(b));
  return {
    median: sorted[Math.floor(sorted.length / 2)]!,
    scores: results.map((result) => Math.round(performanceScore(result) * 100)),
  };
}
