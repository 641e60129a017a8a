// How people see dates and times. The first Intl date formatter a page creates loads the
// browser's locale data in one long task on the main thread, longest on a phone's slow CPU.
// My HOA Account's first screen shows dates (when each payment was made, a check's day), so the
// formats it needs are written out here instead, exactly as Intl's en-US prints them
// (tests/unit/dates.test.ts compares the two), as formatCents is for money.
// The formats that need a time zone other than the computer's stay with Intl, made on first use.

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * Between the time and AM/PM: a plain space, as Chromium 156 (checked by hand) and Node (by
 * tests/unit/dates.test.ts) print it here; some ICU versions printed a narrow no-break space.
 */
const BEFORE_DAY_PERIOD = ' ';

function checked(date: Date): Date {
  // as Intl's format does: an invalid date is a mistake, never 'NaN' on a screen
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  return date;
}

/** 'March 31, 2027' (Intl en-US dateStyle long): a calendar day, whatever the time zone. */
export function formatCalendarDay(year: number, month: number, day: number): string {
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

/** '2027-03-31' → 'March 31, 2027': an ISO day as written, whatever the time zone. */
export function formatIsoDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return formatCalendarDay(year!, month!, day!);
}

/** 'Nov 22, 2026' in the computer's time zone (Intl en-US dateStyle medium). */
export function formatMediumDate(date: Date): string {
  checked(date);
  return `${MONTHS[date.getMonth()]!.slice(0, 3)} ${date.getDate()}, ${date.getFullYear()}`;
}

/** '4:50 PM' in the computer's time zone (Intl en-US timeStyle short). */
export function formatShortTime(date: Date): string {
  checked(date);
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes}${BEFORE_DAY_PERIOD}${hours < 12 ? 'AM' : 'PM'}`;
}

/** 'Nov 22, 2026, 4:50 PM' in the computer's time zone (Intl en-US medium date, short time). */
export function formatMediumDateTime(date: Date): string {
  return `${formatMediumDate(date)}, ${formatShortTime(date)}`;
}

/**
 * A value made the first time it is asked for, then kept: for the Intl formatters still used
 * (above: each costs the locale data's load when the first is made), so that a module creates
 * none as it loads, and only a screen that shows such a date pays, when it does.
 */
export function madeOnFirstUse<Value>(make: () => Value): () => Value {
  let value: Value | undefined;
  return () => (value ??= make());
}
