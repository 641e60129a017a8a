// Reading functions/.secret.local: the scripts', the stand-in's and the tests' one
// reader, and the tests' helper that says which file is missing what, and how to write it.
import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeFunctionsEnv } from '../../scripts/functions-env.mjs';
import { LOCAL_SECRETS_FILE, readLocalSecret } from '../../scripts/localSecrets.mjs';
import { localSecret } from '../support/localSecrets';

const dir = mkdtempSync(path.join(tmpdir(), 'lakeside-secrets-'));
const file = path.join(dir, '.secret.local');
writeFileSync(
  file,
  [
    '# written by scripts/functions-env.mjs',
    'STRIPE_SECRET_KEY=sk_test_lakeside_standin',
    'STRIPE_WEBHOOK_SECRET= whsec_padded  ',
    'DOCUMENT_URL_SECRET=',
    '',
  ].join('\n'),
);
const absent = path.join(dir, 'absent.local');

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('readLocalSecret', () => {
  it('reads functions/.secret.local by default', () => {
    expect(path.relative(process.cwd(), LOCAL_SECRETS_FILE)).toBe(path.join('functions', '.secret.local'));
  });

  it('answers a line’s value trimmed, empty for an empty line, and undefined when absent', () => {
    expect(readLocalSecret('STRIPE_SECRET_KEY', file)).toBe('sk_test_lakeside_standin');
    expect(readLocalSecret('STRIPE_WEBHOOK_SECRET', file)).toBe('whsec_padded');
    expect(readLocalSecret('DOCUMENT_URL_SECRET', file)).toBe('');
    expect(readLocalSecret('OTHER', file)).toBeUndefined();
    expect(readLocalSecret('STRIPE_SECRET_KEY', absent)).toBeUndefined();
  });
});

describe('localSecret (the tests’ helper)', () => {
  it('answers a secret that is there', () => {
    expect(localSecret('STRIPE_WEBHOOK_SECRET', file)).toBe('whsec_padded');
  });

  it('names the file and the build command when the file or the secret is absent', () => {
    expect(() => localSecret('STRIPE_SECRET_KEY', absent)).toThrow(
      'functions/.secret.local is missing: run `npm run setup:emulators` (it writes the file)',
    );
    expect(() => localSecret('DOCUMENT_URL_SECRET', file)).toThrow(
      'functions/.secret.local has no DOCUMENT_URL_SECRET: run `npm run setup:emulators`',
    );
  });
});

describe('writeFunctionsEnv', () => {
  const mode = (file: string) => statSync(file).mode & 0o777;

  it('writes a new secrets file readable by its owner only', () => {
    const secretsFile = path.join(dir, 'new.secret.local');
    writeFunctionsEnv({ secretsFile, envFile: path.join(dir, 'new.env.local') });
    expect(mode(secretsFile)).toBe(0o600);
    expect(readLocalSecret('STRIPE_WEBHOOK_SECRET', secretsFile)).toMatch(/^whsec_/);
  });

  it('closes one that others could read, keeping what it held', () => {
    const secretsFile = path.join(dir, 'open.secret.local');
    writeFileSync(secretsFile, 'DOCUMENT_URL_SECRET=kept\n', { mode: 0o644 });
    chmodSync(secretsFile, 0o644);
    writeFunctionsEnv({ secretsFile, envFile: path.join(dir, 'open.env.local') });
    expect(mode(secretsFile)).toBe(0o600);
    expect(readLocalSecret('DOCUMENT_URL_SECRET', secretsFile)).toBe('kept');
  });
});
