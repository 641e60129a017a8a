// Bundles the functions into lib/index.js. The shared domain code (@lakeside/domain, plain
// TypeScript in this repo) is inlined, so the deployed folder needs only the runtime
// dependencies listed in package.json, which Cloud Build installs.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const { dependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: Object.keys(dependencies),
  logLevel: 'warning',
});
