import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServer, defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import type { OutputBundle } from 'rolldown';
import { VitePWA } from 'vite-plugin-pwa';
import { webManifest } from './src/app/pwa/manifest.ts';
import {
  NETWORK_ONLY_NAVIGATIONS,
  PRECACHE_GLOBS,
  PRECACHE_IGNORES,
} from './src/app/pwa/serviceWorkerPolicy.ts';

// `@/…` is web/src (feature folders, shared components, lib): the same alias as tsconfig.json.
const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

// reactfire is a single module that imports every Firebase SDK (Firestore, Functions, Database,
// Storage, Remote Config) for its hooks. Those SDK entry modules register themselves with the
// app when evaluated, so by default the bundler keeps all of them wherever reactfire is used,
// i.e. in the entry chunk. Declaring them free of side effects drops them unless something
// actually uses their exports (src/lib/firebase/firestore.ts and callable.ts, which only lazy
// code imports); a module that is used keeps its registration code.
const lazyFirebaseSdks =
  /\/node_modules\/(@firebase\/|firebase\/)(firestore|functions|storage|remote-config)\//;

// The shared domain package (@lakeside/domain) is pure by design: declarations, constants and
// zod schemas, no side effects. Saying so lets the bundler drop what a page does not use; the
// landing page needs only the documents catalogue and formatCents, not the form schemas
// (which would pull in zod's classic API, about 25 KB gzip).
const domainSources = /\/domain\/src\//;

// The app's own feature folders and shared modules are pure too (their top level only declares:
// components, hooks, styles). A feature's public index.ts re-exports everything the feature
// offers; saying so lets a page take only what it uses from it — the app shell imports the
// session from features/auth without the sign-in forms riding along.
const appModules = /\/web\/src\/(features|components|hooks)\//;

// The Realtime Database SDK cannot be dropped that way (reactfire keeps a top-level table of its
// functions), and this app does not use it: reactfire alone gets a stub. Any other importer of
// 'firebase/database' still gets the real SDK.
const reactfireDatabaseStub = fileURLToPath(
  new URL('./src/lib/firebase/reactfireDatabaseStub.ts', import.meta.url),
);
function stubReactfireDatabase(): Plugin {
  return {
    name: 'stub-reactfire-database',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      if (source === 'firebase/database' && importer?.includes('/node_modules/reactfire/')) {
        return reactfireDatabaseStub;
      }
      return null;
    },
  };
}

/** The landing page's route module (its own chunk). */
const LANDING_PAGE = '/src/app/routes/LandingPage.tsx';

// The landing page must not load the Firestore or Functions SDKs. Fails the build if the
// entry chunk or the landing page chunk reaches them through static imports (e.g. because a
// component used reactfire's Firestore or Functions hooks, which live in the entry chunk).
const heavySdks = /\/node_modules\/@firebase\/(firestore|functions)\//;
function keepLandingFreeOfFirestoreAndFunctions(): Plugin {
  return {
    name: 'keep-landing-free-of-firestore-and-functions',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file]] : [])),
      );
      const roots = [...chunks.values()].filter(
        (chunk) => chunk.isEntry || chunk.facadeModuleId?.endsWith(LANDING_PAGE),
      );
      const seen = new Set<string>();
      const pending = roots.map((chunk) => chunk.fileName);
      for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
        const chunk = chunks.get(name);
        if (!chunk || seen.has(name)) continue;
        seen.add(name);
        const offender = chunk.moduleIds.find((id) => heavySdks.test(id));
        if (offender) this.error(`${name}, loaded by the landing page, contains ${offender}`);
        pending.push(...chunk.imports);
      }
    },
  };
}

/**
 * The files the landing page needs beyond the entry chunk: its own chunk and its static
 * imports. index.html starts fetching them next to the entry when the address is / (instead of
 * only once the entry has run and reached the lazy route), which saves a round trip.
 */
function landingChunkFiles(bundle: OutputBundle): string[] {
  const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entryFiles = new Set<string>();
  const collect = (name: string, into: Set<string>) => {
    const chunk = byName.get(name);
    if (!chunk || into.has(name)) return;
    into.add(name);
    for (const imported of chunk.imports) collect(imported, into);
  };
  for (const chunk of chunks) if (chunk.isEntry) collect(chunk.fileName, entryFiles);
  const landing = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(LANDING_PAGE));
  if (!landing) throw new Error(`${LANDING_PAGE} is not a chunk of its own`);
  const landingFiles = new Set<string>();
  collect(landing.fileName, landingFiles);
  return [...landingFiles].filter((name) => !entryFiles.has(name));
}

const LANDING_PRELOADS_ID = 'landing-preloads';

/**
 * index.html's one inline script (see landingShell). firebase.json's Content-Security-Policy
 * allows it by its SHA-256: checkInlineScriptHashes fails the build when the two disagree.
 */
const LANDING_BOOT_SCRIPT =
  `if (location.pathname === '/') {` +
  ` for (const href of JSON.parse(document.getElementById('${LANDING_PRELOADS_ID}').textContent)) {` +
  ` const link = document.createElement('link'); link.rel = 'modulepreload';` +
  ` link.crossOrigin = ''; link.href = href; document.head.appendChild(link); } }` +
  ` else document.documentElement.classList.add('not-landing');`;

