// How the app writes a moment for people: one formatter, so the history, the account trail, the
// receipt and the result pages agree. Takes Firestore's Timestamp or anything with toDate().

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Nov 22, 2026, 4:50 PM", or '-' when there is no time (yet). */
export function formatDateTime(time: { toDate(): Date } | null): string {
  return time ? dateTime.format(time.toDate()) : '-';
}
