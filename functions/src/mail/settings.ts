import { COLLECTIONS } from '@lakeside/domain';
import { defineInt, defineSecret, defineString } from 'firebase-functions/params';
import type { SenderSettings } from './deliverMail.js';
import { paceOf } from './sendingPace.js';

/**
 * The SMTP server every e-mail goes through, as a URL with its login:
 * smtps://user:password@smtp.example.com:465. A secret (`firebase functions:secrets:set
 * SMTP_URL`); on the emulators functions/.secret.local, which the functions build points at the
 * mail catcher (scripts/mail-catcher.mjs).
 */
export const smtpUrl = defineSecret('SMTP_URL');

// The two addresses below are params, set in functions/.env (committed: they are the
// association's, not secrets), which deploys and the emulators both read.

/** Who the e-mails come from: an address the SMTP server may send as. */
export const mailFrom = defineString('MAIL_FROM', {
  description: 'The From of every e-mail, e.g. "Lakeside HOA <no-reply@lakesidehoa.org>"',
});

/** Where answers to the association's e-mails go, unless an e-mail names its own (a contact copy). */
export const mailReplyTo = defineString('MAIL_REPLY_TO', {
  description: "The board's address, where answers to a receipt or a notice go",
});

/**
 * How many e-mails a minute leave for the SMTP server, a little under what it takes (Microsoft
 * 365: 30; Google Workspace's relay and the sending services allow more): every sender keeps to
 * it together (sendingPace.ts).
 * 0 sends as fast as they come, as on the emulators, whose mail catcher takes any pace.
 */
export const mailRatePerMinute = defineInt('MAIL_RATE_PER_MINUTE', {
  description: 'How many e-mails a minute leave for the SMTP server; 0 for no limit',
  default: 25,
});

/** The sender's settings from the params and the secret (read at run time only). */
export function senderSettings(): SenderSettings {
  return {
    smtpUrl: smtpUrl.value(),
    from: mailFrom.value(),
    replyTo: mailReplyTo.value(),
    pace: paceOf(mailRatePerMinute.value(), COLLECTIONS.mailSlots),
  };
}

/** The sentence a document gets when no SMTP server is configured. */
export const SMTP_NOT_CONFIGURED =
  'No SMTP server is configured: set the SMTP_URL secret (firebase functions:secrets:set SMTP_URL) to a URL like smtps://user:password@host:465 and deploy the functions again.';
