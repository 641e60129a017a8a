import {
  REMINDER_LIMITS,
  reminderAllowed,
  type AuditActor,
  type RemindAllAnswer,
  type RemindersPreview,
  type ReminderTrigger,
} from '@lakeside/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { logError, logEvent } from '../shared/logs.js';
import { runJob } from '../shared/jobRuns.js';
import { ownerEmails, reachable as canEmail } from '../shared/ownerEmails.js';
import { lateAccountsOn, type LateAccountFacts } from './lateAccounts.js';
import { remindAccount } from './remindAccount.js';

/** Reminders sent at once: each is a small transaction, and ten at once is this machine's limit. */
const AT_ONCE = 5;

/** What Remind All Late would send now (its preview dialog). */
export async function previewReminders(db: Firestore, now: Date): Promise<RemindersPreview> {
  const late = await lateAccountsOn(db, now);
  const due = late.filter((a) => reminderAllowed(a.remindedAtMs, now.getTime(), REMINDER_LIMITS.minDays));
  const emails = await ownerEmails(
    db,
    due.flatMap((a) => a.ownerUids),
  );
  const reachable = due.filter((a) => canEmail(a.ownerUids, emails));
  const owners = new Set(reachable.flatMap((a) => a.ownerUids.flatMap((uid) => emails.get(uid) ?? [])));
  return {
    accounts: reachable.length,
    owners: owners.size,
    recentlyReminded: late.length - due.length,
    withoutEmail: due.filter((a) => !canEmail(a.ownerUids, emails)).map((a) => a.late.addressLine),
  };
}

export interface RemindAllRequest {
  actor: AuditActor | null;
  trigger: Extract<ReminderTrigger, 'all' | 'schedule'>;
  /** 7 from the page, 28 for the monthly run */
  minDays: number;
  now: Date;
}

/**
 * Reminds every account late today and not reminded within `minDays`: Remind All Late and the
 * monthly run, as one job (shared/jobRuns.ts: one run at a time, in chunks, its progress on
 * jobRuns/remindAllLate). Each account is decided again in its own transaction
 * (remindAccount), so a run started again, or beside a row's Send Reminder, reminds each
 * account once; a reminder that fails is counted, logged and left for the next run.
 */
export async function remindAllLate(db: Firestore, request: RemindAllRequest): Promise<RemindAllAnswer> {
  const answer = await runJob(
    db,
    {
      kind: 'remindAllLate',
      actor: request.actor,
      zero: { reminded: 0, recipients: 0, skipped: 0, failed: 0, withoutEmail: 0 },
    },
    () => lateAccountsOn(db, request.now),
    (late) => remindChunk(db, request, late),
  );
  logEvent('reminders.run', { trigger: request.trigger, ...answer });
  return answer;
}

/** One chunk of the late accounts: those reminded within `minDays` are skipped, the rest reminded. */
async function remindChunk(
  db: Firestore,
  { actor, trigger, minDays, now }: RemindAllRequest,
  late: readonly LateAccountFacts[],
): Promise<RemindAllAnswer> {
  const due = late.filter((a) => reminderAllowed(a.remindedAtMs, now.getTime(), minDays));
  const answer: RemindAllAnswer = {
    reminded: 0,
    recipients: 0,
    skipped: late.length - due.length,
    failed: 0,
    withoutEmail: 0,
  };
  let next = 0;
  const worker = async () => {
    while (next < due.length) {
      const { propertyId } = due[next++]!.late;
      try {
        const outcome = await remindAccount(db, { propertyId, actor, trigger, minDays, now });
        if (outcome.sent) {
          answer.reminded++;
          answer.recipients += outcome.recipients;
        } else {
          answer.skipped++;
          if (outcome.reason === 'noEmail') answer.withoutEmail++;
        }
      } catch (error) {
        answer.failed++;
        logError('reminders.failed', error, { propertyId, trigger });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, due.length) }, worker));
  return answer;
}
