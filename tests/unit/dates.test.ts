import { describe, expect, it } from 'vitest';
import {
  formatCalendarDay,
  formatDueDate,
  formatMediumDate,
  formatMediumDateTime,
  formatShortTime,
  madeOnFirstUse,
} from '@lakeside/domain';
import { formatDate as formatLandingDate } from '../../web/src/features/landing/format';

// domain/src/dates.ts writes dates out instead of asking Intl: each must print exactly
// what Intl's en-US prints, in the same time zone, for every month, hour and minute that differ.
const mediumDateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const mediumDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const shortTime = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });
const longUtcDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

// every month and day count, and every hour with minutes 0, 5 and 59
const moments: Date[] = [];
for (let month = 0; month < 12; month++)
  for (const day of [1, 9, 10, 28])
    for (let hour = 0; hour < 24; hour++)
      for (const minute of [0, 5, 59]) moments.push(new Date(2026, month, day, hour, minute));
moments.push(new Date(1999, 11, 31, 23, 59), new Date(2100, 0, 1, 0, 0));

describe('dates written out as Intl writes them (en-US)', () => {
  it('a date and time, medium and short', () => {
    for (const moment of moments) expect(formatMediumDateTime(moment)).toBe(mediumDateTime.format(moment));
  });

  it('a date alone, and a time alone', () => {
    for (const moment of moments) {
      expect(formatMediumDate(moment)).toBe(mediumDate.format(moment));
      expect(formatShortTime(moment)).toBe(shortTime.format(moment));
    }
  });

  it('a calendar day, long', () => {
    for (let month = 1; month <= 12; month++)
      for (const day of [1, 15, 28]) {
        expect(formatCalendarDay(2027, month, day)).toBe(
          longUtcDay.format(new Date(Date.UTC(2027, month - 1, day))),
        );
      }
    expect(formatDueDate('2027-03-31')).toBe('March 31, 2027');
    // the landing page's announcements and documents carry a day as ISO text
    expect(formatLandingDate('2026-12-05')).toBe('December 5, 2026');
    expect(formatLandingDate('2027-01-31')).toBe(longUtcDay.format(new Date(Date.UTC(2027, 0, 31))));
  });

  it('refuses an invalid date, as Intl does, rather than print NaN', () => {
    expect(() => formatMediumDateTime(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => mediumDateTime.format(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('madeOnFirstUse', () => {
  it('makes the value once, when first asked for', () => {
    let made = 0;
    const value = madeOnFirstUse(() => ({ made: ++made }));
    expect(made).toBe(0);
    expect(value()).toBe(value());
    expect(made).toBe(1);
  });
});
