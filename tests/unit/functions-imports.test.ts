// functions/ (the deployed package and its build) imports nothing from scripts/: the scripts
// are the local machine's tooling (emulators, secrets, benchmarks), and the deployed build must
// not depend on them. What the emulators alone need, scripts/emulator-setup.mjs writes itself.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');
const functionsDir = path.join(root, 'functions');
const scriptsDir = path.join(root, 'scripts');

/** Not the package's own code: what npm installs and what the build writes. */
const SKIPPED = new Set(['node_modules', 'lib']);
const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : codeFiles(file);
    return CODE.test(entry.name) ? [file] : [];
  });
}

/**
 * Every module a source text names: static and dynamic imports, re-exports, require, tsx's
 * tsImport, and `new URL(…, import.meta.url)`.
 */
function namedModules(text: string): string[] {
  const named = /(?:\bfrom|\bimport|\brequire|\btsImport|\bnew\s+URL)\s*\(?\s*(['"`])([^'"`]+)\1/g;
  return [...text.matchAll(named)].map((match) => match[2]!);
}

/** Whether `specifier`, named by `file`, is in scripts/. */
function reachesScripts(file: string, specifier: string): boolean {
  if (!specifier.startsWith('.') && !path.isAbsolute(specifier)) return false;
  const relative = path.relative(scriptsDir, path.resolve(path.dirname(file), specifier));
  return !relative.startsWith('..') && !path.isAbsolute(relative);
}

describe('functions/ and scripts/', () => {
  it('finds every form of naming a module', () => {
    const text = [
      "import { a } from '../scripts/a.mjs';",
      "export * from '../scripts/b.mjs';",
      "import '../scripts/c.mjs';",
      "const d = await import('../scripts/d.mjs');",
      "const { e } = await tsImport('../scripts/e.ts', import.meta.url);",
      "const f = new URL('../scripts/f.json', import.meta.url);",
      "const g = require('../scripts/g.cjs');",
      "import { build } from 'esbuild';",
    ].join('\n');
    const file = path.join(functionsDir, 'build.mjs');
    expect(namedModules(text).filter((name) => reachesScripts(file, name))).toHaveLength(7);
  });

  it('no file under functions/ imports from scripts/', () => {
    const files = codeFiles(functionsDir);
    expect(files).toContain(path.join(functionsDir, 'build.mjs'));
    const offenders = files.flatMap((file) =>
      namedModules(readFileSync(file, 'utf8'))
        .filter((name) => reachesScripts(file, name))
        .map((name) => `${path.relative(root, file)} imports ${name}`),
    );
    expect(offenders).toEqual([]);
  });
});
