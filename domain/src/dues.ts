// What dues cost (spec §9): $160 a year and the processing fee. Apart from payments.ts, which
// builds zod schemas: the landing page quotes the dues, and a module it shares with the app's
// payment screens must not bring zod into its first load (its 180 KB budget).
import { assertCents, formatCents } from './money.js';

/** Annual HOA dues per year (spec §9). */
export const ANNUAL_DUES_CENTS = 160_00;

/** Processing fee: 2.9% of the subtotal plus $0.30 (spec §9). */
export const FEE_RATE_PER_MILLE = 29;
export const FEE_FIXED_CENTS = 30;

/** The fee's terms as the checkout's line item states them: "2.9% + $0.30". */
export function processingFeeTerms(): string {
  return `${FEE_RATE_PER_MILLE / 10}% + ${formatCents(FEE_FIXED_CENTS)}`;
}

export interface ChargeBreakdown {
  subtotalCents: number;
  feeCents: number;
  totalCents: number;
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
