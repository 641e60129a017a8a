// Payments (spec §5 annual payment, §9 constants): what dues cost, the processing fee, and the
// invoice numbers. Money is integer cents (money.ts); the server computes every amount and the
// screens show figures from these same functions.
import { assertCents } from './money.js';

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

// Invoice numbers: human-readable, sortable by date, and unique enough to quote on the phone.
// Shape: INV-YYYYMMDD-XXXXXX (six characters from an alphabet without 0/O and 1/I/L).

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const SUFFIX_LENGTH = 6;
export const INVOICE_NUMBER_PATTERN = /^INV-\d{8}-[2-9A-HJKMNP-Z]{6}$/;

/**
 * @param now the creation time (its UTC date goes into the number)
 * @param randomInt returns an integer in [0, max); injected so tests are deterministic and the
 *   server can use a cryptographic source
 */
export function newInvoiceNumber(now: Date, randomInt: (max: number) => number): string {
  const date = now.toISOString().slice(0, 10).replace(/-/g, '');
  let suffix = '';
  for (let i = 0; i < SUFFIX_LENGTH; i++) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `INV-${date}-${suffix}`;
}
