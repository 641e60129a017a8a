// The desk's page sizes, apart from its reads (deskPayments.ts), so that the benchmark, which
// runs in Node, warms the emulator with exactly the desk's queries
// (scripts/bench-admin-payments-run.ts).

/**
 * How many payments each read brings: a small first page, so the newest are on the screen at
 * once, then larger ones for the rest. In pages at all because one answer of every payment grows
 * with the years, and the Firestore emulator aborts an answer of about 10,000 documents
 * (firebase-tools#5197).
 *
 * The pages grow, 2,000 and then 5,000 each, because each query costs the emulator a scan of
 * every payment before it answers: 10,000 came in 6.0 s as five pages of 2,000 and in 3.2 s as
 * two of 5,000 (from Node, the 2-core benchmark machine, issue 33). The 2,000 keeps a second
 * boundary within the 2,110 payments the page-boundary test seeds (5,110 slowed a CI run past
 * its waits); the boundaries after it are read by the same cursor.
 */
export const PAYMENTS_PAGES = [100, 2_000, 5_000] as const;
/** The size of page `index` (0 is the first screen's): the last size repeats. */
export const pageSize = (index: number) => PAYMENTS_PAGES[Math.min(index, PAYMENTS_PAGES.length - 1)]!;
