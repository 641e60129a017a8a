#!/usr/bin/env node
// `npm run bench:admin-payments`: a benchmark, not a test (issue 10). Builds the app, starts the
// emulators (auth, firestore, functions, hosting) and runs scripts/bench-admin-payments-run.ts
// inside them: 10,000 payments over 200 properties, then Payment Management in Chromium, timed
// from opening the page to the table and totals shown, and per search keystroke.
// `-- --no-build` measures the last build.
import { runBrowserBenchmark } from './bench-in-browser.mjs';

await runBrowserBenchmark('scripts/bench-admin-payments-run.ts');
