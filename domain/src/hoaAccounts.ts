// HOA accounts (spec §2 HOA accounts management and My account, §5, §8, §9): the admin's edit,
// the sync report and the texts of both screens.
import { z } from 'zod';
import { FIRST_BILLABLE_YEAR, isYear, sortYears } from './years.js';

export const HOA_ACCOUNT_MESSAGES = {
  invalidBalance: 'Please enter a valid balance',
  invalidYears: 'Years must be between 2000 and next year',
  loadFailed: 'Failed to load HOA accounts',
  updateFailed: 'Failed to update HOA account',
  createFailed: 'Failed to create HOA account',
  updated: 'HOA account updated',
  syncFailed: 'Failed to sync properties',
  verifyAdminFailed: 'Failed to verify admin status',
  notAdmin: 'Admin access required',
  signInRequired: 'You must be logged in to manage HOA accounts',
  accountNotFound: 'This property has no HOA account',
  empty: 'No HOA accounts found',
  fetchPropertiesFailed: 'Failed to fetch your properties',
  loadAccountFailed: 'Failed to load account information',
  noProperties: 'No Properties Found',
  noPropertiesText: 'You are not currently associated with any properties. Please contact the administrator.',
  noAccount: 'No HOA Account',
  noAccountText:
    'An HOA account has not been created for this property yet. Please contact the administrator.',
  noPaymentHistory: 'No payment history',
  // Not in the spec: only approved residents own properties, so the others are told why.
  awaitingApproval: 'Approval Pending',
  awaitingApprovalText:
    'Your registration is waiting for approval by an administrator. Your properties and HOA account will appear here once it is approved.',
  notApproved: 'Access Denied',
  notApprovedText:
    'Your registration was not approved, so no HOA account can be shown. Please contact the administrator.',
  offlineSavedData: 'You are offline — showing saved data. It updates when you are back online.',
} as const;

export function syncedMessage(count: number): string {
  return `Synced ${count} ${count === 1 ? 'property' : 'properties'}`;
}

/** Largest balance an admin may set: a guard against typos, far above any real balance. */
export const MAX_BALANCE_CENTS = 10_000_000_00;

/** The admin's edit of one account (updateHoaAccount callable). Years come back sorted. */
export function updateHoaAccountSchema(now: Date) {
  const lastYear = now.getFullYear() + 1;
  return z.object({
    propertyId: z.string().trim().min(1).max(128),
    balanceCents: z
      .number({ error: HOA_ACCOUNT_MESSAGES.invalidBalance })
      .int(HOA_ACCOUNT_MESSAGES.invalidBalance)
      .min(0, HOA_ACCOUNT_MESSAGES.invalidBalance)
      .max(MAX_BALANCE_CENTS, HOA_ACCOUNT_MESSAGES.invalidBalance),
    yearsOwed: z
      .array(
        z
          .string()
          .refine(
            (year) => isYear(year) && Number(year) >= FIRST_BILLABLE_YEAR && Number(year) <= lastYear,
            HOA_ACCOUNT_MESSAGES.invalidYears,
          ),
        { error: HOA_ACCOUNT_MESSAGES.invalidYears },
      )
      .max(lastYear - FIRST_BILLABLE_YEAR + 1, HOA_ACCOUNT_MESSAGES.invalidYears)
      .transform(sortYears),
  });
}

export type UpdateHoaAccountRequest = z.output<ReturnType<typeof updateHoaAccountSchema>>;

export interface SyncHoaAccountsAnswer {
  /** properties that have an account after the sync (created now or before) */
  synced: number;
  created: number;
  failed: number;
}

export interface EnsureHoaAccountAnswer {
  propertyId: string;
  created: boolean;
}

/** The admin's "Selected: …" line under the year grid. */
export function selectedYearsLabel(years: readonly string[]): string {
  return years.length === 0 ? 'None' : sortYears(years).join(', ');
}
