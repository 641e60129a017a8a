import { transformAsync, transformSync, type PluginObj } from '@babel/core';
import type { Evaluator } from '@griffel/babel-preset';
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { createServer, defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import type { OutputBundle } from 'rolldown';
import { VitePWA } from 'vite-plugin-pwa';
import { MARKS_BOOT_SCRIPT } from './src/app/prerenderedMarks.ts';
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

// Parts of SDKs this app never uses, which the bundler cannot drop by itself: each importer
// (matched by path) gets a stub for that one module; any other importer still gets the real one.
// - reactfire keeps a top-level table of the Realtime Database SDK's functions (the app keeps its
//   data in Firestore): without the stub, that SDK would ride in the landing page's bundle.
// - Firestore imports the re2js regular-expression engine for pipeline queries, which the app
//   does not run: about 60 KB gzip on every page that reads Firestore (issue 13).
const SDK_STUBS = [
  {
    source: 'firebase/database',
    importer: '/node_modules/reactfire/',
    stub: 'reactfireDatabaseStub.ts',
  },
  { source: 're2js', importer: '/node_modules/@firebase/firestore/', stub: 're2jsStub.ts' },
].map(({ stub, ...rest }) => ({
  ...rest,
  stub: fileURLToPath(new URL(`./src/lib/firebase/${stub}`, import.meta.url)),
}));
function stubUnusedSdkParts(): Plugin {
  return {
    name: 'stub-unused-sdk-parts',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      const stub = SDK_STUBS.find((s) => s.source === source && importer?.includes(s.importer));
      return stub?.stub ?? null;
    },
  };
}

// Babel's presets are CommonJS, with their function as `default`.
const require = createRequire(import.meta.url);
const { default: griffelPreset, shakerEvaluator } =
  require('@griffel/babel-preset') as typeof import('@griffel/babel-preset');
const typescriptPreset = require.resolve('@babel/preset-typescript');
// (a dependency of the TypeScript preset's)
const esModulesToCommonJs = createRequire(typescriptPreset).resolve(
  '@babel/plugin-transform-modules-commonjs',
);

