import type { MailDocument } from '../mailDocument.js';
import { MAIL_TEXTS } from '../texts.js';
import { renderEmail } from './layout.js';

/**
 * A registrant's verification link, sent again by the board (mail/{verificationMailId}): the link Firebase Auth made, in the association's own e-mail.
 */
export function verificationMail(to: string, verifyUrl: string): MailDocument {
  const texts = MAIL_TEXTS.verification;
  return {
    to,
    message: renderEmail({
      subject: texts.subject,
      heading: texts.heading,
      intro: [texts.intro],
      details: [],
      action: { label: texts.action, url: verifyUrl },
      footer: [texts.footer],
    }),
  };
}
