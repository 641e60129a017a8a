/**
 * Named moments of a page's start (User Timing marks, `lakeside:<name>`), so a benchmark
 * (`npm run bench:account`) and a DevTools trace show where the time before the first useful
 * screen goes: auth restored, claims read, the page's code run, the first answers from
 * Firestore; the board's desk and late list, their parts. Only the first mark of a name counts
 * in the benchmark; a mark costs microseconds.
 */
export type TimingMark =
  | 'app-start'
  | 'signing-in'
  | 'auth-restored'
  | 'session-ready'
  | 'page-code'
  | 'properties-answer'
  | 'account-answer'
  | 'late-rates'
  | 'late-count'
  | 'late-rows'
  | 'desk-code'
  | 'desk-rows'
  | 'desk-totals'
  | 'desk-complete';

export function markTiming(name: TimingMark, detail?: Record<string, unknown>): void {
  // performance.mark with a detail is missing in some old browsers: never let timing break a page
  try {
    performance.mark(`lakeside:${name}`, detail ? { detail } : undefined);
  } catch {
    // no timing then
  }
}
