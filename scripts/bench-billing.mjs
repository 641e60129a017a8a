#!/usr/bin/env node
// `npm run bench:billing`: a benchmark, not a test (issue 29). Builds the app, starts the
// emulators (auth, firestore, functions, hosting) and runs scripts/bench-billing-run.ts inside
// them: 10,000 HOA accounts, then one billing run from Dues & Billing in Chromium, timed from the
// click to the first progress on the page and to every account billed and notice queued.
// `-- --no-build` measures the last build.
import { runBrowserBenchmark } from './bench-in-browser.mjs';

await runBrowserBenchmark('scripts/bench-billing-run.ts');
