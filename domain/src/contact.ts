import * as z from 'zod/mini';

// The landing page's contact form (spec §2, §5): every field required, the email email-shaped.
// The spec gives no texts for this form, so the messages say plainly what to fix. zod/mini
// rather than the classic API: the same rules at a fraction of the size, on the page whose
// bundle has a budget.

function requiredText(message: string, max: number, label: string) {
  return z
    .string()
    .check(z.trim(), z.minLength(1, message), z.maxLength(max, `${label} must be at most ${max} characters`));
}

export const contactSchema = z.object({
  firstName: requiredText('First name is required', 100, 'First name'),
  lastName: requiredText('Last name is required', 100, 'Last name'),
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Email is required'),
      z.email('Enter a valid email address'),
      z.maxLength(255, 'Email must be at most 255 characters'),
    ),
  propertyAddress: requiredText('Property address is required', 255, 'Property address'),
  subject: requiredText('Subject is required', 200, 'Subject'),
  message: requiredText('Message is required', 2000, 'Message'),
});

export type ContactMessage = z.infer<typeof contactSchema>;

export const EMPTY_CONTACT_MESSAGE: ContactMessage = {
  firstName: '',
  lastName: '',
  email: '',
  propertyAddress: '',
  subject: '',
  message: '',
};

// Issue 12: the form reaches the board. The sendContactMessage callable stores the message
// (contactMessages/{id}, read by the board on its Messages page) and queues an e-mail to the
// board (mail/{id}, the Trigger Email extension's format), both server-written.

/** Where the board's copy of each message goes (also the landing page's contact address). */
export const BOARD_EMAIL = 'board@lakesidehoa.org';

/** Messages one sender (by e-mail address) may send in one window: a person, not a script. */
export const CONTACT_RATE_LIMIT = { messages: 3, windowMs: 60 * 60 * 1000 } as const;

export const CONTACT_MESSAGES = {
  sendFailed: 'Your message could not be sent. Please try again in a moment, or write to the board by email.',
  tooMany:
    'You have already sent 3 messages in the last hour. Please wait a little before sending another, or call the office.',
  notAdmin: 'Admin access required',
  signInRequired: 'You must be logged in to manage messages',
  messageRequired: 'A message is required',
  messageInvalid: 'That is not a valid message',
  messageNotFound: 'This message does not exist',
  statusInvalid: 'Status must be new or done',
  statusFailed: 'Failed to update the message',
  loadFailed: 'Failed to load messages',
  markedDone: 'Marked as done',
  reopened: 'Marked as new again',
  empty: 'No messages yet.',
} as const;

/**
 * What the form sends: the six fields, and `website`, a field people never see (a honeypot).
 * A bot that fills every field fills it too; the callable then answers as if sent and stores
 * nothing.
 */
export const contactRequestSchema = z.extend(contactSchema, {
  website: z.optional(z.string().check(z.maxLength(500))),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

export interface SendContactMessageAnswer {
  ok: true;
}

export const CONTACT_STATUSES = ['new', 'done'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** contactMessages/{id}: one message to the board, as sent, and where the board is with it. */
export interface ContactMessageRecord<Time = unknown> extends ContactMessage {
  status: ContactStatus;
  createdAt: Time;
  /** who marked it done or new again, and when; null until then */
  handledBy: string | null;
  handledAt: Time | null;
}

export interface SetContactMessageStatusRequest {
  messageId: string;
  status: ContactStatus;
}
export interface SetContactMessageStatusAnswer {
  changed: boolean;
}
