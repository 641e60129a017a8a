// A sliding-window rate limit's one rule, for every limit the functions keep in rateLimits/{id}
// (checkout attempts, contact messages): what counts is what happened within the window.

/** The times (epoch ms) of `sent` still within a window of `windowMs` ending at `now`. */
export function withinWindow(sent: readonly number[], now: number, windowMs: number): number[] {
  return sent.filter((at) => at > now - windowMs);
}
