// The texts of the shared components (plain data, so tests can import them too).

/** Above live data while offline (SavedDataBanner). */
export const SAVED_DATA_TEXT = 'You are offline — showing saved data. It updates when you are back online.';

/** Spec §2/§6: what a non-admin is told on an admin page (AccessDeniedCard, or a toast). */
export const NOT_ADMIN_TEXT = "You don't have admin privileges to access this page.";

/** The board's lists (Pager, CardSort, ListFilters): the payments desk, properties, HOA accounts. */
export const LIST_TEXTS = {
  previous: 'Previous',
  next: 'Next',
  sortBy: 'Sort by',
} as const;

/** "Showing 1–50 of 123" under a list. */
export function rangeLabel(first: number, last: number, total: number): string {
  return total === 0 ? '' : `Showing ${first}–${last} of ${total}`;
}

/** Before the association's contact line on the pay page (AssociationContactLine). */
export const CONTACT_LINE_LEAD = 'Questions?';
