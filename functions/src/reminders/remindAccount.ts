import {
  COLLECTIONS,
  myAccountPath,
  daysSinceReminder,
  formatAddress,
  hoaToday,
  lateAccount,
  agedBalance,
  reminderAllowed,
  reminderId,
  reminderMailId,
  type AuditActor,
  type HoaAccount,
  type ReminderRecord,
  type ReminderTrigger,
} from '@lakeside/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { duesScheduleFrom } from '../duesRates/index.js';
import { queuedMail, reminderMail } from '../mail/index.js';
import { appUrl } from '../shared/appOrigins.js';
import { runTransaction } from '../shared/transactions.js';

export interface ReminderRequest {
  propertyId: string;
  /** the admin who clicked; null for the monthly run */
  actor: AuditActor | null;
  trigger: ReminderTrigger;
  /** the account must not have been reminded within this many days */
  minDays: number;
  now: Date;
}

export type ReminderOutcome =
  | { sent: true; recipients: number; remindedAtMs: number; remindersSent: number }
  | { sent: false; reason: 'notFound' | 'notLate' | 'noEmail' }
  | { sent: false; reason: 'recent'; days: number };

/**
 * One reminder to a late account's owners (DESIGN.md §9), decided and queued in one
 * transaction: the account is read again and must be late today and not reminded within
 * `minDays`; then the e-mail (mail/{reminderMailId}), its record (reminders/{reminderId}) and
 * the account's `remindedAt` and `remindersSent` are written together. Both ids come from the
 * account's count of reminders, so two sends at once cannot both succeed: one creates the
 * documents, the other's transaction runs again and finds the account just reminded.
 */
export function remindAccount(db: Firestore, request: ReminderRequest): Promise<ReminderOutcome> {
  const { propertyId, actor, trigger, minDays, now } = request;
  const accountRef = db.collection(COLLECTIONS.hoaAccounts).doc(propertyId);
  return runTransaction(db, async (tx): Promise<ReminderOutcome> => {
    const snap = await tx.get(accountRef);
    if (!snap.exists) return { sent: false, reason: 'notFound' };
    const account = snap.data() as HoaAccount<Timestamp>;
    const yearsOwed = account.yearsOwed ?? [];

    // the rates and due dates of the years owed only (single documents: a query would lock
    // the collection)
    const rates =
      yearsOwed.length > 0
        ? await tx.getAll(...yearsOwed.map((year) => db.collection(COLLECTIONS.duesRates).doc(year)))
        : [];
    const { rates: ratesTable, dueDates } = duesScheduleFrom(rates);
    const today = hoaToday(now);
    const late = lateAccount(
      {
        propertyId,
        streetAddress: account.property.streetAddress,
        addressLine: formatAddress(account.property),
        yearsOwed,
        balanceCents: account.balanceCents,
      },
      dueDates,
      today,
    );
    if (!late) return { sent: false, reason: 'notLate' };

    const remindedAtMs = account.remindedAt ? account.remindedAt.toMillis() : null;
    if (!reminderAllowed(remindedAtMs, now.getTime(), minDays)) {
      return { sent: false, reason: 'recent', days: daysSinceReminder(remindedAtMs!, now.getTime()) };
    }

    const profiles =
      account.ownerUids.length > 0
        ? await tx.getAll(...account.ownerUids.map((uid) => db.collection(COLLECTIONS.profiles).doc(uid)))
        : [];
    const to = [
      ...new Set(
        profiles
          .map((profile) => profile.get('email') as unknown)
          .filter((e): e is string => !!e && typeof e === 'string'),
      ),
    ];
    if (to.length === 0) return { sent: false, reason: 'noEmail' };

    const sequence = (account.remindersSent ?? 0) + 1;
    const sentAt = Timestamp.fromMillis(now.getTime());
    const mailId = reminderMailId(propertyId, sequence);
    tx.create(
      db.collection(COLLECTIONS.mail).doc(mailId),
      queuedMail(
        reminderMail(to, {
          property: account.property,
          lateYears: late.lateYears,
          oldestDueDate: late.oldestDueDate,
          balanceCents: account.balanceCents,
          aged: agedBalance(account, ratesTable, dueDates, today),
          accountUrl: appUrl(myAccountPath(propertyId)),
        }),
      ),
    );
    const record: ReminderRecord<Timestamp> = {
      propertyId,
      sequence,
      sentAt,
      sentBy: actor,
      trigger,
      recipients: to.length,
      lateYears: late.lateYears,
      balanceCents: account.balanceCents,
      oldestDueDate: late.oldestDueDate,
      mailId,
    };
    tx.create(db.collection(COLLECTIONS.reminders).doc(reminderId(propertyId, sequence)), record);
    tx.update(accountRef, { remindedAt: sentAt, remindersSent: sequence });
    return { sent: true, recipients: to.length, remindedAtMs: now.getTime(), remindersSent: sequence };
  });
}
