// The measurement of `npm run bench:admin-pages` (scripts/bench/run.mjs starts the
// emulators around it): Lighthouse (desktop preset) on the board's four main pages,
// signed in as the demo admin, each the median of BENCH_LIGHTHOUSE_RUNS runs (default 3), with
// the app's code not cached (scripts/bench/lighthouse-signed-in.ts). Reports go to
// reports/lighthouse-admin-<page>.html. Exits 1 when a page's median is under its target.
// BENCH_PAGES (names, comma-separated) limits it to some of the pages.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { adminPageTitle, ROUTES } from '@lakeside/domain';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { DEMO_PASSWORD } from '../demo-data.ts';
import { printScores } from './lighthouse-chrome.mjs';
import { lighthouseSignedIn } from './lighthouse-signed-in.ts';
import { hostingUrl } from '../../tests/support/emulators';

const root = path.resolve(import.meta.dirname, '..', '..');
const ADMIN = 'admin@lakeside.test';
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 3;
const TARGETS = { performance: 95, accessibility: 100 };
// Lighthouse's desktop preset emulates a 1350 × 940 screen; the visit before it uses the same
const VIEWPORT = { width: 1350, height: 940 };

const ALL_PAGES = [
  { name: 'users', path: ROUTES.adminUsers },
  { name: 'properties', path: ROUTES.adminProperties },
  { name: 'hoa-accounts', path: ROUTES.adminHoaAccounts },
  { name: 'payments', path: ROUTES.adminPayments },
].map((page) => ({ ...page, heading: adminPageTitle(page.path) }));
// BENCH_PAGES=users,payments measures only those (while working on one page)
const only = process.env.BENCH_PAGES?.split(',');
const PAGES = only ? ALL_PAGES.filter((page) => only.includes(page.name)) : ALL_PAGES;

// the demo data (admin@lakeside.test and a few homes); create-if-absent
const seed = spawnSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/seed.ts'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (seed.status !== 0) throw new Error('Seeding the demo data failed');

let missed = 0;
const summary: string[] = [];
for (const page of PAGES) {
  console.log(`\nLighthouse (desktop) on ${page.path}, signed in as ${ADMIN}, ${RUNS} runs…`);
  const { median, scores } = await lighthouseSignedIn({
    path: page.path,
    email: ADMIN,
    password: DEMO_PASSWORD,
    runs: RUNS,
    viewport: VIEWPORT,
    config: desktopConfig,
    visit: async (browserPage) => {
      await browserPage.goto(`${hostingUrl}${page.path}`);
      await browserPage.getByRole('heading', { name: page.heading }).waitFor({ timeout: 60_000 });
      // (the title shows from the first paint)
      await browserPage
        .getByText('Checking permissions...')
        .filter({ visible: true })
        .waitFor({ state: 'detached', timeout: 60_000 });
      // its reads answered (the board's lists keep no spinner up once they have)
      await browserPage.waitForTimeout(1_500);
    },
  });
  const reportPath = path.join(root, 'reports', `lighthouse-admin-${page.name}.html`);
  mkdirSync(path.dirname(reportPath), { recursive: true });
  writeFileSync(reportPath, median.report as string);
  console.log(`${page.path}: performance ${scores.join(', ')}; report ${path.relative(root, reportPath)}`);
  const pageMissed = printScores(median.lhr, TARGETS);
  missed += pageMissed;
  const audit = (id: string) => median.lhr.audits[id]?.displayValue ?? '?';
  summary.push(
    `| ${page.heading} | ${Math.round((median.lhr.categories.performance?.score ?? 0) * 100)} (${scores.join(', ')}) | ${audit('first-contentful-paint')} | ${audit('largest-contentful-paint')} | ${audit('total-blocking-time')} | ${audit('cumulative-layout-shift')} | ${Math.round((median.lhr.categories.accessibility?.score ?? 0) * 100)} |`,
  );
}
console.log('\n| page | performance, median (runs) | FCP | LCP | TBT | CLS | accessibility |');
console.log('|---|---|---|---|---|---|---|');
for (const line of summary) console.log(line);
process.exit(missed === 0 ? 0 : 1);
