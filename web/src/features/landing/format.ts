// How the landing page shows dates.
import { formatIsoDay, madeOnFirstUse } from '@lakeside/domain';

// Made on first use (when the events and announcements render), not when the page's code is
// loaded: domain/src/dates.ts says why.
const longDate = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

// The content holds calendar dates: formatting them in UTC keeps "2026-12-12" on the 12th
// whatever the visitor's time zone.
const asUtcDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** "Saturday, December 12, 2026" */
export function formatEventDate(isoDate: string): string {
  return longDate().format(asUtcDate(isoDate));
}

/** "December 12, 2026": the day as written, whatever the visitor's time zone. */
export function formatDate(isoDate: string): string {
  return formatIsoDay(isoDate);
}
