import { transformAsync, transformSync, type PluginObj } from '@babel/core';
import type { Evaluator } from '@griffel/babel-preset';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { alias } from './paths.ts';

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
export function griffelAheadOfTime(): Plugin {
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
