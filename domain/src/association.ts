// The association itself: who it is and its clock. Plain data. Its name, address and contact
// are said alike by the landing page, the pay page a stranger is asked to trust with a card,
// and the receipt: one home, so an address change is one edit.
import { BOARD_EMAIL } from './contact.js';
import { madeOnFirstUse } from './dates.js';

/** The association's name, as its e-mails and documents sign it. */
export const HOA_NAME = 'Lakeside HOA';

export const ASSOCIATION_IDENTITY = {
  name: HOA_NAME,
  fullName: 'Lakeside Homeowners Association',
  address: ['Lakeside Clubhouse', '1 Lakeshore Drive', 'Lakeside, TN 37122'],
  email: BOARD_EMAIL,
  phone: '(615) 555-0142',
  officeHours: 'Tuesdays and Thursdays, 9 AM–1 PM, at the clubhouse',
} as const;

/** The association's address on one line, for a receipt or a page's foot. */
export function associationAddressLine(): string {
  return ASSOCIATION_IDENTITY.address.join(', ');
}

/**
 * The association's time zone: dates the server writes for people (an e-mail's "Paid on") are
 * the neighbourhood's dates, not UTC's, which would date an evening payment tomorrow. The
 * product's addresses default to Tennessee (the registration form's state), and the lake's
 * board keeps Central time (docs/decisions/email.md, "Dates are in the association's time
 * zone").
 */
export const HOA_TIME_ZONE = 'America/Chicago';

const longDate = madeOnFirstUse(
  () => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: HOA_TIME_ZONE }),
);

/** 'November 25, 2026': a day as the association names it. */
export function formatHoaDate(date: Date): string {
  return longDate().format(date);
}
