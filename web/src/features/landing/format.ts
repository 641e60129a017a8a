// How the landing page shows dates and phone numbers.

// Creating an Intl formatter costs a few milliseconds on a slow phone: made on first use (when
// the events and announcements render), not when the page's code is loaded.
let longDate: Intl.DateTimeFormat | undefined;
let shortDate: Intl.DateTimeFormat | undefined;

// The content holds calendar dates: formatting them in UTC keeps "2026-12-12" on the 12th
// whatever the visitor's time zone.
const asUtcDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** "Saturday, December 12, 2026" */
export function formatEventDate(isoDate: string): string {
  longDate ??= new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return longDate.format(asUtcDate(isoDate));
}

/** "December 12, 2026" */
export function formatDate(isoDate: string): string {
  shortDate ??= new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return shortDate.format(asUtcDate(isoDate));
}
