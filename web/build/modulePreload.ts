import type { BuildEnvironmentOptions } from 'vite';

// index.html would keep its <link rel=modulepreload> tags (it has none now: the entry is one
// chunk, see codeSplitting in vite.config.ts), but a lazy import does not add one per chunk it
// needs: each link a script adds is a
// request started from script, 0.4-0.6 ms of main thread here and several ms under
// Lighthouse's trace (it records a stack for each), and My HOA Account's live part and
// payment form added about 60 of them in one task (Lighthouse's longest, 300 ms at 4x CPU).
// The browser still fetches a chunk's static imports as soon as it has the chunk, so the
// cost is a round trip per level of imports when the code is not cached yet; the service
// worker holds it once the app is installed, and My HOA Account's live part loads while a
// resident signs in.
//
// One exception: the payments desk's reads. Its first query waits for every level
// of their imports (Firestore Lite, the domain's modules); on a first open through the
// service worker those came in waves until about 0.3 s after the reads' own chunk. Their
// dozen preload links are asked at once instead, on a desktop page, not My HOA Account.
export const modulePreload: BuildEnvironmentOptions['modulePreload'] = {
  resolveDependencies: (file, deps, { hostType }) =>
    hostType === 'html' || /(^|\/)deskPayments-[\w-]+\.js$/.test(file)
      ? deps
      : deps.filter((dep) => dep.endsWith('.css')),
};
