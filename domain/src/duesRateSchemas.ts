// The Set Rate dialog's and setDuesRate's zod schemas, with duesRates.ts's limits and
// messages. Apart from duesRates.ts so that a page that only prices years loads no zod.
import { z } from 'zod';
import { DUES_RATE_LIMITS, DUES_RATE_TEXTS, isCalendarDate, lastRateYear } from './duesRates.js';
import { BILLING_RUN_TEXTS, billableYears } from './billing.js';
import { MONEY_TEXTS, finerThanCents, parseDollarsToCents } from './money.js';
import { isYear } from './years.js';

const yearField = (now: Date, billedYears: ReadonlySet<string> = new Set()) =>
  z
    .string()
    .refine(
      (year) =>
        isYear(year) && Number(year) >= DUES_RATE_LIMITS.firstYear && Number(year) <= lastRateYear(now),
      DUES_RATE_TEXTS.yearRange(lastRateYear(now)),
    )
    .superRefine((year, context) => {
      if (billedYears.has(year)) context.addIssue({ code: 'custom', message: DUES_RATE_TEXTS.locked(year) });
    });

const dueDateField = z.string().trim().refine(isCalendarDate, DUES_RATE_TEXTS.dueDateInvalid);

/** a due date belongs to its year, or to the end of the year before (billed ahead) */
function dueDateInItsYear(rate: { year: string; dueDate: string }): boolean {
  const dueYear = Number(rate.dueDate.slice(0, 4));
  return dueYear === Number(rate.year) || dueYear === Number(rate.year) - 1;
}

const dueDateYearCheck = {
  path: ['dueDate'],
  error: (issue: { input?: unknown }) => DUES_RATE_TEXTS.dueDateYear((issue.input as { year: string }).year),
  // said even while another field is wrong (the amount), once the year and the day are valid
  when: ({ value }: { value: unknown }) => {
    const { year, dueDate } = (value ?? {}) as { year?: unknown; dueDate?: unknown };
    return (
      typeof year === 'string' &&
      isYear(year) &&
      typeof dueDate === 'string' &&
      isCalendarDate(dueDate.trim())
    );
  },
};

const amountCentsField = z
  .number({ error: DUES_RATE_TEXTS.amountMin })
  .int(DUES_RATE_TEXTS.amountMin)
  .min(DUES_RATE_LIMITS.minCents, DUES_RATE_TEXTS.amountMin)
  .max(DUES_RATE_LIMITS.maxCents, DUES_RATE_TEXTS.amountMax);

/**
 * The Set Rate dialog's form: the amount as typed, in dollars. A year in `billedYears` is
 * refused as the server refuses it (its rate is locked), before anything is sent.
 */
export function duesRateFormSchema(now: Date, billedYears: ReadonlySet<string> = new Set()) {
  return z
    .object({
      year: yearField(now, billedYears),
      amount: z.string().transform((text, context) => {
        const cents = parseDollarsToCents(text);
        const problem = amountCentsField.safeParse(cents ?? Number.NaN);
        if (cents === undefined || !problem.success) {
          context.addIssue({
            code: 'custom',
            message: finerThanCents(text)
              ? MONEY_TEXTS.tooPrecise
              : (problem.error?.issues[0]?.message ?? DUES_RATE_TEXTS.amountMin),
          });
          return z.NEVER;
        }
        return cents;
      }),
      dueDate: dueDateField,
    })
    .refine(dueDateInItsYear, dueDateYearCheck);
}
export type DuesRateForm = z.input<ReturnType<typeof duesRateFormSchema>>;

/** setDuesRate's payload: amount in cents; the server checks every limit again. */
export function setDuesRateSchema(now: Date) {
  return z
    .object({ year: yearField(now), amountCents: amountCentsField, dueDate: dueDateField })
    .refine(dueDateInItsYear, dueDateYearCheck);
}
export type SetDuesRateRequest = z.input<ReturnType<typeof setDuesRateSchema>>;

/** previewBilling's and billYear's payload: the year to bill, one of billableYears. */
export function billYearSchema(now: Date) {
  const years = billableYears(now);
  return z.object({
    year: z.string().refine((year) => years.includes(year), BILLING_RUN_TEXTS.yearNotBillable(years)),
  });
}
export type BillYearRequest = z.input<ReturnType<typeof billYearSchema>>;
