import type { Timestamp } from 'firebase-admin/firestore';

// A mail/{id} document: the Trigger Email extension's format (DESIGN.md §10), which every
// e-mail of the product is queued in, and the delivery record the sender writes on it.

/** What a feature queues: one e-mail, rendered (templates/), to one or more people. */
export interface MailDocument {
  to: string | string[];
  cc?: string | string[];
  /** answering the e-mail answers this address (else the board's: settings.ts) */
  replyTo?: string;
  message: { subject: string; text: string; html?: string };
}

/**
 * The extension's states, and one of ours. PENDING: not sent yet (queued, or waiting, until its
 * lease runs out, to be tried again after a transient failure); PROCESSING: an attempt is under
 * way and may have reached the server; SUCCESS and ERROR are final (ERROR until the board resends
 * it: undelivered.ts); DISMISSED: an ERROR the board set aside, kept, never sent.
 */
export type DeliveryState = 'PENDING' | 'PROCESSING' | 'SUCCESS' | 'ERROR' | 'DISMISSED';

/** The states in which nothing more is sent. */
export const FINAL_DELIVERY_STATES: readonly DeliveryState[] = ['SUCCESS', 'ERROR', 'DISMISSED'];

export interface MailDelivery {
  state: DeliveryState;
  /** SMTP attempts made so far */
  attempts: number;
  /** sendings so far (each a few quick attempts), which set the next wait */
  rounds?: number;
  startTime: Timestamp;
  endTime: Timestamp | null;
  /** until when the sender holding this document may still be working on it */
  leaseExpireTime: Timestamp | null;
  /** why the last attempt failed, or why the document cannot be sent */
  error: string | null;
  info: { messageId: string; accepted: string[]; rejected: string[]; response: string } | null;
}

/** A document the sender can send: recipients as lists, the message checked. */
export interface OutgoingMail {
  to: string[];
  cc: string[];
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
}

export type ParsedMail = { ok: true; mail: OutgoingMail } | { ok: false; reason: string };

// An address as a mail server takes it: one local part, one domain with a dot, nothing that
// would let a value smuggle a second address or a header in.
const ADDRESS = /^[^\s@<>()[\],;:"\\]+@[^\s@<>()[\],;:"\\]+\.[^\s@<>()[\],;:"\\]+$/;
const MAX_ADDRESS_LENGTH = 254;
/** a header line's limit (RFC 5322) */
const MAX_SUBJECT_LENGTH = 998;
const MAX_RECIPIENTS = 50;
/** fields of the extension's format this sender does not do: refused, never half-honoured */
const UNSUPPORTED_FIELDS = ['toUids', 'ccUids', 'bcc', 'bccUids', 'from', 'template', 'attachments'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function addresses(value: unknown, field: string): string[] | string {
  const list = typeof value === 'string' ? [value] : value;
  const wrong = `'${field}' must be an e-mail address or a list of them.`;
  if (!Array.isArray(list)) return wrong;
  for (const address of list) {
    if (typeof address !== 'string' || address.length > MAX_ADDRESS_LENGTH || !ADDRESS.test(address)) {
      return wrong;
    }
  }
  return list as string[];
}

/** Reads a mail/ document as the sender needs it, or says in one sentence why it cannot be sent. */
export function parseMailDocument(data: unknown): ParsedMail {
  if (!isRecord(data)) return { ok: false, reason: 'The document is empty.' };
  const unsupported = UNSUPPORTED_FIELDS.filter((field) => field in data);
  if (unsupported.length > 0) {
    return { ok: false, reason: `This sender does not support '${unsupported.join("', '")}'.` };
  }
  const to = addresses(data.to, 'to');
  if (typeof to === 'string') return { ok: false, reason: to };
  const cc = data.cc === undefined ? [] : addresses(data.cc, 'cc');
  if (typeof cc === 'string') return { ok: false, reason: cc };
  if (to.length === 0) return { ok: false, reason: "'to' names nobody." };
  if (to.length + cc.length > MAX_RECIPIENTS) {
    return { ok: false, reason: `An e-mail goes to at most ${MAX_RECIPIENTS} people.` };
  }
  const replyTo = data.replyTo === undefined ? null : data.replyTo;
  if (replyTo !== null && (typeof replyTo !== 'string' || !ADDRESS.test(replyTo))) {
    return { ok: false, reason: "'replyTo' must be one e-mail address." };
  }
  const message = data.message;
  if (!isRecord(message)) return { ok: false, reason: "'message' must hold the subject and the text." };
  const { subject, text, html } = message;
  if (typeof subject !== 'string' || subject.trim() === '') {
    return { ok: false, reason: "'message.subject' is missing." };
  }
  // a CR/LF would end the Subject header and start another
  if (/[\r\n]/.test(subject) || subject.length > MAX_SUBJECT_LENGTH) {
    return {
      ok: false,
      reason: `'message.subject' must be one line of at most ${MAX_SUBJECT_LENGTH} characters.`,
    };
  }
  if (typeof text !== 'string' || text.trim() === '') {
    return { ok: false, reason: "'message.text' is missing: every e-mail has a plain-text body." };
  }
  if (html !== undefined && typeof html !== 'string') {
    return { ok: false, reason: "'message.html' must be text." };
  }
  return { ok: true, mail: { to, cc, replyTo, subject, text, html: html ?? null } };
}
