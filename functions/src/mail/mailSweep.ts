import { onSchedule } from 'firebase-functions/v2/scheduler';
import { adminDb } from '../shared/admin.js';
import { mailFrom, mailReplyTo, smtpUrl } from './settings.js';
import { sweepMail } from './sweepMail.js';

/**
 * Every five minutes: the e-mails waiting to be tried again, and any a sender left mid-attempt,
 * are taken up (sweepMail). A thin caller: the emulators cannot fire schedules (no Pub/Sub
 * emulator), so the tests call sweepMail directly.
 */
export const mailSweep = onSchedule(
  { schedule: 'every 5 minutes', secrets: [smtpUrl], timeoutSeconds: 300, retryCount: 1 },
  async () => {
    await sweepMail(adminDb(), {
      smtpUrl: smtpUrl.value(),
      from: mailFrom.value(),
      replyTo: mailReplyTo.value(),
    });
  },
);
