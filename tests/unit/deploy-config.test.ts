// What `npm run deploy` builds and uploads: the functions folder is installed by Google's builder
// on its own, from its own lock, outside this repo's workspaces. scripts/deploy-check.mjs installs
// it so on every `npm test`; these check the settings that keep that true and the versions the
// tests ran equal to those deployed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const json = (file: string) =>
  JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;

interface PackageJson {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  scripts: Record<string, string>;
}
interface Lock {
  packages: Record<string, { version?: string; dependencies?: Record<string, string> }>;
}

const functionsPackage = json('functions/package.json') as unknown as PackageJson;
const rootPackage = json('package.json') as unknown as PackageJson;
const rootLock = json('package-lock.json') as unknown as Lock;
const functionsLock = json('functions/package-lock.json') as unknown as Lock;

describe('the deployed functions', () => {
  it('name only packages the registry has: no workspace package, no wildcard', () => {
    const all = { ...functionsPackage.dependencies, ...functionsPackage.devDependencies };
    for (const [name, range] of Object.entries(all)) {
      expect(name.startsWith('@lakeside/'), name).toBe(false);
      expect(range, name).not.toMatch(/^(\*|file:|link:|workspace:)/);
    }
  });

  it('run the exact versions the tests ran, from their own lock', () => {
    for (const [name, version] of Object.entries(functionsPackage.dependencies)) {
      expect(version, name).toMatch(/^\d+\.\d+\.\d+$/);
      expect(rootLock.packages[`node_modules/${name}`]?.version, name).toBe(version);
      expect(functionsLock.packages[`node_modules/${name}`]?.version, name).toBe(version);
    }
    expect(functionsLock.packages['']?.dependencies).toEqual(functionsPackage.dependencies);
  });

  it('upload the bundle and its lock, never the sources or the local secrets', () => {
    const [functions] = (json('firebase.json') as { functions: { ignore: string[] }[] }).functions;
    expect(functions!.ignore).toEqual(expect.arrayContaining(['node_modules', 'src', '*.local']));
    expect(functions!.ignore).not.toContain('package-lock.json');
  });
});

describe('npm run deploy', () => {
  it('builds the functions and the production web app, then deploys', () => {
    expect(rootPackage.scripts['build:deploy']).toBe(
      'npm run build -w functions && npm run build:production -w web',
    );
    expect(rootPackage.scripts.deploy).toBe('npm run build:deploy && firebase deploy');
    expect((json('web/package.json') as unknown as PackageJson).scripts['build:production']).toBe(
      'vite build --mode production',
    );
  });
});
