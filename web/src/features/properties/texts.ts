// What Property Management says beyond the spec's texts (PROPERTY_TEXTS in the domain): its
// search and its owner lists. Plain data, so the tests import it too.

export const PROPERTY_LIST_TEXTS = {
  searchLabel: 'Search properties',
  search: 'Search by address, ZIP or owner...',
  noMatch: 'No properties match your search.',
  /** a row with many owners shows the first few and this button */
  showAllOwners: (count: number) => `Show all ${count} owners`,
  showFewerOwners: 'Show fewer owners',
} as const;
