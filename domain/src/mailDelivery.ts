// E-mails not delivered: what the board's page and the desk's count say, and what the board's
// callables take and answer. The sender (functions/src/mail) tries each e-mail for a day; what it
// could not deliver then, or what a mail server refused for good, waits here for the board.
import { z } from 'zod';
import { documentId } from './idSchemas.js';

/** How many of the newest e-mails not delivered the page shows (the count counts them all). */
export const UNDELIVERED_MAIL_SHOWN = 200;

/** One e-mail not delivered, as the board's page shows it: never its body (links, receipts). */
export interface UndeliveredMail {
  id: string;
  to: string[];
  subject: string;
  /** the mail server's last answer, or why the e-mail could not be sent at all */
  reason: string;
  attempts: number;
  /** when the sender gave up (ms since the epoch) */
  failedAtMs: number | null;
}

export interface ListUndeliveredMailAnswer {
  mails: UndeliveredMail[];
  /** every e-mail not delivered, also those beyond the page's first UNDELIVERED_MAIL_SHOWN */
  total: number;
}

export interface CountUndeliveredMailAnswer {
  count: number;
}

/**
 * What a resend came to: sent; not taken yet and tried again for a day (the server did not
 * answer, or another sender has it); or refused again, with the server's answer.
 */
export type ResendMailAnswer =
  { outcome: 'sent' } | { outcome: 'waiting' } | { outcome: 'refused'; reason: string };

export interface DismissMailAnswer {
  changed: boolean;
}

export const MAIL_DELIVERY_TEXTS = {
  title: 'E-mails Not Delivered',
  intro:
    'Receipts, notices and copies the mail server refused, or did not take in a day of trying. Resend one once its cause is fixed, or dismiss it once its news reached the person another way.',
  empty: 'Every e-mail has been delivered.',
  loadFailed: 'Failed to load the e-mails not delivered',
  resend: 'Resend',
  resendFor: (subject: string) => `Resend ${subject}`,
  dismiss: 'Dismiss',
  dismissFor: (subject: string) => `Dismiss ${subject}`,
  sent: 'The e-mail was sent.',
  waiting: 'The mail server has not taken it yet. It will be tried again for a day.',
  refused: (reason: string) => `Not delivered again. The mail server said: ${reason}`,
  resendFailed: 'Failed to resend the e-mail',
  dismissed: 'The e-mail was dismissed. It stays on record, unsent.',
  dismissFailed: 'Failed to dismiss the e-mail',
  notUndelivered: 'This e-mail is not waiting to be resent any more.',
  mailNotFound: 'This e-mail does not exist',
  mailRequired: 'An e-mail is required',
  mailInvalid: 'That is not a valid e-mail',
  signInRequired: 'You must be logged in to manage e-mails',
  notAdmin: 'Admin access required',
  /** the desk's notice, while any e-mail is not delivered */
  deskTitle: (count: number) =>
    count === 1 ? '1 e-mail was not delivered.' : `${count} e-mails were not delivered.`,
  deskLink: 'Review e-mails not delivered',
} as const;

/** resendMail and dismissMail: the one e-mail they act on. */
export const mailIdSchema = z.object({
  mailId: documentId(MAIL_DELIVERY_TEXTS.mailRequired, MAIL_DELIVERY_TEXTS.mailInvalid),
});
export type MailIdRequest = z.infer<typeof mailIdSchema>;
