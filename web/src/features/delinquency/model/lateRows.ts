// Delinquent Accounts' rows and CSV, pure, from the domain's lateness rule. Relative
// imports (no '@/'): the unit tests import the model without the app's aliases.
import {
  REMINDER_LIMITS,
  REMINDER_TEXTS,
  centsToDollarsText,
  daysSinceReminder,
  reminderAllowed,
  remindedAgo,
  formatAddress,
  lateAccount,
  ownerFullName,
  type DueDates,
  type LateAccount,
  type PropertyAddress,
  type PropertyOwnerSummary,
} from '@lakeside/domain';
import { csvText } from '../../../lib/csv';

/** What a row is made from: an hoaAccounts/{id} document. */
export interface AccountSource {
  propertyId: string;
  property: PropertyAddress;
  yearsOwed: readonly string[];
  balanceCents: number;
  /** the last reminder: a Firestore Timestamp, or absent/null when never */
  remindedAt?: { toMillis(): number } | null;
  remindersSent?: number;
}

/** The accounts late today, from those the query found (it may find some no longer late). */
export function lateRows(
  accounts: readonly AccountSource[],
  dueDates: DueDates,
  today: string,
): LateAccount[] {
  return accounts.flatMap((account) => {
    const row = lateAccount(
      {
        propertyId: account.propertyId,
        streetAddress: account.property.streetAddress,
        addressLine: formatAddress(account.property),
        yearsOwed: account.yearsOwed,
        balanceCents: account.balanceCents,
        remindedAtMs: account.remindedAt ? account.remindedAt.toMillis() : null,
        remindersSent: account.remindersSent ?? 0,
      },
      dueDates,
      today,
    );
    return row ? [row] : [];
  });
}

/** A row after a reminder was sent from the page, without reading the account again. */
export function withReminder(
  row: LateAccount,
  sent: { remindedAtMs: number; remindersSent: number },
): LateAccount {
  return { ...row, remindedAtMs: sent.remindedAtMs, remindersSent: sent.remindersSent };
}

/**
 * The Reminders column: 'None sent', or '2 sent · Reminded 3 days ago'; and whether Send
 * Reminder is open (the domain's once-in-7-days rule, which the server enforces again).
 */
export function reminderStatus(row: LateAccount, nowMs: number): { label: string; allowed: boolean } {
  const sent = row.remindersSent ?? 0;
  const at = row.remindedAtMs ?? null;
  const allowed = reminderAllowed(at, nowMs, REMINDER_LIMITS.minDays);
  if (at === null || sent === 0) return { label: REMINDER_TEXTS.never, allowed };
  return {
    label: `${REMINDER_TEXTS.count(sent)} · ${remindedAgo(daysSinceReminder(at, nowMs))}`,
    allowed,
  };
}

/** Case-insensitive, against the address as shown. */
export function matchesLateSearch(row: LateAccount, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return needle === '' || row.addressLine.toLowerCase().includes(needle);
}

export function ownersLabel(owners: readonly PropertyOwnerSummary[] | undefined): string {
  return (owners ?? []).map(ownerFullName).join('; ');
}

/** Every row shown (after the search), money as plain decimals and dates as ISO 8601. */
export function lateAccountsCsv(
  rows: readonly LateAccount[],
  owners: ReadonlyMap<string, readonly PropertyOwnerSummary[]>,
): string {
  return csvText(
    [
      'Property',
      'Owners',
      'Years Owed',
      'Late Years',
      'Amount Owed',
      'Oldest Due Date',
      'Days Late',
      'Reminders Sent',
      'Last Reminder',
    ],
    rows.map((row) => [
      row.addressLine,
      ownersLabel(owners.get(row.propertyId)),
      row.yearsOwed.join(' '),
      row.lateYears.join(' '),
      centsToDollarsText(row.balanceCents),
      row.oldestDueDate,
      String(row.daysLate),
      String(row.remindersSent ?? 0),
      row.remindedAtMs ? new Date(row.remindedAtMs).toISOString() : '',
    ]),
  );
}

/** late-accounts-YYYY-MM-DD.csv, on the association's day. */
export function lateCsvFileName(today: string): string {
  return `late-accounts-${today}.csv`;
}
