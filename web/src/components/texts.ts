// The texts of the shared components (plain data, so tests can import them too).

/** Above live data while offline (SavedDataBanner). */
export const SAVED_DATA_TEXT = 'You are offline — showing saved data. It updates when you are back online.';

/** Spec §2/§6: what a non-admin is told on an admin page (AccessDeniedCard, or a toast). */
export const NOT_ADMIN_TEXT = "You don't have admin privileges to access this page.";
