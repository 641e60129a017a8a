// How the app writes a moment for people: one formatter, so the history, the account trail, the
// receipt and the result pages agree. Takes Firestore's Timestamp (anything with toDate()) or a
// Date, e.g. from an ISO string a function answered.

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Nov 22, 2026, 4:50 PM", or '-' when there is no time (yet). */
export function formatDateTime(time: { toDate(): Date } | Date | null): string {
  if (!time) return '-';
  return dateTime.format(time instanceof Date ? time : time.toDate());
}

const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** "Nov 22, 2026" (a statement's lines), or '-' when there is no time. */
export function formatDate(time: { toDate(): Date } | Date | null): string {
  if (!time) return '-';
  return dateOnly.format(time instanceof Date ? time : time.toDate());
}

const timeOnly = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });

/** "4:50 PM" (the desk's second line under the date). */
export function formatTime(time: Date): string {
  return timeOnly.format(time);
}
