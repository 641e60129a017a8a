import { COLLECTIONS } from '@lakeside/domain';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { logError } from '../shared/logs.js';
import { deliverMail } from './deliverMail.js';
import { senderSettings, smtpUrl } from './settings.js';

/**
 * Sends each e-mail the product queues (mail/{id}: receipts, the board's copies of contact
 * messages) through SMTP, the same code on the emulators (into the mail catcher) and in
 * production. Takes the place of the Trigger Email extension, whose document format it keeps:
 * do not install both on this collection (README, Deploy).
 *
 * Nothing is thrown: every outcome, failures included, is recorded on the document
 * (deliverMail.ts), and a retried event could only find the document already claimed.
 */
export const sendMail = onDocumentCreated(
  { document: `${COLLECTIONS.mail}/{mailId}`, secrets: [smtpUrl], timeoutSeconds: 300, retry: false },
  async (event) => {
    if (!event.data) return;
    try {
      await deliverMail(event.data.ref, senderSettings());
    } catch (error) {
      logError('mail.deliveryCrashed', error, { mailId: event.params.mailId });
    }
  },
);
