// What dues cost (spec §9): $160 a year and the processing fee. Apart from payments.ts, which
// builds zod schemas: the landing page quotes the dues, and a module it shares with the app's
// payment screens must not bring zod into its first load (its 180 KB budget).
import { assertCents, formatCents } from './money.js';

/** Annual HOA dues per year (spec §9). */
export const ANNUAL_DUES_CENTS = 160_00;

/** Processing fee: 2.9% of the subtotal plus $0.30 (spec §9). */
export const FEE_RATE_PER_MILLE = 29;
export const FEE_FIXED_CENTS = 30;

/**
 * How a payer pays online: by card (the spec's fee), or from a US bank account
 * (ACH Direct Debit: Stripe's price, 0.8% capped at $5.00; it takes days to clear and can fail).
 */
export const PAY_METHODS = ['card', 'bank'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

export const BANK_FEE_RATE_PER_MILLE = 8;
export const BANK_FEE_CAP_CENTS = 500;

/** Checkout's name for each method (`payment_method_types`): a session offers only the one chosen. */
export const STRIPE_PAYMENT_METHOD_TYPE: Record<PayMethod, 'card' | 'us_bank_account'> = {
  card: 'card',
  bank: 'us_bank_account',
};

/** Our way for Stripe's payment method type: a bank debit is 'bank', anything else a card. */
export function payMethodOfStripe(type: string | null | undefined): PayMethod {
  return type === STRIPE_PAYMENT_METHOD_TYPE.bank ? 'bank' : 'card';
}

/** The fee's terms as the checkout's line item and the screens state them. */
export function processingFeeTerms(method: PayMethod = 'card'): string {
  return method === 'bank'
    ? `${BANK_FEE_RATE_PER_MILLE / 10}%, at most ${formatCents(BANK_FEE_CAP_CENTS)}`
    : `${FEE_RATE_PER_MILLE / 10}% + ${formatCents(FEE_FIXED_CENTS)}`;
}

export interface ChargeBreakdown {
  subtotalCents: number;
  feeCents: number;
  totalCents: number;
}

/** A per-mille share of `cents`, rounded half-up to the cent in integers (no floating point). */
const perMille = (cents: number, rate: number) => Math.floor((cents * rate + 500) / 1000);

/**
 * Fee and total for a subtotal paid by `method`: the one fee rule, so web and functions always
 * agree to the cent. Card: 2.9% + $0.30 (spec §9); bank: 0.8%, at most $5.00.
 */
export function chargeBreakdown(subtotalCents: number, method: PayMethod = 'card'): ChargeBreakdown {
  assertCents(subtotalCents, 'Subtotal');
  const feeCents =
    method === 'bank'
      ? Math.min(perMille(subtotalCents, BANK_FEE_RATE_PER_MILLE), BANK_FEE_CAP_CENTS)
      : perMille(subtotalCents, FEE_RATE_PER_MILLE) + FEE_FIXED_CENTS;
  return { subtotalCents, feeCents, totalCents: subtotalCents + feeCents };
}

/** Annual dues for the given number of years. */
export function annualDuesCents(yearCount: number): number {
  if (!Number.isSafeInteger(yearCount) || yearCount < 0) {
    throw new RangeError('Year count must be a whole, non-negative number');
  }
  return yearCount * ANNUAL_DUES_CENTS;
}
