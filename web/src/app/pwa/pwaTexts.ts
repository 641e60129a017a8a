// What the service worker's banners say, and for how long: plain data, so the tests import it.

/** How long the good news stays: long enough to read one line, then it goes by itself. */
export const OFFLINE_READY_SHOWN_MS = 6_000;

/** The good news, in residents' words (issue 32): what they can now do, not how it works. */
export const OFFLINE_READY_TEXT = 'You can now open this site without internet';