/**
 * Puts a pre-rendered copy of the landing page's top (section navigation and hero, from
 * src/features/landing/prerenderShell.tsx) into index.html, with its styles, and preloads the
 * landing page's code. A visitor of / sees the page's heading at once (first paint and
 * largest paint no longer wait for the JavaScript); LandingPage removes the copy when it
 * mounts. index.html is also every other route's page, so a tiny inline script hides the copy
 * and skips the preloads there before anything is painted.
 */
function landingShell(): Plugin {
  let mode = 'production';
  return {
    name: 'landing-shell',
    apply: 'build',
    configResolved(config) {
      mode = config.mode;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        if (!context.bundle) return html;
        const preloads = landingChunkFiles(context.bundle).map((file) => `/${file}`);
        // A throwaway server renders the components with the app's own module resolution.
        const server = await createServer({
          configFile: false,
          root: fileURLToPath(new URL('.', import.meta.url)),
          mode,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
          optimizeDeps: { noDiscovery: true, include: [] },
          resolve: { alias },
          plugins: [react()],
        });
        let shell: string;
        try {
          const { renderLandingShell } = (await server.ssrLoadModule(
            '/src/features/landing/prerenderShell.tsx',
          )) as {
            renderLandingShell: () => string;
          };
          shell = renderLandingShell();
        } finally {
          await server.close();
        }
        const tags: HtmlTagDescriptor[] = [
          // The list is data, not code: the script below stays the same text whatever the
          // build's file names, so the Content-Security-Policy can allow it by its hash.
          {
            tag: 'script',
            attrs: { type: 'application/json', id: LANDING_PRELOADS_ID },
            injectTo: 'head-prepend',
            children: JSON.stringify(preloads),
          },
          { tag: 'script', injectTo: 'head-prepend', children: LANDING_BOOT_SCRIPT },
          {
            tag: 'style',
            injectTo: 'head',
            // On top of the app while it loads (it shows a spinner there), full width, as tall
            // as the screen; hidden on every page but /.
            children:
              'body{margin:0}' +
              '#landing-shell{position:absolute;inset:0 0 auto 0;z-index:3;min-height:100vh;background:#fff}' +
              '.not-landing #landing-shell{display:none}',
          },
          { tag: 'div', attrs: { id: 'landing-shell' }, children: shell, injectTo: 'body-prepend' },
        ];
        return { html, tags };
      },
    },
  };
}

/** The Content-Security-Policy firebase.json sends with every page (issue 11). */
function deployedContentSecurityPolicy(): string {
  const config = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8')) as {
    hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
  };
  const header = config.hosting.headers
    .flatMap((rule) => rule.headers)
    .find((candidate) => candidate.key === 'Content-Security-Policy');
  if (!header) throw new Error('firebase.json sends no Content-Security-Policy');
  return header.value;
}

/**
 * The policy allows index.html's inline scripts only by their SHA-256 (no 'unsafe-inline'):
 * fails the build when one is not in firebase.json's script-src, saying the hash to put there,
 * instead of shipping a page whose script the browser refuses to run.
 */
function checkInlineScriptHashes(): Plugin {
  return {
    name: 'check-inline-script-hashes',
    apply: 'build',
    writeBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') return;
      const html = String(page.source);
      const scriptSources = /(?:^|;)\s*script-src([^;]*)/.exec(deployedContentSecurityPolicy())?.[1] ?? '';
      for (const [, attributes, code] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
        if (/\bsrc=/.test(attributes!) || /type="application\/json"/.test(attributes!)) continue;
        const hash = `'sha256-${createHash('sha256').update(code!).digest('base64')}'`;
        if (!scriptSources.split(/\s+/).includes(hash)) {
          throw new Error(
            `index.html has an inline script firebase.json's Content-Security-Policy does not allow: add ${hash} to its script-src (and remove the old hash).`,
          );
        }
      }
    },
  };
}

// The installable, offline PWA (DESIGN §6). 'prompt': a new service worker waits until the
// visitor chooses Reload in the update banner (src/app/pwa/PwaStatus.tsx), so a page is never
// swapped under someone filling in a form. The app registers it itself (injectRegister: false)
// once the page has loaded. Nothing is cached at run time: see src/app/pwa/serviceWorkerPolicy.ts.
function pwa() {
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

export default defineConfig({
  plugins: [
    react(),
    stubReactfireDatabase(),
    keepLandingFreeOfFirestoreAndFunctions(),
    landingShell(),
    checkInlineScriptHashes(),
    pwa(),
  ],
  build: {
    target: 'es2022',
    // No source maps in what is deployed (issue 11): they would publish the whole source.
    // `npm run dev` has its own, for debugging.
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: [
          { test: lazyFirebaseSdks, sideEffects: false },
          { test: domainSources, sideEffects: false },
          { test: appModules, sideEffects: false },
        ],
      },
    },
  },
  resolve: { alias },
  server: { port: 5173 },
});
