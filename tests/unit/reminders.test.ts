// Reminders: the once-in-7-days rule (28 for the monthly run), the days since a
// reminder as the page says them, the ids that make a reminder once-only, and the page's
// Reminders column and CSV.
import {
  REMINDER_LIMITS,
  REMINDER_TEXTS,
  daysSinceReminder,
  remindedAgo,
  reminderAllowed,
  reminderId,
  reminderMailId,
} from '@lakeside/domain';
import { describe, expect, it } from 'vitest';
import {
  lateAccountsCsv,
  lateRows,
  reminderStatus,
  withReminder,
} from '../../web/src/features/delinquency/model/lateRows';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-25T18:00:00Z');

describe('the reminder rule', () => {
  it('allows a reminder when never sent, or 7 full days after the last', () => {
    expect(reminderAllowed(null, NOW, REMINDER_LIMITS.minDays)).toBe(true);
    expect(reminderAllowed(NOW - 7 * DAY_MS, NOW, 7)).toBe(true);
    expect(reminderAllowed(NOW - 7 * DAY_MS + 1, NOW, 7)).toBe(false);
    expect(reminderAllowed(NOW - 3 * DAY_MS, NOW, 7)).toBe(false);
    expect(reminderAllowed(NOW, NOW, 7)).toBe(false);
  });

  it('lets the monthly run wait 28 days', () => {
    expect(REMINDER_LIMITS).toEqual({ minDays: 7, scheduledMinDays: 28 });
    expect(reminderAllowed(NOW - 10 * DAY_MS, NOW, REMINDER_LIMITS.scheduledMinDays)).toBe(false);
    expect(reminderAllowed(NOW - 28 * DAY_MS, NOW, REMINDER_LIMITS.scheduledMinDays)).toBe(true);
  });

  it('counts whole days since a reminder and says them', () => {
    expect(daysSinceReminder(NOW - 3 * DAY_MS - 5, NOW)).toBe(3);
    expect(daysSinceReminder(NOW - DAY_MS + 1, NOW)).toBe(0);
    expect(daysSinceReminder(NOW + 1000, NOW)).toBe(0); // a clock a little ahead
    expect(remindedAgo(0)).toBe('Reminded today');
    expect(remindedAgo(1)).toBe('Reminded 1 day ago');
    expect(remindedAgo(3)).toBe('Reminded 3 days ago');
  });

  it('names a reminder and its e-mail by the account and its count of reminders', () => {
    expect(reminderId('demo-14-lakeshore', 2)).toBe('demo-14-lakeshore-2');
    expect(reminderMailId('demo-14-lakeshore', 2)).toBe('reminder-demo-14-lakeshore-2');
  });

  it('says the preview in the issue’s words, singular when one', () => {
    expect(REMINDER_TEXTS.previewTitle(3, 2)).toBe('Send reminders to 3 owners of 2 accounts?');
    expect(REMINDER_TEXTS.previewTitle(1, 1)).toBe('Send reminders to 1 owner of 1 account?');
    expect(REMINDER_TEXTS.skippedWithoutEmail(1)).toBe(
      '1 late account has no owner with an e-mail address: print its notice from Paper Notices.',
    );
    expect(REMINDER_TEXTS.skippedWithoutEmail(2)).toBe(
      '2 late accounts have no owner with an e-mail address: print their notices from Paper Notices.',
    );
    expect(REMINDER_TEXTS.confirmAll(2)).toBe('Send 2 Reminders');
    expect(REMINDER_TEXTS.allSent(1)).toBe('1 reminder sent');
  });
});

describe('the page’s Reminders column and CSV', () => {
  const address = { streetAddress: '9 Cove Ln', city: 'Lakeside', state: 'TN', zipCode: '37013' };
  const [never, reminded] = lateRows(
    [
      { propertyId: 'a', property: address, yearsOwed: ['2025'], balanceCents: 16000 },
      {
        propertyId: 'b',
        property: address,
        yearsOwed: ['2025'],
        balanceCents: 16000,
        remindedAt: { toMillis: () => NOW - 3 * DAY_MS },
        remindersSent: 2,
      },
    ],
    { rates: {}, dueDates: {} },
    '2026-11-25',
  );

  it('shows none sent with the button open, or the count and when with the button shut', () => {
    expect(reminderStatus(never!, NOW)).toEqual({ label: 'None sent', allowed: true });
    expect(reminderStatus(reminded!, NOW)).toEqual({ label: '2 sent · Reminded 3 days ago', allowed: false });
    expect(reminderStatus(reminded!, NOW + 4 * DAY_MS)).toMatchObject({ allowed: true });
  });

  it('puts a reminder sent from the page on its row', () => {
    const after = withReminder(never!, { remindedAtMs: NOW, remindersSent: 1 });
    expect(reminderStatus(after, NOW)).toEqual({ label: '1 sent · Reminded today', allowed: false });
  });

  it('exports how many reminders and the last one’s time', () => {
    const lines = lateAccountsCsv([never!, reminded!], new Map()).split('\r\n');
    expect(lines[0]).toMatch(/,"Reminders Sent","Last Reminder"$/);
    expect(lines[1]).toMatch(/,"0",""$/);
    expect(lines[2]).toMatch(new RegExp(`,"2","${new Date(NOW - 3 * DAY_MS).toISOString()}"$`));
  });
});
