import { VitePWA } from 'vite-plugin-pwa';
import { webManifest } from '../src/app/pwa/manifest.ts';
import {
  NETWORK_ONLY_NAVIGATIONS,
  PRECACHE_GLOBS,
  PRECACHE_IGNORES,
} from '../src/app/pwa/serviceWorkerPolicy.ts';

// The installable, offline PWA (DESIGN §6). 'prompt': a new service worker waits until the
// visitor chooses Reload in the update banner (src/app/pwa/PwaStatus.tsx), so a page is never
// swapped under someone filling in a form. The app registers it itself (injectRegister: false)
// once the page has settled (src/app/pwa/index.tsx). Nothing is cached at run time: see src/app/pwa/serviceWorkerPolicy.ts.
export function pwa() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    manifest: webManifest,
    // The icons are already in the precache through PRECACHE_GLOBS.
    includeManifestIcons: false,
    workbox: {
      globPatterns: PRECACHE_GLOBS,
      globIgnores: PRECACHE_IGNORES,
      navigateFallback: 'index.html',
      navigateFallbackDenylist: NETWORK_ONLY_NAVIGATIONS,
      runtimeCaching: [],
      cleanupOutdatedCaches: true,
      // The first service worker takes charge of the page that installed it, so the first
      // visit already works offline; updates still wait for Reload.
      clientsClaim: true,
      // Workbox's own runtime as a separate file next to sw.js, not inlined: no CDN, no eval.
      inlineWorkboxRuntime: false,
      sourcemap: false,
    },
  });
}
