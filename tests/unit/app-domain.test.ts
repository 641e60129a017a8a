// The association's own domain is one setting (APP_DOMAIN in functions/.env): the functions'
// links and Stripe's return pages use it, a production build puts it in index.html's boot data,
// and the boot script moves a visitor of the project's web.app address there, where the
// resident's session is. The boot script is run here as the browser runs it, in a context of its
// own with only what it touches.
import { movesToAppDomain, parseAppDomain } from '@lakeside/domain';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { allowedOrigins, appUrl } from '../../functions/src/shared/appOrigins';
import { appDomainForBuild } from '../../web/build/appDomain';
import { BOOT_DATA_ID, BOOT_SCRIPT } from '../../web/build/bootScript';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('APP_DOMAIN', () => {
  it('is a bare host name, or unset; anything else says what to write', () => {
    expect(parseAppDomain(' Portal.LakesideHOA.org ')).toEqual({
      ok: true,
      domain: 'portal.lakesidehoa.org',
    });
    expect(parseAppDomain(undefined)).toEqual({ ok: true, domain: null });
    expect(parseAppDomain('')).toEqual({ ok: true, domain: null });
    for (const wrong of [
      'https://portal.lakesidehoa.org',
      'portal.lakesidehoa.org/app',
      'portal:443',
      'localhost',
    ]) {
      const parsed = parseAppDomain(wrong);
      expect(parsed.ok).toBe(false);
      expect(parsed.ok || parsed.reason).toContain(
        'APP_DOMAIN must be a host name alone, like portal.lakesidehoa.org',
      );
    }
  });

  it('the functions link to it first, then to the project’s Hosting addresses', () => {
    delete process.env.APP_ORIGINS;
    process.env.GCLOUD_PROJECT = 'lakeside-hoa';
    process.env.APP_DOMAIN = 'portal.lakesidehoa.org';
    expect(allowedOrigins()).toEqual([
      'https://portal.lakesidehoa.org',
      'https://lakeside-hoa.web.app',
      'https://lakeside-hoa.firebaseapp.com',
    ]);
    expect(appUrl('/account')).toBe('https://portal.lakesidehoa.org/account');

    delete process.env.APP_DOMAIN;
    expect(appUrl('/account')).toBe('https://lakeside-hoa.web.app/account');

    process.env.APP_DOMAIN = 'https://portal.lakesidehoa.org';
    expect(() => appUrl('/account')).toThrow(/APP_DOMAIN must be a host name alone/);
  });

  it('a production build reads it from functions/.env, as the functions do', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'app-domain-'));
    const env = (text: string) => {
      const file = path.join(dir, '.env');
      writeFileSync(file, text);
      return file;
    };
    expect(appDomainForBuild(env('MAIL_FROM="x@y.org"\nAPP_DOMAIN="portal.lakesidehoa.org"\n'))).toBe(
      'portal.lakesidehoa.org',
    );
    expect(appDomainForBuild(env('# APP_DOMAIN=portal.lakesidehoa.org\n'))).toBeNull();
    expect(() => appDomainForBuild(env('APP_DOMAIN=https://portal.lakesidehoa.org/\n'))).toThrow(
      'functions/.env: APP_DOMAIN must be a host name alone',
    );
    // the repository's own file reads (unset or a host name), or every production build would fail
    expect(() => appDomainForBuild()).not.toThrow();
  });
});

/** Runs the boot script at `url` with `home` in its boot data: where it went, and whether it started the app. */
function bootAt(url: string, home: string | null) {
  const address = new URL(url);
  const went: string[] = [];
  const appended: string[] = [];
  const element = () => ({ setAttribute() {}, classList: { add() {} } });
  runInNewContext(BOOT_SCRIPT, {
    location: {
      hostname: address.hostname,
      pathname: address.pathname,
      search: address.search,
      hash: address.hash,
      replace: (to: string) => went.push(to),
    },
    document: {
      getElementById: (id: string) =>
        id === BOOT_DATA_ID
          ? { textContent: JSON.stringify({ entry: '/assets/app.js', pages: {}, home }) }
          : null,
      createElement: (tag: string) => ({ tag }),
      head: { appendChild: (node: { tag: string }) => appended.push(node.tag) },
      documentElement: element(),
      cookie: '',
    },
    localStorage: {},
    requestAnimationFrame: (run: () => void) => run(),
    setTimeout: (run: () => void) => run(),
  });
  return { went, started: appended.includes('script') };
}

describe('the boot script', () => {
  const home = 'portal.lakesidehoa.org';

  it('moves a visitor of web.app to the same page on the domain, starting nothing', () => {
    expect(bootAt('https://lakeside-hoa.web.app/account?property=p1#top', home)).toEqual({
      went: ['https://portal.lakesidehoa.org/account?property=p1#top'],
      started: false,
    });
    expect(bootAt('https://lakeside-hoa.firebaseapp.com/', home).went).toEqual([
      'https://portal.lakesidehoa.org/',
    ]);
  });

  it('stays, and starts the app, on the domain, without one, on a preview channel and locally', () => {
    for (const [url, domain] of [
      ['https://portal.lakesidehoa.org/account', home],
      ['https://lakeside-hoa.web.app/account', null],
      ['https://lakeside-hoa--pr12-abc123.web.app/account', home],
      ['http://127.0.0.1:5050/account', home],
    ] as const) {
      expect(bootAt(url, domain)).toEqual({ went: [], started: true });
    }
  });

  it('answers as the domain’s rule does, for every kind of address', () => {
    const hosts = [
      'portal.lakesidehoa.org',
      'lakeside-hoa.web.app',
      'lakeside-hoa.firebaseapp.com',
      'lakeside-hoa--preview-x1.web.app',
      'web.app.example.com',
      'localhost',
    ];
    for (const host of hosts) {
      for (const domain of [home, null]) {
        const moved = bootAt(`https://${host}/`, domain).went.length > 0;
        expect(moved, `${host} with ${domain}`).toBe(movesToAppDomain(host, domain));
      }
    }
  });
});
