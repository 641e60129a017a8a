// Bundles the functions into lib/index.js. The shared domain code (@lakeside/domain, plain
// TypeScript in this repo) is inlined, so the deployed folder needs only the runtime
// dependencies listed in package.json, which Cloud Build installs.
// Also generates the official PDFs into lib/documents/ (shipped privately with the functions)
// and makes sure the emulator has a document-link secret (.secret.local).
import { build } from 'esbuild';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
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

const { generateDocuments } = await tsImport('../scripts/generate-documents.ts', import.meta.url);
await generateDocuments(new URL('./lib/documents/', import.meta.url).pathname);

// The Functions emulator reads secrets from .secret.local (git-ignored, never deployed; see
// src/documents/secret.ts). A fresh clone gets a random one; an existing one is kept, so links
// stay valid across rebuilds. Production sets the real secret with `firebase functions:secrets:set`.
const secretLocal = new URL('./.secret.local', import.meta.url);
const secretLine = /^DOCUMENT_URL_SECRET=/m;
const current = existsSync(secretLocal) ? readFileSync(secretLocal, 'utf8') : '';
if (!secretLine.test(current)) {
  const separator = current && !current.endsWith('\n') ? '\n' : '';
  writeFileSync(
    secretLocal,
    `${current}${separator}DOCUMENT_URL_SECRET=${randomBytes(32).toString('hex')}\n`,
  );
}
