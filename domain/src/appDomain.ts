/**
 * The association's own domain (`APP_DOMAIN` in functions/.env), the one setting its address
 * follows: the functions' links in e-mails and Stripe's return pages, and the production app,
 * which moves a visitor of the project's own Hosting addresses to it. Unset, the app stays on
 * those (`<project>.web.app`).
 */
export const APP_DOMAIN_SETTING = 'APP_DOMAIN';

/** A host name: letters, digits and hyphens in dot-separated labels, at least two of them. */
const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;

/**
 * The domain as set, lower-cased, or null when unset; a sentence saying what to write instead
 * for anything that is not a bare host name (a scheme, a path or a port would make every link wrong).
 */
export function parseAppDomain(
  value: string | undefined,
): { ok: true; domain: string | null } | { ok: false; reason: string } {
  const trimmed = (value ?? '').trim().toLowerCase();
  if (trimmed === '') return { ok: true, domain: null };
  if (!HOST_NAME.test(trimmed)) {
    return {
      ok: false,
      reason: `APP_DOMAIN must be a host name alone, like portal.lakesidehoa.org (no https://, no path, no port); it is "${value}".`,
    };
  }
  return { ok: true, domain: trimmed };
}

/** The project's own Hosting addresses' host names, from which the app moves to its domain. */
export const PROJECT_HOSTING_HOST = /\.(web\.app|firebaseapp\.com)$/;

/**
 * Whether the app at `hostname` moves to the association's domain: only from the project's own
 * Hosting addresses, so a development server or a preview channel
 * (<project>--<channel>-<hash>.web.app, to be tried where it is) stays.
 */
export function movesToAppDomain(hostname: string, domain: string | null): boolean {
  return (
    domain !== null && hostname !== domain && PROJECT_HOSTING_HOST.test(hostname) && !hostname.includes('--')
  );
}
