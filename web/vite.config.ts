import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

// reactfire is a single module that imports every Firebase SDK (Firestore, Functions, Database,
// Storage, Remote Config) for its hooks. Those SDK entry modules register themselves with the
// app when evaluated, so by default the bundler keeps all of them wherever reactfire is used,
// i.e. in the entry chunk. Declaring them free of side effects drops them unless something
// actually uses their exports (src/firebase/firestore.ts, src/firebase/functions.ts, which only
// lazy routes import); a module that is used keeps its registration code.
const lazyFirebaseSdks =
  /\/node_modules\/(@firebase\/|firebase\/)(firestore|functions|storage|remote-config)\//;

// The Realtime Database SDK cannot be dropped that way (reactfire keeps a top-level table of its
// functions), and this app does not use it: reactfire alone gets a stub. Any other importer of
// 'firebase/database' still gets the real SDK.
const reactfireDatabaseStub = fileURLToPath(
  new URL('./src/firebase/reactfireDatabaseStub.ts', import.meta.url),
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
        (chunk) => chunk.isEntry || chunk.facadeModuleId?.endsWith('/src/pages/LandingPage.tsx'),
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

export default defineConfig({
  plugins: [react(), stubReactfireDatabase(), keepLandingFreeOfFirestoreAndFunctions()],
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      treeshake: { moduleSideEffects: [{ test: lazyFirebaseSdks, sideEffects: false }] },
    },
  },
  server: { port: 5173 },
});
