import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

// Parts of SDKs this app never uses, which the bundler cannot drop by itself: each importer
// (matched by path) gets a stub for that one module; any other importer still gets the real one.
// - reactfire keeps a top-level table of the Realtime Database SDK's functions (the app keeps its
//   data in Firestore): without the stub, that SDK would ride in the landing page's bundle.
// - Firestore imports the re2js regular-expression engine for pipeline queries, which the app
//   does not run: about 60 KB gzip on every page that reads Firestore.
const SDK_STUBS = [
  {
    source: 'firebase/database',
    importer: '/node_modules/reactfire/',
    stub: 'reactfireDatabaseStub.ts',
  },
  { source: 're2js', importer: '/node_modules/@firebase/firestore/', stub: 're2jsStub.ts' },
].map(({ stub, ...rest }) => ({
  ...rest,
  stub: fileURLToPath(new URL(`../src/lib/firebase/${stub}`, import.meta.url)),
}));

export function stubUnusedSdkParts(): Plugin {
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
