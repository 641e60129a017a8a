import type { TreeshakingOptions } from 'rolldown';

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

/** The bundler's tree-shaking: which modules it may drop when nothing uses what they export. */
export const treeshake: TreeshakingOptions = {
  moduleSideEffects: [
    { test: lazyFirebaseSdks, sideEffects: false },
    { test: domainSources, sideEffects: false },
    { test: appModules, sideEffects: false },
  ],
  // Building a zod schema has no effect beyond the schema, but the bundler cannot know:
  // without this, a page that uses one constant of a domain module keeps every schema
  // of that module, and zod with them (about 25 KB gzip on My HOA Account).
  manualPureFunctions: ['z'],
};
