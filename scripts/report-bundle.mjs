#!/usr/bin/env node
// Prints the initial JavaScript (gzip) each page of the built PWA loads: the entry chunk and
// its static imports, plus the page's lazy chunk and its static imports. Reads Vite's
// manifest (web/dist/.vite/manifest.json); run `npm run build` first.
// Budget (issue 3): ≤ 180 KB gzip for the landing page. Exits non-zero when it is over.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './emulator-setup.mjs';

const dist = path.join(root, 'web', 'dist');
const manifestPath = path.join(dist, '.vite', 'manifest.json');
const LANDING_PAGE = 'src/app/routes/LandingPage.tsx';
const LANDING_BUDGET_BYTES = 180 * 1024;

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
console.log('Initial JS per page (entry + page chunk, gzip):');
for (const { page, files, bytes } of pages)
  console.log(`  ${page.padEnd(22)} ${kb(bytes).padStart(9)}  (${files} files)`);

const landing = pages.find((p) => p.key === LANDING_PAGE);
if (!landing) {
  console.error(`\n✖ ${LANDING_PAGE} is not a lazy chunk in the build.`);
  process.exit(1);
}
const verdict = landing.bytes <= LANDING_BUDGET_BYTES ? 'within' : 'OVER';
console.log(
  `\nLanding page (/): ${kb(landing.bytes)} gzip, ${verdict} the ${kb(LANDING_BUDGET_BYTES)} budget.`,
);
if (verdict === 'OVER') process.exit(1);
