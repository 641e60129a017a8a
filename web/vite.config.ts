import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { checkInlineScriptHashes } from './build/checkInlineScriptHashes.ts';
import { griffelAheadOfTime } from './build/griffelAheadOfTime.ts';
import { keepLandingFreeOfFirestoreAndFunctions } from './build/keepLandingFreeOfFirestoreAndFunctions.ts';
import { landingShell } from './build/landingShell.ts';
import { modulePreload } from './build/modulePreload.ts';
import { alias } from './build/paths.ts';
import { pwa } from './build/pwa.ts';
import { stubUnusedSdkParts } from './build/stubUnusedSdkParts.ts';
import { treeshake } from './build/treeshake.ts';

// The build's own plugins and settings live one to a file in build/, each with its reasons.
export default defineConfig({
  plugins: [
    griffelAheadOfTime(),
    react(),
    stubUnusedSdkParts(),
    keepLandingFreeOfFirestoreAndFunctions(),
    landingShell(),
    checkInlineScriptHashes(),
    pwa(),
  ],
  build: {
    target: 'es2022',
    // No source maps in what is deployed: they would publish the whole source.
    // `npm run dev` has its own, for debugging.
    sourcemap: false,
    manifest: true,
    modulePreload,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically is one chunk, the entry's own: every page
        // needs all of it before the app runs, and as the ~20 small chunks the bundler made of
        // it by default (each shared with some lazy page) it was ~20 requests and preload links
        //. Lazy pages import what they share with the start from the entry chunk.
        codeSplitting: { groups: [{ name: 'app-start', tags: ['$initial'] }] },
      },
      treeshake,
    },
  },
  resolve: { alias },
  server: { port: 5173 },
});
