// refundPayment's body. The server checks what the payment allows (refunds.ts).
import { z } from 'zod';
import { documentId } from './idSchemas.js';
import { MONEY_TEXTS, finerThanCents, parseDollarsToCents } from './money.js';
import { REFUND_LIMITS, REFUND_REASONS, REFUND_TEXTS as T } from './refunds.js';
import { isYear } from './years.js';

/** A duplicate's years stay paid by the payment it duplicated: none may come back as owed. */
const duplicateKeepsItsYears = {
  path: ['yearsBack'],
  message: T.duplicateYearsBack,
};
const keepsItsYears = ({ reason, yearsBack }: { reason: string; yearsBack?: string[] }) =>
  reason !== 'duplicate' || (yearsBack ?? []).length === 0;

export function refundPaymentSchema() {
  return z
    .object({
      /** made by the dialog when it opens: Stripe's idempotency key, so a double click refunds once */
      requestId: z.string({ error: T.requestInvalid }).regex(/^[A-Za-z0-9-]{8,64}$/, T.requestInvalid),
      paymentId: documentId(T.paymentNotFound),
      amountCents: z.number({ error: T.amountInvalid }).int(T.amountInvalid).min(1, T.amountInvalid),
      reason: z.enum(REFUND_REASONS, { error: T.selectReason }),
      yearsBack: z
        .array(z.string().refine(isYear, T.requestInvalid))
        .max(100)
        .default([])
        .refine((years) => new Set(years).size === years.length, T.requestInvalid),
      note: z.string().trim().max(REFUND_LIMITS.noteMax, T.noteTooLong).default(''),
    })
    .refine(keepsItsYears, duplicateKeepsItsYears);
}
export type RefundPaymentRequest = z.input<ReturnType<typeof refundPaymentSchema>>;

/** The desk's Refund dialog: the amount as typed, in dollars, at most `leftCents`. */
export function refundFormSchema(leftCents: number) {
  return z
    .object({
      amount: z
        .string()
        .refine((text) => !finerThanCents(text), MONEY_TEXTS.tooPrecise)
        .refine((text) => finerThanCents(text) || (parseDollarsToCents(text) ?? 0) >= 1, T.amountInvalid)
        .refine((text) => (parseDollarsToCents(text) ?? 0) <= leftCents, T.amountTooLarge(leftCents)),
      reason: z.enum(REFUND_REASONS, { error: T.selectReason }),
      yearsBack: z.array(z.string()),
      note: z.string().trim().max(REFUND_LIMITS.noteMax, T.noteTooLong),
    })
    .refine(keepsItsYears, duplicateKeepsItsYears);
}
export type RefundForm = z.input<ReturnType<typeof refundFormSchema>>;
export type RefundPaymentInput = z.output<ReturnType<typeof refundPaymentSchema>>;
