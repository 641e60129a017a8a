// The HOA account edit's zod schemas (the admin's dialog and the updateHoaAccount callable),
// with hoaAccounts.ts's rules and messages. Apart from hoaAccounts.ts so that a page using only
// its helpers does not load zod.
import { z } from 'zod';
import { HOA_ACCOUNT_TEXTS, MAX_BALANCE_CENTS, balanceInputProblem } from './hoaAccounts.js';
import { isCents, parseDollarsToCents } from './money.js';
import { propertyIdField } from './propertySchemas.js';
import { FIRST_BILLABLE_YEAR, isYear, sortYears } from './years.js';

/** The admin's edit of one account (updateHoaAccount callable). Years come back sorted. */
export function updateHoaAccountSchema(now: Date) {
  const lastYear = now.getFullYear() + 1;
  return z.object({
    propertyId: propertyIdField(),
    balanceCents: z
      .number({ error: HOA_ACCOUNT_TEXTS.invalidBalance })
      // whole and non-negative, and not -0 (isCents)
      .refine(isCents, HOA_ACCOUNT_TEXTS.invalidBalance)
      .max(MAX_BALANCE_CENTS, HOA_ACCOUNT_TEXTS.invalidBalance),
    yearsOwed: z
      .array(
        // its message for a value that is no string at all, too (a number, an undecodable value)
        z
          .string({ error: HOA_ACCOUNT_TEXTS.invalidYears })
          .refine(
            (year) => isYear(year) && Number(year) >= FIRST_BILLABLE_YEAR && Number(year) <= lastYear,
            HOA_ACCOUNT_TEXTS.invalidYears,
          ),
        { error: HOA_ACCOUNT_TEXTS.invalidYears },
      )
      .max(lastYear - FIRST_BILLABLE_YEAR + 1, HOA_ACCOUNT_TEXTS.invalidYears)
      .transform(sortYears),
  });
}

export type UpdateHoaAccountRequest = z.output<ReturnType<typeof updateHoaAccountSchema>>;
/**
 * The Edit HOA Account dialog's form: the balance as typed in dollars ("160", "160.5"), which
 * must read as a plain non-negative amount (spec §5), and the ticked years. The server checks
 * the result again with updateHoaAccountSchema.
 */
export const hoaAccountFormSchema = z.object({
  balance: z.string().transform((text, context) => {
    const problem = balanceInputProblem(text);
    if (problem !== undefined) {
      context.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return parseDollarsToCents(text) as number;
  }),
  yearsOwed: z.array(z.string()).transform(sortYears),
});
export type HoaAccountForm = z.input<typeof hoaAccountFormSchema>;
