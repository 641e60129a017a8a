// The contact form's constants and records (the schemas are contactSchemas.ts, so the board's
// Messages page, which needs only these, loads no zod).
import type { ContactMessage } from './contactSchemas.js';
import { withinWindow } from './rateLimit.js';

export const EMPTY_CONTACT_MESSAGE: ContactMessage = {
  firstName: '',
  lastName: '',
  email: '',
  propertyAddress: '',
  subject: '',
  message: '',
};

// The form reaches the board. The sendContactMessage callable stores the message
// (contactMessages/{id}, read by the board on its Messages page) and queues an e-mail to the
// board (mail/{id}, the Trigger Email extension's format), both server-written.

/** Where the board's copy of each message goes (also the landing page's contact address). */
export const BOARD_EMAIL = 'board@lakesidehoa.org';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Messages one sender (by e-mail address, contactEmailKey's) may send in one window: a person,
 * not a script.
 */
export const CONTACT_RATE_LIMIT = { messages: 3, windowMs: HOUR_MS } as const;

/**
 * Messages one caller may send in one window, whatever addresses it types: counted by
 * the IP address the function sees, and by the account too when the caller is signed in. Five:
 * a household behind one router writing about a few things still gets through, while a script
 * rotating addresses gets five messages an hour, not one per address.
 */
export const CONTACT_CALLER_LIMIT = { messages: 5, windowMs: HOUR_MS } as const;

/**
 * Messages from one network (an IPv4 /24, an IPv6 /48: one provider's block, often one
 * building) in one window, when the sender is not a signed-in resident: a script rotating the
 * addresses of one block meets this before it can fill everyone's cap. Ten: two households'
 * worth of the caller limit.
 */
export const CONTACT_NETWORK_LIMIT = { messages: 10, windowMs: HOUR_MS } as const;

/**
 * Messages all senders together may send in one window, signed-in residents apart (they have
 * their own allowance: their account's and their address's): what bounds the board's inbox
 * when the callers themselves rotate (many IP addresses, many accounts). Sixty an hour is far
 * above what a community of a few hundred homes writes (a few messages a day), so only a flood
 * reaches it; at its height it still lets through one message a minute, and the sentence sends
 * people to the office's telephone meanwhile.
 */
export const CONTACT_GLOBAL_LIMIT = { messages: 60, windowMs: HOUR_MS } as const;

export const CONTACT_TEXTS = {
  sendFailed: 'Your message could not be sent. Please try again in a moment, or write to the board by email.',
  tooMany:
    'You have already sent 3 messages in the last hour. Please wait a little before sending another, or call the office.',
  callerTooMany: `${CONTACT_CALLER_LIMIT.messages} messages have already been sent from your connection in the last hour. Please wait a little before sending another, or call the office.`,
  networkTooMany:
    'Many messages have been sent from your network in the last hour. Please wait a little before sending another, sign in, or call the office.',
  boardBusy:
    'The board has received an unusual number of messages in the last hour. Please try again later, or call the office.',
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

/**
 * The sender's address as the per-address limit counts it: trimmed, lower-case, and without a
 * `+tag` in the local part (ada+1@example.com and Ada+2@example.com are ada@example.com), so
 * tags do not make one person many senders.
 */
export function contactEmailKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const local = address.slice(0, at);
  const plus = local.indexOf('+');
  // "+x@…" (a tag and nothing before it) stays as typed: there is no address left to count
  return plus > 0 ? `${local.slice(0, plus)}${address.slice(at)}` : address;
}

/**
 * The counts a message must fit in, each as its messages' times (epoch ms). A signed-in
 * resident's message is counted by its address and account only; anyone else's also by its
 * network's and everyone's.
 */
export interface ContactCounts {
  /** the address's (CONTACT_RATE_LIMIT) */
  address: readonly number[];
  /** the caller's: its IP address's or its account's, or both (CONTACT_CALLER_LIMIT) */
  callers: readonly (readonly number[])[];
  /** its network's, when its IP address has one (CONTACT_NETWORK_LIMIT) */
  network?: readonly number[];
  /** everyone's but the residents' (CONTACT_GLOBAL_LIMIT) */
  everyone?: readonly number[];
}

/**
 * Which limit a new message at `now` would go over, as the key of its sentence in CONTACT_TEXTS,
 * or null if it may be sent. The narrowest first, so a sender hears about what they can change.
 */
export function contactLimitReached(
  counts: ContactCounts,
  now: number,
): 'tooMany' | 'callerTooMany' | 'networkTooMany' | 'boardBusy' | null {
  const full = (sent: readonly number[] | undefined, limit: { messages: number; windowMs: number }) =>
    sent !== undefined && withinWindow(sent, now, limit.windowMs).length >= limit.messages;
  if (full(counts.address, CONTACT_RATE_LIMIT)) return 'tooMany';
  if (counts.callers.some((sent) => full(sent, CONTACT_CALLER_LIMIT))) return 'callerTooMany';
  if (full(counts.network, CONTACT_NETWORK_LIMIT)) return 'networkTooMany';
  if (full(counts.everyone, CONTACT_GLOBAL_LIMIT)) return 'boardBusy';
  return null;
}

/**
 * The network an IP address belongs to, as the network limit counts it: `a.b.c.0/24` for IPv4
 * (an IPv4-mapped IPv6 address too), the first 48 bits for IPv6. Null for anything else (the
 * emulator's 'unknown'), whose callers already share one count.
 */
export function contactNetworkOf(ip: string): string | null {
  const address = ip.trim().toLowerCase().split('%')[0]!;
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(address);
  if (v4) {
    const octets = v4.slice(1).map(Number);
    return octets.every((octet) => octet <= 255) ? `${octets.slice(0, 3).join('.')}.0/24` : null;
  }
  const groups = ipv6Groups(address);
  return groups ? `${groups.slice(0, 3).join(':')}::/48` : null;
}

/** An IPv6 address's eight groups, `::` expanded and leading zeros dropped; null if it is none. */
function ipv6Groups(address: string): string[] | null {
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const part = (text: string | undefined) => (text ? text.split(':') : []);
  const head = part(halves[0]);
  const tail = part(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 1 ? 0 : missing).fill('0'), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => parseInt(group, 16).toString(16));
}
