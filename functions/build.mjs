// Bundles the functions into lib/index.js. The shared domain code (@lakeside/domain, plain
// TypeScript in this repo) is inlined, so the deployed folder needs only the runtime
// dependencies listed in package.json, which Cloud Build installs.
// Also generates the official PDFs into lib/documents/ (shipped privately with the functions,
// which read them when deployed too).
// What only the emulators need (the local secrets in .secret.local, the settings in .env.local)
// is written by the emulators' set-up (scripts/emulator-setup.mjs), not here: this build is the
// one that is deployed, and imports nothing from scripts/.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';

const { dependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  sourcemap: true,
  external: Object.keys(dependencies),
  logLevel: 'warning',
});

const { generateDocuments } = await tsImport('./generate-documents.ts', import.meta.url);
await generateDocuments(new URL('./lib/documents/', import.meta.url).pathname);
