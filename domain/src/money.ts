// Money is integer cents everywhere (DESIGN.md §3). These are the only places that turn
// dollars into cents, compute the processing fee and format amounts for people.

/** Annual HOA dues per year (spec §9). */
export const ANNUAL_DUES_CENTS = 160_00;

/** Processing fee: 2.9% of the subtotal plus $0.30 (spec §9). */
export const FEE_RATE_PER_MILLE = 29;
export const FEE_FIXED_CENTS = 30;

export interface ChargeBreakdown {
  subtotalCents: number;
  feeCents: number;
  totalCents: number;
}

function assertCents(cents: number, what: string): void {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new RangeError(`${what} must be a whole, non-negative number of cents`);
  }
}

/**
 * Fee and total for a subtotal. The percentage is rounded half-up to the cent with integer
 * arithmetic (no floating point), so web and functions always agree to the cent.
 */
export function chargeBreakdown(subtotalCents: number): ChargeBreakdown {
  assertCents(subtotalCents, 'Subtotal');
  const percentCents = Math.floor((subtotalCents * FEE_RATE_PER_MILLE + 500) / 1000);
  const feeCents = percentCents + FEE_FIXED_CENTS;
  return { subtotalCents, feeCents, totalCents: subtotalCents + feeCents };
}

/** Annual dues for the given number of years. */
export function annualDuesCents(yearCount: number): number {
  if (!Number.isSafeInteger(yearCount) || yearCount < 0) {
    throw new RangeError('Year count must be a whole, non-negative number');
  }
  return yearCount * ANNUAL_DUES_CENTS;
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

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$1,234.56": dollars with 2 decimals, as every screen shows money. */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}
