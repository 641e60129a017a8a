// Attack review, hole 6: the app loaded inside another site's iframe, sent no
// Content-Security-Policy, X-Frame-Options, Referrer-Policy or X-Content-Type-Options, and 77
// source maps would have been deployed. Checked on the hosting emulator, which serves firebase.json's headers as production
// does, and on the build that is deployed (web/dist).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { emulator, requireEmulators, hostingUrl } from '../support/emulators';

const DIST = 'web/dist';

function builtFiles(dir = DIST): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? builtFiles(file) : [file];
  });
}

const someScript = () => builtFiles().find((file) => file.endsWith('.js') && file.includes('/assets/'))!;

beforeAll(async () => {
  await requireEmulators();
});

describe('every response of the site carries the security headers', () => {
  const paths = [
    '/',
    '/auth',
    '/admin/users',
    '/pay/some-charge?t=secret',
    '/manifest.webmanifest',
    '/sw.js',
  ];

  it.each(paths)('%s', async (pathname) => {
    const response = await fetch(new URL(pathname, hostingUrl));
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // The pay link's token is in its URL: other sites get the origin only, never the path.
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('a hashed asset too, with its long cache kept', async () => {
    const asset = `/${path.relative(DIST, someScript())}`;
    const response = await fetch(new URL(asset, hostingUrl));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cache-control')).toContain('immutable');
  });
});

describe('no source maps are published', () => {
  it('the build has no .map file and no script points to one', () => {
    const files = builtFiles();
    expect(files.length).toBeGreaterThan(10);
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    const pointing = files
      .filter((file) => file.endsWith('.js'))
      .filter((file) => /\/\/# sourceMappingURL=/.test(readFileSync(file, 'utf8')));
    expect(pointing).toEqual([]);
  });

  it('firebase.json keeps any map out of a deploy as well', () => {
    const config = JSON.parse(readFileSync('firebase.json', 'utf8')) as { hosting: { ignore: string[] } };
    expect(config.hosting.ignore).toContain('**/*.map');
  });
});

/** A policy's directives by name, each a list of its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const deployedPolicy = () => {
  const config = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
    hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
  };
  const rule = config.hosting.headers.find((candidate) => candidate.source === '**')!;
  return directives(rule.headers.find((header) => header.key === 'Content-Security-Policy')!.value);
};

describe('the Content-Security-Policy (what each page may load and reach)', () => {
  it('deployed: scripts from the site and reCAPTCHA only, index.html’s inline script by its hash, no eval', () => {
    const policy = deployedPolicy();
    const scripts = policy.get('script-src')!;
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(policy.get('default-src')).toEqual(["'self'"]);
    const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
    const inline = [
      ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/json)[^>]*>([\s\S]*?)<\/script>/g),
    ];
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256').update(inline[0]![1]!).digest('base64')}'`;
    expect(scripts).toEqual([
      "'self'",
      hash,
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    // no plain-HTTP origin (the emulators' loopback ones are added for the emulators only)
    expect([...policy.values()].flat().filter((source) => source.startsWith('http:'))).toEqual([]);
  });

  it('on the emulators: the same, plus exactly the Auth, Firestore and Functions emulators to connect to', async () => {
    const served = directives((await fetch(hostingUrl)).headers.get('content-security-policy') ?? '');
    const deployed = deployedPolicy();
    const loopback = (['auth', 'firestore', 'functions'] as const).map((name) => {
      const { host, port } = emulator(name);
      return `http://${host}:${port}`;
    });
    expect(served.get('connect-src')).toEqual([...deployed.get('connect-src')!, ...loopback]);
    served.delete('connect-src');
    deployed.delete('connect-src');
    expect(served).toEqual(deployed);
  });
});

describe('a deploy never leaves a stale or blank app', () => {
  it('index.html and every page are revalidated on each visit; hashed files kept a year', async () => {
    for (const pathname of ['/', '/index.html', '/auth', '/admin/payments', '/a', '/assets']) {
      const response = await fetch(new URL(pathname, hostingUrl));
      expect(response.status, pathname).toBe(200);
      expect(response.headers.get('cache-control'), pathname).toBe('no-cache');
    }
    const asset = `/${path.relative(DIST, someScript())}`;
    const kept = await fetch(new URL(asset, hostingUrl));
    expect(kept.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('a file of an older build answers 404, never the app’s HTML in its place', async () => {
    for (const pathname of ['/assets/AuthPage-0ld8uild.js', '/assets/index-0ld8uild.css']) {
      const response = await fetch(new URL(pathname, hostingUrl));
      expect(response.status, pathname).toBe(404);
      expect(await response.text(), pathname).not.toContain('<div id="root">');
    }
  });
});
