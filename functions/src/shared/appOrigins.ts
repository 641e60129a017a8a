/**
 * The origins the app is served from: APP_ORIGINS (comma-separated; the functions build writes
 * the emulator's into .env.local) or, deployed, the project's two Hosting domains. The first is
 * the app's own address, where links in e-mails point; all of them are where Stripe may send a
 * payer back (payments/appLinks.ts).
 */
export function allowedOrigins(): string[] {
  const configured = (process.env.APP_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  if (configured.length > 0) return configured;
  const project = process.env.GCLOUD_PROJECT;
  return project ? [`https://${project}.web.app`, `https://${project}.firebaseapp.com`] : [];
}

/** The app's own address: the first of its origins. */
export function ownOrigin(): string {
  const origin = allowedOrigins()[0];
  if (!origin) throw new Error('No app origin: set APP_ORIGINS');
  return origin;
}

/** A link into the app for an e-mail: `path` (one of the domain's ROUTES) on the app's address. */
export function appUrl(path: string): string {
  return `${ownOrigin()}${path}`;
}
