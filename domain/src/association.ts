// The association itself: its name and its clock. Plain data.

/** The association's name, as its e-mails and documents sign it. */
export const HOA_NAME = 'Lakeside HOA';

/**
 * The association's time zone: dates the server writes for people (an e-mail's "Paid on") are
 * the neighbourhood's dates, not UTC's, which would date an evening payment tomorrow. The
 * product's addresses default to Tennessee (the registration form's state), and the lake's
 * board keeps Central time (docs/decisions.md, "E-mail").
 */
export const HOA_TIME_ZONE = 'America/Chicago';

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: HOA_TIME_ZONE });

/** 'November 25, 2026': a day as the association names it. */
export function formatHoaDate(date: Date): string {
  return longDate.format(date);
}
