// ESLint rule `lakeside/import-boundaries`: the web app's import direction (docs/architecture.md).
//
//   app/        the shell: providers, router, layout, route pages      → may import everything below
//   features/*  one folder per capability                             → shared code, and other
//                                                                         features only through
//                                                                         their index.ts
//   components/ hooks/ lib/   shared UI, hooks, Firebase set-up        → only each other
//
// plus the bans in `restricted` (e.g. components never import the Firebase set-up; the landing
// feature never imports Firestore or Functions). Imports are resolved to real paths first, so a
// relative path and the `@/` alias are judged alike. A local rule rather than a plugin: it needs
// no resolver, and the whole policy fits on one screen.
import path from 'node:path';

/** @param {string} file absolute path → its place in web/src, or null outside it */
function placeOf(file, root) {
  const relative = path.relative(root, file).split(path.sep).join('/');
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [top, second] = relative.split('/');
  if (top === 'features') return { layer: 'feature', feature: second, relative };
  if (top === 'app' || top === 'main.tsx') return { layer: 'app', relative };
  return { layer: 'shared', relative };
}

/** A feature's public API: its folder or its index.ts. */
function isFeatureIndex(relative, feature) {
  return relative === `features/${feature}` || /^features\/[^/]+\/index(\.tsx?)?$/.test(relative);
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps the web app’s layers and features apart (docs/architecture.md).' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          alias: { type: 'string' },
          restricted: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                files: { type: 'string' },
                imports: { type: 'string' },
                message: { type: 'string' },
              },
              required: ['files', 'imports', 'message'],
            },
          },
        },
        required: ['root'],
      },
    ],
  },
  create(context) {
    const { root: rootOption, alias = '@/', restricted = [] } = context.options[0];
    const root = path.resolve(context.cwd, rootOption);
    const from = placeOf(context.filename, root);
    if (!from) return {};
    const rules = restricted.map((rule) => ({
      files: new RegExp(rule.files),
      imports: new RegExp(rule.imports),
      message: rule.message,
    }));

    function check(node, source) {
      if (typeof source !== 'string') return;
      const report = (message) => context.report({ node, message: `'${source}': ${message}` });

      // What the import names, as a path in web/src when it is one of ours.
      let target = null;
      if (source.startsWith(alias)) target = placeOf(path.join(root, source.slice(alias.length)), root);
      else if (source.startsWith('.'))
        target = placeOf(path.resolve(path.dirname(context.filename), source), root);
      const name = target ? target.relative : source;

      for (const rule of rules) {
        if (rule.files.test(from.relative) && rule.imports.test(name)) report(rule.message);
      }
      if (!target) return;

      if (from.layer === 'shared' && target.layer !== 'shared') {
        report('shared code (components, hooks, lib) must not import the app or a feature.');
      } else if (from.layer === 'feature' && target.layer === 'app') {
        report('a feature must not import the app shell; the app composes features.');
      } else if (
        from.layer === 'feature' &&
        target.layer === 'feature' &&
        target.feature !== from.feature &&
        !isFeatureIndex(target.relative, target.feature)
      ) {
        report(`import another feature through its public API, '${alias}features/${target.feature}'.`);
      } else if (
        from.layer === 'app' &&
        target.layer === 'feature' &&
        !isFeatureIndex(target.relative, target.feature)
      ) {
        report(`the app uses a feature through its public API, '${alias}features/${target.feature}'.`);
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
