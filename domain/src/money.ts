// Money is integer cents everywhere (DESIGN.md §3). These are the only places that turn
// dollars typed by a person into cents and cents into text for people; what things cost is
// the payments module's.

/**
 * Whether `cents` is a whole, non-negative number of cents. Not -0: JSON carries it,
 * `-0 >= 0` holds, and Firestore would store it as a double -0.0 beside the integers.
 */
export function isCents(cents: number): boolean {
  return Number.isSafeInteger(cents) && cents >= 0 && !Object.is(cents, -0);
}

/** Throws unless `cents` is a whole, non-negative number of cents (isCents). */
export function assertCents(cents: number, what: string): void {
  if (!isCents(cents)) {
    throw new RangeError(`${what} must be a whole, non-negative number of cents`);
  }
}

/**
 * Parses a dollar amount typed by a person ("160", "160.5", "1,234.56") into cents.
 * Returns undefined for anything that is not a plain non-negative amount with at most two
 * decimals, so callers can show their own message.
 */
export function parseDollarsToCents(input: string): number | undefined {
  const text = input.trim().replace(/,/g, '');
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(text);
  if (!match) return undefined;
  const [, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : undefined;
}

/** What every amount field says of a figure finer than a cent ("180.555"). */
export const MONEY_TEXTS = {
  tooPrecise: 'Amounts have at most two decimal places (cents)',
} as const;

/**
 * Whether `input` is a plain amount with more than two decimals ("180.555"): a number, only not
 * a number of cents, so it is told so rather than that it is too small.
 */
export function finerThanCents(input: string): boolean {
  return /^\d*\.\d{3,}$/.test(input.trim().replace(/,/g, ''));
}

/** Cents as a plain dollar amount with two decimals ("160.00"), e.g. for an input's value. */
export function centsToDollarsText(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * "$1,234.56": dollars with 2 decimals, as every screen shows money (what Intl's en-US USD
 * currency format prints, negative amounts as "-$5.00"). Written out rather than through
 * Intl.NumberFormat: building a currency formatter loads ICU's currency data, a long task on a
 * phone's main thread before My HOA Account can show its first figure.
 */
export function formatCents(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const rest = String(whole % 100).padStart(2, '0');
  return `${cents < 0 && whole > 0 ? '-' : ''}$${dollars}.${rest}`;
}
