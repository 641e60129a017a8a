// The desk's page sizes, apart from its reads (deskPayments.ts, readFromBothEnds.ts), so that
// the benchmark, which runs in Node, warms the emulator with exactly the desk's queries
// (scripts/bench/admin-payments.ts).

/** The first screen's page: the newest payments, small, so they are on the screen at once. */
export const FIRST_PAGE_SIZE = 100;

/**
 * Each page of the rest, read two at a time from both ends (readFromBothEnds.ts). In pages at
 * all because one answer of every payment grows with the years, and the Firestore emulator
 * aborts an answer of about 10,000 documents (firebase-tools#5197). Large, because each query
 * costs the emulator a scan of every payment before it answers: a few large pages came in
 * much sooner than many small ones. At 10,000 payments, one round of two pages reads them all.
 */
export const OLDER_PAGE_SIZE = 5_000;
