import { onSchedule } from 'firebase-functions/v2/scheduler';
import { adminDb } from '../shared/admin.js';
import { senderSettings, smtpUrl } from './settings.js';
import { sweepMail } from './sweepMail.js';

/**
 * Every minute: the e-mails waiting to be tried again or for a sending slot, and any a sender
 * left mid-attempt, are taken up (sweepMail), at the pace, for about 50 seconds. A thin caller:
 * the emulators cannot fire schedules (no Pub/Sub emulator), so the tests call sweepMail directly.
 */
export const mailSweep = onSchedule(
  { schedule: 'every 1 minutes', secrets: [smtpUrl], timeoutSeconds: 120, retryCount: 1 },
  async () => {
    await sweepMail(adminDb(), senderSettings());
  },
);
