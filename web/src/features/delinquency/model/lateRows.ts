// Delinquent Accounts' rows and CSV (issue 30), pure, from the domain's lateness rule. Relative
// imports (no '@/'): the unit tests import the model without the app's aliases.
import {
  centsToDollarsText,
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
      },
      dueDates,
      today,
    );
    return row ? [row] : [];
  });
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
    ['Property', 'Owners', 'Years Owed', 'Late Years', 'Amount Owed', 'Oldest Due Date', 'Days Late'],
    rows.map((row) => [
      row.addressLine,
      ownersLabel(owners.get(row.propertyId)),
      row.yearsOwed.join(' '),
      row.lateYears.join(' '),
      centsToDollarsText(row.balanceCents),
      row.oldestDueDate,
      String(row.daysLate),
    ]),
  );
}

/** late-accounts-YYYY-MM-DD.csv, on the association's day. */
export function lateCsvFileName(today: string): string {
  return `late-accounts-${today}.csv`;
}
