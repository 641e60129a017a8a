import type { Plugin } from 'vite';
import { LANDING_PAGE } from './paths.ts';

// The landing page must not load the Firestore or Functions SDKs. Fails the build if the
// entry chunk or the landing page chunk reaches them through static imports (e.g. because a
// component used reactfire's Firestore or Functions hooks, which live in the entry chunk).
const heavySdks = /\/node_modules\/@firebase\/(firestore|functions)\//;

export function keepLandingFreeOfFirestoreAndFunctions(): Plugin {
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