/** A module of the app's own that may call Griffel (Fluent's makeStyles / makeResetStyles). */
const appSourceFile = /\/web\/src\/.+\.tsx?$/;
const griffelCall = /\bmake(Reset)?Styles\s*\(/;

/** For Griffel's evaluation of styles (below): `@/…` imports as absolute paths under web/src. */
function resolveAppAlias(): PluginObj {
  return {
    visitor: {
      'ImportDeclaration|ExportNamedDeclaration|ExportAllDeclaration'(path) {
        const { source } = path.node as { source?: { value: string } | null };
        if (source?.value.startsWith('@/')) source.value = `${alias['@']}/${source.value.slice(2)}`;
      },
    },
  };
}

/**
 * For Griffel's evaluation of styles: the modules of packages run as they are (as by default),
 * except ES modules. Those are turned into CommonJS first: the evaluation `require`s, and Node
 * resolves some packages' `require` to their ES build (the `module-sync` export condition, e.g.
 * @swc/helpers, which Fluent's CommonJS build imports).
 */
const evaluatePackageModule: Evaluator = (filename, _options, text) => {
  if (!/^\s*(import|export)\b/m.test(text)) return [text, null];
  const result = transformSync(text, {
    filename,
    babelrc: false,
    configFile: false,
    plugins: [esModulesToCommonJs],
  });
  if (!result?.code) throw new Error(`Could not turn ${filename} into CommonJS`);
  return [result.code, null];
};

/**
 * The app's own makeStyles / makeResetStyles calls, computed at build time: Griffel's Babel
 * preset evaluates each call's styles (with what they import: tokens, shared style objects) and
 * replaces it with `__styles` / `__resetStyles` and the resulting class names and CSS rules, as
 * Fluent's own packages ship theirs. The browser then only inserts the rules, instead of
 * turning style objects into CSS on each component's first render. The same class names as at
 * run time, so the pre-rendered shells (landingShell, rendered without this plugin) match.
 * Builds only: `npm run dev` and the tests compute styles at run time as before.
 */
function griffelAheadOfTime(): Plugin {
  return {
    name: 'griffel-ahead-of-time',
    enforce: 'pre',
    apply: 'build',
    transform: {
      filter: { id: appSourceFile, code: griffelCall },
      async handler(code, id) {
        const result = await transformAsync(code, {
          filename: id,
          babelrc: false,
          configFile: false,
          sourceMaps: false,
          parserOpts: { plugins: id.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'] },
          presets: [
            [
              griffelPreset,
              {
                babelOptions: { presets: [typescriptPreset], plugins: [resolveAppAlias] },
                evaluationRules: [
                  { action: shakerEvaluator },
                  { test: /[/\\]node_modules[/\\]/, action: evaluatePackageModule },
                ],
              },
            ],
          ],
        });
        if (!result?.code) throw new Error(`Griffel's build-time transform returned nothing for ${id}`);
        return { code: result.code, map: null };
      },
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

/** The pages whose code index.html starts fetching beside the entry, by address. */
const PRELOADED_PAGES: Record<string, string> = {
  '/': LANDING_PAGE,
  // Not /my-account (tried for issue 13): on a slow phone, preloading its code made a reload
  // slower (the browser compiles preloaded modules at once, beside the entry, which then starts
  // Auth later); the app starts the page's import itself as soon as the entry runs (lazyPage).
};

/**
 * The files each of PRELOADED_PAGES needs beyond the entry chunk: its own chunk and its static
 * imports, by address. index.html starts fetching them next to the entry (instead of only once
 * the entry has run and reached the lazy route, and then the chunk's own imports one level at a
 * time), which saves round trips on a slow network.
 */
function pagePreloads(bundle: OutputBundle): Record<string, string[]> {
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
  return Object.fromEntries(
    Object.entries(PRELOADED_PAGES).map(([address, page]) => {
      const pageChunk = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(page));
      if (!pageChunk) throw new Error(`${page} is not a chunk of its own`);
      const files = new Set<string>();
      collect(pageChunk.fileName, files);
      return [address, [...files].filter((name) => !entryFiles.has(name)).map((name) => `/${name}`)];
    }),
  );
}

const BOOT_DATA_ID = 'boot-data';

/**
 * index.html's one inline script (see landingShell). firebase.json's Content-Security-Policy
 * allows it by its SHA-256: checkInlineScriptHashes fails the build when the two disagree.
 *
 * It starts the app's code (the entry chunk, `entry` in the boot data) and the code of the page
 * at the address (its `pages`), instead of a <script src> in index.html. At / it waits for the
 * first frame (the pre-rendered landing top, see landingShell) to be painted, with a timer
 * as a backstop for a tab that paints no frames (hidden): the page is readable before any
 * script runs, and Lighthouse's simulation counts every script that finished downloading before
 * the observed first paint as holding that paint up (issue 13: 98-99 instead of 100). Elsewhere
 * it starts at once: those pages need the code to show their data. It also marks <html> with
 * what the pre-rendered first screens' CSS chooses by (src/app/prerenderedMarks.ts).
 */
const BOOT_SCRIPT =
  `{ const boot = JSON.parse(document.getElementById('${BOOT_DATA_ID}').textContent); let started = false;` +
  ` const start = () => { if (started) return; started = true;` +
  ` const script = document.createElement('script'); script.type = 'module';` +
  ` script.crossOrigin = ''; script.src = boot.entry; document.head.appendChild(script);` +
  ` for (const href of boot.pages[location.pathname] || []) {` +
  ` const link = document.createElement('link'); link.rel = 'modulepreload';` +
  ` link.crossOrigin = ''; link.href = href; document.head.appendChild(link); } };` +
  ` if (location.pathname === '/') { requestAnimationFrame(() => setTimeout(start)); setTimeout(start, 1000); } else start(); }` +
  ` if (location.pathname !== '/') document.documentElement.classList.add('not-landing');` +
  MARKS_BOOT_SCRIPT;

/** index.html's entry <script> as Vite writes it: the boot script starts the entry instead. */
const ENTRY_SCRIPT_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;

/**
 * Puts a pre-rendered copy of the landing page's top (section navigation and hero, from
 * src/features/landing/prerenderShell.tsx) into index.html, with its styles, and the list of
 * PRELOADED_PAGES' code. A visitor of / sees the page's heading at once (first paint and
 * largest paint no longer wait for the JavaScript); LandingPage removes the copy when it
 * mounts. index.html is also every other route's page, so a tiny inline script (BOOT_SCRIPT)
 * starts the app's code and that of the page at the address, if listed, and hides the copy on
 * every page but / before anything is painted. Likewise My HOA Account's first screen
 * (issue 13) and the board's pages' (issue 33), src/app/prerenderAppShells.tsx, each at its address.
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
        const pages = pagePreloads(context.bundle);
        const entry = ENTRY_SCRIPT_TAG.exec(html)?.[1];
        if (!entry)
          throw new Error('index.html has no entry <script type="module"> to start from the boot script');
        html = html.replace(ENTRY_SCRIPT_TAG, '');
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
        let appShells: string;
        let appShellsStyle: string;
        try {
          const { renderLandingShell } = (await server.ssrLoadModule(
            '/src/features/landing/prerenderShell.tsx',
          )) as {
            renderLandingShell: () => string;
          };
          shell = renderLandingShell();
          const { renderAppShells, appShellsCss } = (await server.ssrLoadModule(
            '/src/app/prerenderAppShells.tsx',
          )) as {
            renderAppShells: () => string;
            appShellsCss: () => string;
          };
          appShells = renderAppShells();
          appShellsStyle = appShellsCss();
        } finally {
          await server.close();
        }
        // My HOA Account's frame and the board's pages' first screen go inside #root: React's
        // first render replaces them with the same screen (src/app/prerenderedMyAccount.tsx,
        // components/CheckingPermissions.tsx). Their styles go in <head>, for that frame to keep
        // them, and before the landing shell's: Griffel's rules must stay in its bucket order (a
        // base rule after another set's media rules would override them). Those the landing
        // shell already brings (the theme's variables) are not repeated.
        const styleElement = /<style[^>]*>[\s\S]*?<\/style>/g;
        const appShellsStyles = (appShells.match(styleElement) ?? []).filter(
          (style) => !shell.includes(style),
        );
        const appShellsMarkup = appShells.replace(styleElement, '');
        const root = '<div id="root"></div>';
        if (!html.includes(root) || !html.includes('</head>'))
          throw new Error(`index.html has no ${root} or </head>`);
        html = html
          .replace('</head>', `${appShellsStyles.join('')}</head>`)
          .replace(root, `<div id="root">${appShellsMarkup}</div>`);
        const tags: HtmlTagDescriptor[] = [
          // The list is data, not code: the script below stays the same text whatever the
          // build's file names, so the Content-Security-Policy can allow it by its hash.
          {
            tag: 'script',
            attrs: { type: 'application/json', id: BOOT_DATA_ID },
            injectTo: 'head-prepend',
            children: JSON.stringify({ entry, pages }),
          },
          { tag: 'script', injectTo: 'head-prepend', children: BOOT_SCRIPT },
          {
            tag: 'style',
            injectTo: 'head',
            // On top of the app while it loads (it shows a spinner there), full width, as tall
            // as the screen; hidden on every page but /.
            children:
              'body{margin:0}' +
              '#landing-shell{position:absolute;inset:0 0 auto 0;z-index:3;min-height:100vh;background:#fff}' +
              '.not-landing #landing-shell{display:none}' +
              // My HOA Account's frame shows only at its own address, the board's pages' at theirs
              appShellsStyle,
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
// once the page has settled (src/app/pwa/index.tsx). Nothing is cached at run time: see src/app/pwa/serviceWorkerPolicy.ts.
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
    // No source maps in what is deployed (issue 11): they would publish the whole source.
    // `npm run dev` has its own, for debugging.
    sourcemap: false,
    manifest: true,
    // index.html would keep its <link rel=modulepreload> tags (it has none now: the entry is one
    // chunk, see codeSplitting below), but a lazy import does not add one per chunk it needs
    // (issue 13): each link a script adds is a
    // request started from script, 0.4-0.6 ms of main thread here and several ms under
    // Lighthouse's trace (it records a stack for each), and My HOA Account's live part and
    // payment form added about 60 of them in one task (Lighthouse's longest, 300 ms at 4x CPU).
    // The browser still fetches a chunk's static imports as soon as it has the chunk, so the
    // cost is a round trip per level of imports when the code is not cached yet; the service
    // worker holds it once the app is installed, and My HOA Account's live part loads while a
    // resident signs in.
    //
    // One exception: the payments desk's reads (issue 33). Its first query waits for every level
    // of their imports (Firestore Lite, the domain's modules); on a first open through the
    // service worker those came in waves until about 0.3 s after the reads' own chunk. Their
    // dozen preload links are asked at once instead, on a desktop page, not My HOA Account.
    modulePreload: {
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'html' || /(^|\/)deskPayments-[\w-]+\.js$/.test(file)
          ? deps
          : deps.filter((dep) => dep.endsWith('.css')),
    },
    rolldownOptions: {
      output: {
        // Everything the entry imports statically is one chunk, the entry's own: every page
        // needs all of it before the app runs, and as the ~20 small chunks the bundler made of
        // it by default (each shared with some lazy page) it was ~20 requests and preload links
        // (issue 13). Lazy pages import what they share with the start from the entry chunk.
        codeSplitting: { groups: [{ name: 'app-start', tags: ['$initial'] }] },
      },
      treeshake: {
        moduleSideEffects: [
          { test: lazyFirebaseSdks, sideEffects: false },
          { test: domainSources, sideEffects: false },
          { test: appModules, sideEffects: false },
        ],
        // Building a zod schema has no effect beyond the schema, but the bundler cannot know:
        // without this, a page that uses one constant of a domain module keeps every schema
        // of that module, and zod with them (about 25 KB gzip on My HOA Account, issue 13).
        manualPureFunctions: ['z'],
      },
    },
  },
  resolve: { alias },
  server: { port: 5173 },
});
