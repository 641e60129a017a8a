// How the app writes a moment for people: one formatter, so the history, the account trail, the
// receipt and the result pages agree. Takes Firestore's Timestamp (anything with toDate()) or a
// Date, e.g. from an ISO string a function answered. Written out by the domain rather than by
// Intl (domain/src/dates.ts says why), in the computer's time zone as Intl's would be.
import { formatMediumDate, formatMediumDateTime, formatShortTime } from '@lakeside/domain';

const dateOf = (time: { toDate(): Date } | Date) => (time instanceof Date ? time : time.toDate());

/** "Nov 22, 2026, 4:50 PM", or '-' when there is no time (yet). */
export function formatDateTime(time: { toDate(): Date } | Date | null): string {
  if (!time) return '-';
  return formatMediumDateTime(dateOf(time));
}

/** "Nov 22, 2026" (a statement's lines), or '-' when there is no time. */
export function formatDate(time: { toDate(): Date } | Date | null): string {
  if (!time) return '-';
  return formatMediumDate(dateOf(time));
}

/** "4:50 PM" (the desk's second line under the date). */
export function formatTime(time: Date): string {
  return formatShortTime(time);
}
