// What the service worker's banners say, for how long, and when the worker starts: plain data,
// so the tests import it.

/** How long the app waits after the page's load event before it registers the service worker
 * (then for an idle moment, at most as long again): see usePageSettled in ./index.tsx. */
export const SERVICE_WORKER_SETTLE_MS = 3_000;

/** How long the good news stays: long enough to read one line, then it goes by itself. */
export const OFFLINE_READY_SHOWN_MS = 6_000;

/** The good news, in residents' words: what they can now do, not how it works. */
export const OFFLINE_READY_TEXT = 'You can now open this site without internet';
