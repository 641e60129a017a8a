import { BOARD_EMAIL, singleLine, type ContactMessage } from '@lakeside/domain';
import type { MailDocument } from '../mailDocument.js';
import { MAIL_TEXTS } from '../texts.js';
import { renderEmail } from './layout.js';

/**
 * The board's copy of a contact message (mail/contact-{id}): answering it answers the resident
 * (replyTo), and its button opens the board's Messages page (`messagesUrl`).
 */
export function contactCopyMail(message: ContactMessage, messagesUrl: string): MailDocument {
  const texts = MAIL_TEXTS.contactCopy;
  const name = `${message.firstName} ${message.lastName}`;
  // on one line even if a message reached here unparsed: a CR/LF would start a header
  const subject = singleLine(message.subject);
  return {
    to: BOARD_EMAIL,
    replyTo: message.email,
    message: renderEmail({
      subject: texts.subject(subject),
      heading: texts.heading,
      intro: [texts.intro(name)],
      details: [
        [texts.labels.from, `${name} <${message.email}>`],
        [texts.labels.property, message.propertyAddress],
        [texts.labels.subject, subject],
      ],
      quote: message.message,
      action: { label: texts.action, url: messagesUrl },
      footer: [texts.footer(message.firstName)],
    }),
  };
}
