// The miscellaneous charges' zod schemas (the board's dialog, createHoaPayment's charge body,
// the pay link and void callables), with miscCharges.ts's limits and messages. Apart from
// miscCharges.ts so that a page using only its helpers does not load zod.
import { z } from 'zod';
import { documentId } from './idSchemas.js';
import { MISC_CHARGE_LIMITS, MISC_CHARGE_TEXTS, PAY_TOKEN_PATTERN } from './miscCharges.js';
import { PAY_METHODS } from './dues.js';
import { MONEY_TEXTS, finerThanCents, parseDollarsToCents } from './money.js';
import { PAYMENT_TEXTS } from './payments.js';
import { propertyIdField } from './propertySchemas.js';

/** The dialog's amount, typed in dollars: spec §5's limits and messages. */
const dollarsField = z.string().transform((text, context) => {
  const cents = parseDollarsToCents(text);
  if (cents === undefined || cents < MISC_CHARGE_LIMITS.minCents) {
    const message = finerThanCents(text) ? MONEY_TEXTS.tooPrecise : MISC_CHARGE_TEXTS.amountMin;
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  }
  if (cents > MISC_CHARGE_LIMITS.maxCents) {
    context.addIssue({ code: 'custom', message: MISC_CHARGE_TEXTS.amountMax });
    return z.NEVER;
  }
  return cents;
});

const descriptionField = z
  .string()
  .trim()
  .min(1, MISC_CHARGE_TEXTS.descriptionRequired)
  .max(MISC_CHARGE_LIMITS.descriptionMax, MISC_CHARGE_TEXTS.descriptionMax);

const notesField = z.string().trim().max(MISC_CHARGE_LIMITS.notesMax, MISC_CHARGE_TEXTS.notesMax);

const chargePropertyField = () => propertyIdField(MISC_CHARGE_TEXTS.selectProperty);

/** The Create Miscellaneous Charge dialog's form (amount as typed, in dollars). */
export function miscChargeFormSchema() {
  return z.object({
    propertyId: chargePropertyField(),
    amount: dollarsField,
    description: descriptionField,
    notes: notesField.optional().default(''),
  });
}
export type MiscChargeForm = z.input<ReturnType<typeof miscChargeFormSchema>>;

/**
 * createHoaPayment's miscellaneous body (spec §7: property_id, amount, description, charge_type
 * 'miscellaneous', years_paying empty). Amount in cents; the server checks every limit again.
 */
export function createMiscChargeSchema() {
  return z.object({
    chargeType: z.literal('miscellaneous'),
    propertyId: chargePropertyField(),
    amountCents: z
      .number({ error: MISC_CHARGE_TEXTS.amountMin })
      .int(MISC_CHARGE_TEXTS.amountMin)
      .min(MISC_CHARGE_LIMITS.minCents, MISC_CHARGE_TEXTS.amountMin)
      .max(MISC_CHARGE_LIMITS.maxCents, MISC_CHARGE_TEXTS.amountMax),
    description: z.string({ error: MISC_CHARGE_TEXTS.descriptionRequired }).pipe(descriptionField),
    /** absent, or null as the callable SDK sends an undefined field, means no notes */
    notes: z.string().pipe(notesField).nullish(),
    yearsPaying: z.array(z.string()).max(0).optional(),
  });
}
export type CreateMiscChargeRequest = z.input<ReturnType<typeof createMiscChargeSchema>>;

// the characters of Firestore's generated ids, and an id Firestore takes ('__x__' is neither)
const paymentIdField = documentId(MISC_CHARGE_TEXTS.linkInvalid).regex(
  /^[A-Za-z0-9_-]{1,128}$/,
  MISC_CHARGE_TEXTS.linkInvalid,
);

/**
 * openPayLink / payMiscCharge: the link's charge and its token. A signed-in owner of the
 * property (or an admin) may leave the token out; anyone else needs it. `sessionId` is set when
 * Stripe's checkout returns to the link, so the page can settle the payment at once.
 */
export function payLinkRequestSchema() {
  return z.object({
    paymentId: paymentIdField,
    token: z.string().trim().regex(PAY_TOKEN_PATTERN, MISC_CHARGE_TEXTS.linkInvalid).optional(),
    sessionId: z
      .string()
      .trim()
      .regex(/^cs_[A-Za-z0-9_]{1,200}$/, MISC_CHARGE_TEXTS.linkInvalid)
      .optional(),
  });
}
export type PayLinkRequest = z.input<ReturnType<typeof payLinkRequestSchema>>;

/**
 * payMiscCharge: the link's charge and how the payer pays it. Card when left out,
 * as before the choice existed; the fee follows the way chosen (chargeBreakdown).
 */
export function payMiscChargeSchema() {
  return payLinkRequestSchema().extend({
    payMethod: z.enum(PAY_METHODS, { error: PAYMENT_TEXTS.payMethodInvalid }).optional(),
  });
}
export type PayMiscChargeRequest = z.input<ReturnType<typeof payMiscChargeSchema>>;

/** voidMiscCharge: the board voids an unpaid miscellaneous charge. */
export function voidMiscChargeSchema() {
  return z.object({ paymentId: paymentIdField });
}
export type VoidMiscChargeRequest = z.input<ReturnType<typeof voidMiscChargeSchema>>;

/** emailPayLink: the desk e-mails an unpaid charge's pay link to its property's owners. */
export function emailPayLinkSchema() {
  return z.object({ paymentId: paymentIdField });
}
export type EmailPayLinkRequest = z.input<ReturnType<typeof emailPayLinkSchema>>;
