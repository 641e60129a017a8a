import { APP_DOMAIN_SETTING, parseAppDomain } from '@lakeside/domain';

/**
 * The origins the app is served from: the association's own domain (APP_DOMAIN in
 * functions/.env, the one setting: docs/deploying.md, step 2) first, then the project's two
 * Hosting addresses. The first is the app's own address, where links in e-mails and Stripe's
 * return pages point; all of them are where Stripe may send a payer back (payments/appLinks.ts).
 * APP_ORIGINS (comma-separated) replaces the list: the emulators' set-up writes theirs into
 * .env.local.
 */
export function allowedOrigins(): string[] {
  const configured = (process.env.APP_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  if (configured.length > 0) return configured;
  const domain = parseAppDomain(process.env[APP_DOMAIN_SETTING]);
  if (!domain.ok) throw new Error(domain.reason);
  const project = process.env.GCLOUD_PROJECT;
  const hosting = project ? [`https://${project}.web.app`, `https://${project}.firebaseapp.com`] : [];
  return domain.domain ? [`https://${domain.domain}`, ...hosting] : hosting;
}

/** The app's own address: the first of its origins. */
export function ownOrigin(): string {
  const origin = allowedOrigins()[0];
  if (!origin) throw new Error('No app origin: set APP_DOMAIN in functions/.env');
  return origin;
}

/** A link into the app for an e-mail: `path` (one of the domain's ROUTES) on the app's address. */
export function appUrl(path: string): string {
  return `${ownOrigin()}${path}`;
}
