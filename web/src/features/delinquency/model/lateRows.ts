// Delinquent Accounts' rows and CSV, pure, from the domain's lateness rule. Relative
// imports (no '@/'): the unit tests import the model without the app's aliases.
import {
  AGING_BUCKET_LABELS,
  PAST_DUE_BUCKETS,
  REMINDER_LIMITS,
  REMINDER_TEXTS,
  centsToDollarsText,
  daysSinceReminder,
  reminderAllowed,
  remindedAgo,
  formatAddress,
  addBuckets,
  agedBalance,
  formatCents,
  lateAccount,
  ownerFullName,
  type AgedBalance,
  type AgingBucket,
  type DuesSchedule,
  type LateAccount,
  type PastDueBucket,
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

/** A late account as the page lists it: its balance split by due date too. */
export interface LateRow extends LateAccount {
  aged: AgedBalance;
}

/** The accounts late today, from those the query found (it may find some no longer late). */
export function lateRows(
  accounts: readonly AccountSource[],
  { rates, dueDates }: DuesSchedule,
  today: string,
): LateRow[] {
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
    return row ? [{ ...row, aged: agedBalance(account, rates, dueDates, today) }] : [];
  });
}

/** The page's aging filter: every late account, or those with an amount in one bucket. */
export type AgingFilter = PastDueBucket | 'all';

export function matchesAgingFilter(row: LateRow, filter: AgingFilter): boolean {
  return filter === 'all' || row.aged.buckets[filter] > 0;
}

/** The page's totals, added up from the rows it lists (so they agree, row by row). */
export function lateTotals(rows: readonly LateRow[]): {
  pastDueCents: number;
  buckets: Record<AgingBucket, number>;
} {
  const buckets = addBuckets(rows.map((row) => row.aged));
  return {
    pastDueCents: PAST_DUE_BUCKETS.reduce((sum, bucket) => sum + buckets[bucket], 0),
    buckets,
  };
}

/** The Aging column: each past-due bucket with money in it, the oldest first ('Over 90 days $160.00'). */
export function agingLabel(row: LateRow): string {
  return [...PAST_DUE_BUCKETS]
    .reverse()
    .filter((bucket) => row.aged.buckets[bucket] > 0)
    .map((bucket) => `${AGING_BUCKET_LABELS[bucket]} ${formatCents(row.aged.buckets[bucket])}`)
    .join(' · ');
}

/** A row after a reminder was sent from the page, without reading the account again. */
export function withReminder(row: LateRow, sent: { remindedAtMs: number; remindersSent: number }): LateRow {
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
  rows: readonly LateRow[],
  owners: ReadonlyMap<string, readonly PropertyOwnerSummary[]>,
): string {
  return csvText(
    [
      'Property',
      'Owners',
      'Years Owed',
      'Late Years',
      'Amount Owed',
      'Past Due',
      'Not Yet Due',
      ...PAST_DUE_BUCKETS.map((bucket) => `Past Due ${AGING_BUCKET_LABELS[bucket]}`),
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
      centsToDollarsText(row.aged.pastDueCents),
      centsToDollarsText(row.aged.notYetDueCents),
      ...PAST_DUE_BUCKETS.map((bucket) => centsToDollarsText(row.aged.buckets[bucket])),
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
