// The contact form's constants and records (the schemas are contactSchemas.ts, so the board's
// Messages page, which needs only these, loads no zod: issue 13).
import type { ContactMessage } from './contactSchemas.js';

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

export const CONTACT_TEXTS = {
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
