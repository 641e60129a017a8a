#!/usr/bin/env node
// `npm run bench:account`: a benchmark, not a test (issue 13). Builds the app, starts the
// emulators (auth, firestore, functions, hosting) and runs scripts/bench-account-run.ts inside
// them: My HOA Account timed to the balance in Chromium (first open and warm reload, with and
// without a slow phone's CPU and network), then Lighthouse on it, signed in.
// `-- --no-build` measures the last build.
import { runBrowserBenchmark } from './bench-in-browser.mjs';

await runBrowserBenchmark('scripts/bench-account-run.ts');
