// HOA Accounts Management's list: an association of 200 homes, searched by address
// or owner, sorted by any column, filtered to the accounts that owe.
import {
  compareAddresses,
  compareText,
  matchesProperty,
  ownerNames,
  sortedBy,
  type HoaAccount,
  type ListSort,
  type PropertyOwnerSummary,
} from '@lakeside/domain';
import type { Timestamp } from 'firebase/firestore';

/** An account with its property's owners, read beside it (the account keeps only their uids). */
export interface AccountRow extends HoaAccount<Timestamp | null> {
  owners: readonly PropertyOwnerSummary[];
}

/** How many accounts a page shows. */
export const ACCOUNT_PAGE_SIZE = 25;

/** 'owing': a balance above zero (what the board chases); 'paidUp': nothing owed. */
export type AccountFilter = 'all' | 'owing' | 'paidUp';

export type AccountColumnId = 'address' | 'owners' | 'balance' | 'yearsOwed';
export type AccountSort = ListSort<AccountColumnId>;
export const DEFAULT_ACCOUNT_SORT: AccountSort = { column: 'address', direction: 'ascending' };

const byAddress = (a: AccountRow, b: AccountRow) => compareAddresses(a.property, b.property);

const COMPARE: Record<AccountColumnId, (a: AccountRow, b: AccountRow) => number> = {
  address: byAddress,
  owners: (a, b) => compareText(ownerNames(a.owners), ownerNames(b.owners)) || byAddress(a, b),
  balance: (a, b) => a.balanceCents - b.balanceCents || byAddress(a, b),
  yearsOwed: (a, b) => a.yearsOwed.length - b.yearsOwed.length || byAddress(a, b),
};

export function sortAccounts(rows: readonly AccountRow[], sort: AccountSort): AccountRow[] {
  return sortedBy(rows, COMPARE[sort.column], sort.direction);
}

function matchesFilter(row: AccountRow, filter: AccountFilter): boolean {
  if (filter === 'owing') return row.balanceCents > 0;
  if (filter === 'paidUp') return row.balanceCents <= 0;
  return true;
}

export function filterAccounts(
  rows: readonly AccountRow[],
  search: string,
  filter: AccountFilter,
): AccountRow[] {
  return rows.filter(
    (row) => matchesFilter(row, filter) && matchesProperty(search, row.property, row.owners),
  );
}
