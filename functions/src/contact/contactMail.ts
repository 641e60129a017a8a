import { BOARD_EMAIL, singleLine, type ContactMessage } from '@lakeside/domain';

/** The board's copy of a contact message, in the Trigger Email extension's format (mail/{id}). */
export interface ContactMail {
  to: string;
  /** answering the e-mail answers the resident */
  replyTo: string;
  message: { subject: string; text: string };
}

export function contactMail(message: ContactMessage): ContactMail {
  return {
    to: BOARD_EMAIL,
    replyTo: message.email,
    message: {
      // on one line even if a message reached here unparsed: a CR/LF would start a header
      subject: `Contact form: ${singleLine(message.subject)}`,
      text: [
        `From: ${message.firstName} ${message.lastName} <${message.email}>`,
        `Property: ${message.propertyAddress}`,
        '',
        message.message,
        '',
        'Sent with the contact form of the Lakeside HOA website. The website promises a reply within 24 hours.',
      ].join('\n'),
    },
  };
}
