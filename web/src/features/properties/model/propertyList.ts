// Property Management's list (an association of 200 homes): how it sorts and what its
// search looks at, by the domain's address order and search (shared with the other lists).
import {
  compareAddresses,
  compareText,
  matchesProperty,
  sortedBy,
  type ListSort,
  type PropertyAddress,
  type PropertyOwnerSummary,
} from '@lakeside/domain';

/** What the list needs of a property (a PropertyRecord, as api/properties reads it). */
interface ListedProperty extends PropertyAddress {
  owners: readonly PropertyOwnerSummary[];
}

/** How many properties a page shows. */
export const PROPERTY_PAGE_SIZE = 25;

export type PropertyColumnId = 'address' | 'city' | 'zip' | 'owners';
export type PropertySort = ListSort<PropertyColumnId>;
export const DEFAULT_PROPERTY_SORT: PropertySort = { column: 'address', direction: 'ascending' };

const COMPARE: Record<PropertyColumnId, (a: ListedProperty, b: ListedProperty) => number> = {
  address: compareAddresses,
  city: (a, b) => compareText(a.city, b.city) || compareAddresses(a, b),
  zip: (a, b) => compareText(a.zipCode, b.zipCode) || compareAddresses(a, b),
  owners: (a, b) => a.owners.length - b.owners.length || compareAddresses(a, b),
};

export function sortProperties<T extends ListedProperty>(rows: readonly T[], sort: PropertySort): T[] {
  return sortedBy(rows, COMPARE[sort.column], sort.direction);
}

/** The properties the search finds (the list has no other filter). */
export function filterProperties<T extends ListedProperty>(rows: readonly T[], search: string): T[] {
  return search.trim() === '' ? [...rows] : rows.filter((row) => matchesProperty(search, row, row.owners));
}
