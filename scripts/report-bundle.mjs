#!/usr/bin/env node
// Prints the initial JavaScript (gzip) each page of the built PWA loads: the entry chunk and
// its static imports, plus the page's lazy chunk and its static imports. Reads Vite's
// manifest (web/dist/.vite/manifest.json); run `npm run build` first.
// Budgets: the landing page ≤ 180 KB gzip; My HOA Account ≤ 200 KB (the target was
// 300; its first render, from the copy of the last screen, needs neither the Firestore SDK (about
// 110 KB) nor the payment cards, which load after it) and every other app
// page ≤ 320 KB. Exits non-zero when a page is over its budget.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './emulator-setup.mjs';

const dist = path.join(root, 'web', 'dist');
const manifestPath = path.join(dist, '.vite', 'manifest.json');
const KB = 1024;
const LANDING_PAGE = 'src/app/routes/LandingPage.tsx';
/** Each page's budget by its route module; the others get APP_PAGE_BUDGET. */
const BUDGETS = new Map([
  [LANDING_PAGE, 180 * KB],
  ['src/app/routes/MyAccountPage.tsx', 200 * KB],
]);
const APP_PAGE_BUDGET = 320 * KB;

if (!existsSync(manifestPath)) {
  console.error('✖ No build found: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const gzipBytes = new Map();
const sizeOf = (file) => {
  if (!gzipBytes.has(file))
    gzipBytes.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipBytes.get(file);
};

/** The JS files a chunk needs before it runs: itself and its static imports, transitively. */
function closure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
}

const [entryKey] = Object.entries(manifest).find(([, chunk]) => chunk.isEntry) ?? [];
const entryFiles = closure(entryKey);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const total = (files) => [...files].reduce((sum, file) => sum + sizeOf(file), 0);

const pages = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry && key.includes('/app/routes/'))
  .map((key) => {
    const files = closure(key, new Set(entryFiles));
    return { page: path.basename(key, '.tsx'), key, files: files.size, bytes: total(files) };
  })
  .sort((a, b) => a.bytes - b.bytes);

console.log(`Entry (every page): ${kb(total(entryFiles))} gzip in ${entryFiles.size} files\n`);
console.log('Initial JS per page (entry + page chunk, gzip), against its budget:');
let over = 0;
for (const { page, key, files, bytes } of pages) {
  const budget = BUDGETS.get(key) ?? APP_PAGE_BUDGET;
  const verdict = bytes <= budget ? '' : `  ✖ OVER by ${kb(bytes - budget)}`;
  if (verdict) over++;
  console.log(
    `  ${page.padEnd(22)} ${kb(bytes).padStart(9)}  ≤ ${kb(budget).padStart(8)}  (${files} files)${verdict}`,
  );
}

if (!pages.some((p) => p.key === LANDING_PAGE)) {
  console.error(`\n✖ ${LANDING_PAGE} is not a lazy chunk in the build.`);
  process.exit(1);
}
if (over > 0) {
  console.error(`\n✖ ${over} page(s) over budget: see above.`);
  process.exit(1);
}
console.log('\nEvery page is within its budget.');
