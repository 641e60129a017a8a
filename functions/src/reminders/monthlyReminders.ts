import { HOA_TIME_ZONE, REMINDER_LIMITS } from '@lakeside/domain';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { adminDb } from '../shared/admin.js';
import { remindAllLate } from './remindAll.js';

/**
 * The 1st of each month, 9:00 in the association's time zone: every late account not reminded
 * in the last 28 days gets a reminder, through the same service as Remind All Late. A thin
 * caller: the emulators here cannot fire schedules (no Pub/Sub emulator), so the tests call
 * remindAllLate with the monthly settings directly.
 */
export const monthlyReminders = onSchedule(
  // a run that fails is tried again: it is safe, as no account is reminded twice in 28 days
  { schedule: '0 9 1 * *', timeZone: HOA_TIME_ZONE, timeoutSeconds: 540, retryCount: 3 },
  async () => {
    await remindAllLate(adminDb(), {
      actor: null,
      trigger: 'schedule',
      minDays: REMINDER_LIMITS.scheduledMinDays,
      now: new Date(),
    });
  },
);
