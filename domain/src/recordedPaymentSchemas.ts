// Recorded payments' zod schemas: the desk's dialog (amount typed in dollars) and the
// recordPayment / voidRecordedPayment callables (amount in cents). One set of rules for both:
// the server checks everything the dialog did, and more (the years the account owes).
import { z } from 'zod';
import { isCalendarDate } from './duesRates.js';
import { documentId } from './idSchemas.js';
import { MISC_CHARGE_LIMITS, MISC_CHARGE_TEXTS } from './miscCharges.js';
import { MONEY_TEXTS, finerThanCents, parseDollarsToCents } from './money.js';
import { propertyIdField } from './propertySchemas.js';
import {
  RECORDED_METHODS,
  RECORDED_PAYMENT_LIMITS,
  RECORDED_PAYMENT_TEXTS as T,
  referenceAsRead,
  hoaToday,
} from './recordedPayments.js';
import { isYear } from './years.js';

const common = (now: Date) => ({
  propertyId: propertyIdField(T.selectProperty),
  method: z.enum(RECORDED_METHODS, { error: T.selectMethod }),
  reference: z.string().trim().max(RECORDED_PAYMENT_LIMITS.referenceMax, T.referenceTooLong).default(''),
  receivedOn: z
    .string({ error: T.dateInvalid })
    .trim()
    .refine(isCalendarDate, T.dateInvalid)
    .refine((day) => day <= hoaToday(now), T.dateInFuture),
  paysFor: z.enum(['dues', 'charge', 'other']),
  /** paysFor 'charge': the open miscellaneous charge the money pays, in full */
  chargeId: z.string().trim().max(128).default(''),
  yearsPaid: z.array(z.string().refine(isYear, T.selectYears)).max(100).default([]),
  description: z
    .string()
    .trim()
    .max(MISC_CHARGE_LIMITS.descriptionMax, MISC_CHARGE_TEXTS.descriptionMax)
    .default(''),
  notes: z.string().trim().max(MISC_CHARGE_LIMITS.notesMax, MISC_CHARGE_TEXTS.notesMax).nullish(),
});

type Common = {
  method: string;
  reference: string;
  paysFor: 'dues' | 'charge' | 'other';
  chargeId: string;
  yearsPaid: string[];
  description: string;
};

/** What both schemas check across fields: the check's number, the years or the description. */
function crossCheck(value: Common, context: z.RefinementCtx) {
  // a check is known by its number: '#' or '.' alone is none
  if (value.method === 'check' && !referenceAsRead(value.reference)) {
    context.addIssue({ code: 'custom', path: ['reference'], message: T.checkNumberRequired });
  }
  if (value.paysFor === 'dues' && value.yearsPaid.length === 0) {
    context.addIssue({ code: 'custom', path: ['yearsPaid'], message: T.selectYears });
  }
  if (value.paysFor === 'charge' && !/^[A-Za-z0-9_-]{1,128}$/.test(value.chargeId)) {
    context.addIssue({ code: 'custom', path: ['chargeId'], message: T.selectCharge });
  }
  if (value.paysFor === 'other' && !value.description) {
    context.addIssue({
      code: 'custom',
      path: ['description'],
      message: MISC_CHARGE_TEXTS.descriptionRequired,
    });
  }
}

const centsInRange = (cents: number | undefined) =>
  cents !== undefined && cents >= MISC_CHARGE_LIMITS.minCents && cents <= MISC_CHARGE_LIMITS.maxCents;

const amountMessage = (cents: number | undefined) =>
  cents !== undefined && cents > MISC_CHARGE_LIMITS.maxCents
    ? MISC_CHARGE_TEXTS.amountMax
    : MISC_CHARGE_TEXTS.amountMin;

/**
 * recordPayment's body. Dues: the years (the server prices them at what is left of each and
 * refuses a year the account does not owe) and, optionally, the amount received in cents when it
 * is not the years in full (balance.ts's settleReceived applies it). Something else: an amount in
 * cents ($0.01–$100,000) and a description.
 */
export function recordPaymentSchema(now: Date) {
  return z
    .object({ ...common(now), amountCents: z.number().int().optional() })
    .superRefine((value, context) => {
      crossCheck(value, context);
      // dues: the amount received, when given (absent: the years ticked in full); a charge is
      // paid at its own amount, and any amount sent with it is not read
      const given =
        value.paysFor === 'other' || (value.paysFor === 'dues' && value.amountCents !== undefined);
      if (given && !centsInRange(value.amountCents)) {
        context.addIssue({
          code: 'custom',
          path: ['amountCents'],
          message: amountMessage(value.amountCents),
        });
      }
    });
}
export type RecordPaymentRequest = z.input<ReturnType<typeof recordPaymentSchema>>;
export type RecordPaymentInput = z.output<ReturnType<typeof recordPaymentSchema>>;

/** The Record a Payment Received dialog: the amount as typed, in dollars (blank for dues in full). */
export function recordPaymentFormSchema(now: Date) {
  return z.object({ ...common(now), amount: z.string().default('') }).superRefine((value, context) => {
    crossCheck(value, context);
    // dues: a blank amount received is the years ticked in full
    if (value.paysFor === 'other' || (value.paysFor === 'dues' && value.amount.trim() !== '')) {
      const cents = parseDollarsToCents(value.amount);
      if (!centsInRange(cents)) {
        const message = finerThanCents(value.amount) ? MONEY_TEXTS.tooPrecise : amountMessage(cents);
        context.addIssue({ code: 'custom', path: ['amount'], message });
      }
    }
  });
}
export type RecordPaymentForm = z.input<ReturnType<typeof recordPaymentFormSchema>>;

/** voidRecordedPayment: which payment, and why. */
export function voidRecordedPaymentSchema() {
  return z.object({
    paymentId: documentId(T.notRecorded),
    reason: z
      .string({ error: T.voidReasonRequired })
      .trim()
      .min(1, T.voidReasonRequired)
      .max(RECORDED_PAYMENT_LIMITS.voidReasonMax, T.voidReasonTooLong),
  });
}
export type VoidRecordedPaymentRequest = z.input<ReturnType<typeof voidRecordedPaymentSchema>>;
