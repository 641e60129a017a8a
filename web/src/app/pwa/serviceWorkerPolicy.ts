// What the service worker may answer from its cache. Read by web/vite.config.ts (Workbox's
// configuration) and by the PWA browser tests; no app code imports it.
//
// The service worker precaches the built app (app shell, every page's code, icons) and
// caches nothing at run time: Firebase Auth, Firestore, Cloud Functions and Stripe are other
// origins (the emulators' ports locally; googleapis.com, cloudfunctions.net / run.app and
// stripe.com in production), so with no runtime routes their traffic always goes to the
// network, untouched.

/**
 * Navigations that must reach the network, never the cached app shell (index.html):
 * - /__/… is Firebase Hosting's reserved namespace (auth handler, /__/firebase/init.json,
 *   hosted SDKs);
 * - /api/… is kept for Hosting rewrites to Cloud Functions, should any be added;
 * - a path ending in a file name (/robots.txt, /report.pdf) asks for a file, not a page.
 */
export const NETWORK_ONLY_NAVIGATIONS: RegExp[] = [/^\/__\//, /^\/api(\/|$)/, /\/[^/?]+\.[a-z0-9]+$/i];

/**
 * Built files the service worker precaches (globs relative to web/dist): every page's code, so
 * a resident's account page also opens offline (DESIGN §6), and the icons. vite-plugin-pwa adds
 * the web app manifest itself.
 */
export const PRECACHE_GLOBS = ['**/*.{js,css,html,svg,png,ico,txt}'];

/** Built files it leaves alone: source maps and Vite's build manifest are for developers. */
export const PRECACHE_IGNORES = ['**/*.map', '.vite/**'];
