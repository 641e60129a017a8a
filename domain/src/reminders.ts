// Reminders to the owners of late accounts. One home for the rule (at
// most one reminder per account in 7 days from the desk, 28 days for the monthly run), the
// ids that make a reminder once-only, and the words the page and the callables say. Which
// accounts are late is delinquency.ts's rule.

const DAY_MS = 24 * 60 * 60 * 1000;

export const REMINDER_LIMITS = {
  /** Send Reminder and Remind All Late: an account is reminded at most once in this many days */
  minDays: 7,
  /** the monthly run (the 1st of each month) skips accounts reminded within this many days */
  scheduledMinDays: 28,
} as const;

/** Who or what sent a reminder: a row's button, Remind All Late, or the monthly run. */
export type ReminderTrigger = 'row' | 'all' | 'schedule';

/** Whole days since a reminder at `remindedAtMs` (0 the same day, 1 after 24 hours...). */
export function daysSinceReminder(remindedAtMs: number, nowMs: number): number {
  return Math.max(0, Math.floor((nowMs - remindedAtMs) / DAY_MS));
}

/** Whether an account last reminded at `remindedAtMs` (null: never) may be reminded now. */
export function reminderAllowed(remindedAtMs: number | null, nowMs: number, minDays: number): boolean {
  return remindedAtMs === null || nowMs - remindedAtMs >= minDays * DAY_MS;
}

/**
 * reminders/{id} and the e-mail's mail/{id}: the account's n-th reminder. The transaction that
 * sends it reads n from the account, so two sends at once name the same documents and only one
 * of them can create them.
 */
export function reminderId(propertyId: string, sequence: number): string {
  return `${propertyId}-${sequence}`;
}
export function reminderMailId(propertyId: string, sequence: number): string {
  return `reminder-${reminderId(propertyId, sequence)}`;
}

/** reminders/{id}: one reminder sent (server-written; the board reads it). */
export interface ReminderRecord<Time = unknown> {
  propertyId: string;
  sequence: number;
  sentAt: Time;
  /** the admin who clicked, or null for the monthly run */
  sentBy: { uid: string; email: string | null } | null;
  trigger: ReminderTrigger;
  /** how many addresses it went to (the addresses are on the mail document) */
  recipients: number;
  lateYears: string[];
  balanceCents: number;
  oldestDueDate: string;
  mailId: string;
}

export interface SendReminderAnswer {
  propertyId: string;
  recipients: number;
  /** epoch ms, as stored on the account (remindedAt) */
  remindedAtMs: number;
  remindersSent: number;
}

export interface RemindersPreview {
  /** accounts that would be reminded, and their owners' distinct addresses */
  accounts: number;
  owners: number;
  /** late accounts left out: reminded in the last 7 days, or no owner with an address */
  recentlyReminded: number;
  /** the street addresses of the late accounts no owner of which has an e-mail address */
  withoutEmail: string[];
}

export interface RemindAllAnswer {
  reminded: number;
  recipients: number;
  /** late accounts not reminded (reminded recently or meanwhile, no address, paid meanwhile) */
  skipped: number;
  /** reminders that failed (logged); sending again reminds only those */
  failed: number;
  /** of the skipped, the late accounts no owner of which has an e-mail address */
  withoutEmail: number;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** 'Reminded today', 'Reminded 1 day ago', 'Reminded 3 days ago'. */
export function remindedAgo(days: number): string {
  if (days === 0) return 'Reminded today';
  return `Reminded ${plural(days, 'day', 'days')} ago`;
}

export const REMINDER_TEXTS = {
  signInRequired: 'You must be logged in to send reminders',
  notAdmin: 'Admin access required',
  sendReminder: 'Send Reminder',
  sending: 'Sending...',
  remindAll: 'Remind All Late',
  previewTitle: (owners: number, accounts: number) =>
    `Send reminders to ${plural(owners, 'owner', 'owners')} of ${plural(accounts, 'account', 'accounts')}?`,
  previewLoading: 'Counting the late accounts...',
  previewText: 'Each account gets one e-mail to its owners with what is owed, since when, and a link to pay.',
  previewRecent: (count: number) =>
    `${plural(count, 'late account was', 'late accounts were')} reminded in the last 7 days and will be skipped.`,
  previewWithoutEmail: (count: number) =>
    `${plural(count, 'late account has', 'late accounts have')} no owner with an e-mail address and will be skipped:`,
  confirmAll: (accounts: number) => `Send ${plural(accounts, 'Reminder', 'Reminders')}`,
  cancel: 'Cancel',
  sent: (recipients: number) => `Reminder sent to ${plural(recipients, 'owner', 'owners')}`,
  allSent: (accounts: number) => `${plural(accounts, 'reminder', 'reminders')} sent`,
  noneDue: 'No late account is due a reminder.',
  someFailed: (count: number) =>
    `${plural(count, 'reminder', 'reminders')} could not be sent. Remind All Late again sends only those.`,
  never: 'None sent',
  count: (sent: number) => `${sent} sent`,
  remindedRecently: (days: number) =>
    `${remindedAgo(days)}: an account is reminded at most once in ${REMINDER_LIMITS.minDays} days`,
  notLate: 'This account is not late',
  noOwnerEmail: 'No owner of this account has an e-mail address',
  accountNotFound: 'This property has no HOA account',
  sendFailed: 'Failed to send the reminder',
  remindAllFailed: 'Failed to send the reminders',
  /** Remind All Late's result: the accounts only a paper notice reaches */
  skippedWithoutEmail: (count: number) =>
    `${plural(count, 'late account has', 'late accounts have')} no owner with an e-mail address: print ${count === 1 ? 'its notice' : 'their notices'} from Paper Notices.`,
  previewFailed: 'Failed to count the late accounts',
} as const;
