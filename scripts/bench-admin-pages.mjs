#!/usr/bin/env node
// `npm run bench:admin-pages`: a benchmark, not a test (issue 33). Builds the app, starts the
// emulators (auth, firestore, functions, hosting) and runs scripts/bench-admin-pages-run.ts
// inside them: Lighthouse (desktop preset) on User, Property, HOA Accounts and Payment
// Management, signed in as the demo admin. `-- --no-build` measures the last build.
import { runBrowserBenchmark } from './bench-in-browser.mjs';

await runBrowserBenchmark('scripts/bench-admin-pages-run.ts');
