// ESLint rule `lakeside/import-boundaries`: a package's import direction (docs/architecture.md).
// Configured twice in eslint.config.js, once per package that has feature folders:
//
// web/src
//   app/ main.tsx   the shell: providers, router, layout, route pages  → may import everything below
//   features/*      one folder per capability                         → shared code, and features
//                                                                         of a lower tier, only
//                                                                         through their index.ts
//                                                                         (or reads.ts, its data-only part)
//   components/ hooks/ lib/   shared UI, hooks, Firebase set-up        → only each other
//
// functions/src
//   index.ts        the wiring: one export per deployed function      → everything
//   <feature>/      one folder per capability                         → shared/, and features of
//                                                                         a lower tier, through
//                                                                         their index.ts
//   shared/         the Admin SDK, caller checks, errors, logs        → only itself
//
// `featureTiers` ranks the features, lowest first: a feature may import a feature of a lower
// tier, never one of its own tier or above, so no two features can import each other in a
// loop. A feature folder missing from the tiers is reported, so a new one gets its place on
// purpose. `restricted` adds bans by path (e.g. components never import the Firebase set-up).
// Imports are resolved to real paths first, so a relative path and the `@/` alias are judged
// alike. A local rule rather than a plugin: it needs no resolver, and the policy fits on a
// screen.
import path from 'node:path';

/**
 * @param {string} file absolute path
 * @returns its place in the package (null outside it): the layer, the feature's name, the path
 *   relative to the package root and, for a feature, the path inside the feature's folder
 */
function placeOf(file, root, layout) {
  const relative = path.relative(root, file).split(path.sep).join('/');
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const parts = relative.split('/');
  if (layout.app.includes(parts[0])) return { layer: 'app', relative };
  const featureAt = layout.featuresDir ? 1 : 0;
  const isFeature = layout.featuresDir
    ? parts[0] === layout.featuresDir && parts.length > 1
    : parts.length > 1 && !layout.shared.includes(parts[0]);
  if (!isFeature) return { layer: 'shared', relative };
  return {
    layer: 'feature',
    feature: parts[featureAt],
    inside: parts.slice(featureAt + 1).join('/'),
    relative,
  };
}

/**
 * A feature's public API: its folder or its index file, or its reads file, the data-only part of
 * it for code that must load without the feature's screens (a lazy chunk's first read).
 */
function isFeatureIndex(target) {
  return target.inside === '' || /^(index|reads)(\.[jt]sx?)?$/.test(target.inside);
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps a package’s layers and features apart (docs/architecture.md).' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          alias: { type: 'string' },
          featuresDir: { type: 'string' },
          appEntries: { type: 'array', items: { type: 'string' } },
          sharedDirs: { type: 'array', items: { type: 'string' } },
          sharedName: { type: 'string' },
          appUsesIndex: { type: 'boolean' },
          featureTiers: { type: 'array', items: { type: 'array', items: { type: 'string' } } },
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
        required: ['root', 'featureTiers'],
      },
    ],
  },
  create(context) {
    const {
      root: rootOption,
      alias = '@/',
      featuresDir = 'features',
      appEntries = ['app', 'main.tsx'],
      sharedDirs = [],
      sharedName = 'shared code (components, hooks, lib)',
      // web: routes use a feature's index; functions: index.ts wires each function's own file
      appUsesIndex = true,
      featureTiers,
      restricted = [],
    } = context.options[0];
    const root = path.resolve(context.cwd, rootOption);
    const layout = { featuresDir, app: appEntries, shared: sharedDirs };
    const from = placeOf(context.filename, root, layout);
    if (!from) return {};
    const tierOf = new Map(featureTiers.flatMap((tier, rank) => tier.map((feature) => [feature, rank])));
    const rules = restricted.map((rule) => ({
      files: new RegExp(rule.files),
      imports: new RegExp(rule.imports),
      message: rule.message,
    }));
    const publicApi = (feature) =>
      alias ? `'${alias}${featuresDir}/${feature}'` : `'../${feature}/index.js'`;
    const tierName = (feature) => {
      const rank = tierOf.get(feature);
      return rank === undefined ? 'no tier' : `tier ${rank + 1}`;
    };

    function check(node, source) {
      if (typeof source !== 'string') return;
      const report = (message) => context.report({ node, message: `'${source}': ${message}` });

      // What the import names, as a path in the package when it is one of ours.
      let target = null;
      if (alias && source.startsWith(alias))
        target = placeOf(path.join(root, source.slice(alias.length)), root, layout);
      else if (source.startsWith('.'))
        target = placeOf(path.resolve(path.dirname(context.filename), source), root, layout);
      const name = target ? target.relative : source;

      for (const rule of rules) {
        if (rule.files.test(from.relative) && rule.imports.test(name)) report(rule.message);
      }
      if (!target) return;

      const otherFeature =
        from.layer === 'feature' && target.layer === 'feature' && target.feature !== from.feature;
      if (from.layer === 'shared' && target.layer !== 'shared') {
        report(`${sharedName} must not import the app or a feature.`);
      } else if (from.layer === 'feature' && target.layer === 'app') {
        report('a feature must not import the app shell; the app composes features.');
      } else if (otherFeature && !isFeatureIndex(target)) {
        report(`import another feature through its public API, ${publicApi(target.feature)}.`);
      } else if (otherFeature && !tierOf.has(from.feature)) {
        report(`the feature '${from.feature}' has no tier: give it one in featureTiers (eslint.config.js).`);
      } else if (otherFeature && !(tierOf.get(target.feature) < tierOf.get(from.feature))) {
        report(
          `'${from.feature}' (${tierName(from.feature)}) may import only features of a lower tier; ` +
            `'${target.feature}' is ${tierName(target.feature)} (featureTiers, eslint.config.js).`,
        );
      } else if (
        appUsesIndex &&
        from.layer === 'app' &&
        target.layer === 'feature' &&
        !isFeatureIndex(target)
      ) {
        report(`the app uses a feature through its public API, ${publicApi(target.feature)}.`);
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
