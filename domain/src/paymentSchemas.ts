// The annual dues callables' zod schemas (createHoaPayment, confirmCheckout, cancelCheckout),
// with payments.ts's messages. Apart from payments.ts so that a page using only its helpers
// does not load zod.
import { z } from 'zod';
import { PAY_METHODS } from './dues.js';
import { INVOICE_NUMBER_PATTERN, PAYMENT_TEXTS } from './payments.js';
import { propertyIdField } from './propertySchemas.js';
import { isYear, sortYears } from './years.js';

/**
 * createHoaPayment, annual dues (spec §7: amount, years_paying, description, property_id).
 * The server computes the amount and the description; a client amount that disagrees is
 * refused, and the client's description is ignored. Built on call so zod stays off the landing.
 */
export function createHoaPaymentSchema() {
  return z.object({
    propertyId: propertyIdField(),
    yearsPaying: z
      .array(z.string().refine(isYear, PAYMENT_TEXTS.yearNotPayable), {
        error: PAYMENT_TEXTS.selectYear,
      })
      .min(1, PAYMENT_TEXTS.selectYear)
      .max(100, PAYMENT_TEXTS.yearNotPayable)
      .transform(sortYears),
    /** what the screen showed as the subtotal, in cents; optional, checked when present */
    amountCents: z.number().int().min(0).optional(),
    description: z.string().max(1000).optional(),
    /** card (the spec's fee) or a US bank account; card when absent */
    payMethod: z.enum(PAY_METHODS, { error: PAYMENT_TEXTS.payMethodInvalid }).optional(),
  });
}
export type CreateHoaPaymentRequest = z.input<ReturnType<typeof createHoaPaymentSchema>>;
/** confirmCheckout: the success page settles the payment from the session Stripe reports. */
export function confirmCheckoutSchema() {
  return z.object({
    sessionId: z
      .string()
      .trim()
      .regex(/^cs_[A-Za-z0-9_]{1,200}$/, PAYMENT_TEXTS.invalidSession),
  });
}
export type ConfirmCheckoutRequest = z.input<ReturnType<typeof confirmCheckoutSchema>>;
/** cancelCheckout: the cancel page expires the session so the years are payable again at once. */
export function cancelCheckoutSchema() {
  return z.object({
    invoiceNumber: z.string().trim().regex(INVOICE_NUMBER_PATTERN, PAYMENT_TEXTS.paymentNotFound),
  });
}
export type CancelCheckoutRequest = z.input<ReturnType<typeof cancelCheckoutSchema>>;
