import {
  COLLECTIONS,
  CONTACT_TEXTS,
  CONTACT_STATUSES,
  type ContactMessageRecord,
  type ContactRequest,
  type ContactStatus,
} from '@lakeside/domain';
import { collection, getDocs, limit, orderBy, query, type Timestamp } from 'firebase/firestore';
import { callFunction } from '@/lib/firebase/callable';
import { callableErrorMessage } from '@/lib/firebase/callableErrors';
import {
  oneOfField,
  readOnlyConverter,
  textField,
  textOrNullField,
  timeField,
} from '@/lib/firebase/converters';
import { getDb } from '@/lib/firebase/firestore';

// contactMessages/{id}: the contact form's messages. Written only by the functions
// (sendContactMessage, setContactMessageStatus); the board reads them.

export interface ContactMessageEntry extends ContactMessageRecord<Timestamp | null> {
  id: string;
}

const converter = readOnlyConverter<ContactMessageEntry>('Contact messages', (data, id) => ({
  id,
  firstName: textField(data.firstName),
  lastName: textField(data.lastName),
  email: textField(data.email),
  propertyAddress: textField(data.propertyAddress),
  subject: textField(data.subject),
  message: textField(data.message),
  status: oneOfField(data.status, CONTACT_STATUSES, 'new'),
  createdAt: timeField(data.createdAt),
  handledBy: textOrNullField(data.handledBy),
  handledAt: timeField(data.handledAt),
}));

/** How many of the newest messages the page shows: a year of an HOA's mail, and a bound. */
export const MESSAGES_SHOWN = 500;

/** The newest messages first (the board's Messages page). */
export async function listContactMessages(): Promise<ContactMessageEntry[]> {
  const messages = collection(getDb(), COLLECTIONS.contactMessages).withConverter(converter);
  const snap = await getDocs(query(messages, orderBy('createdAt', 'desc'), limit(MESSAGES_SHOWN)));
  return snap.docs.map((doc) => doc.data());
}

export async function setContactMessageStatus(messageId: string, status: ContactStatus): Promise<void> {
  await callFunction('setContactMessageStatus', { messageId, status });
}

/**
 * The landing page's contact form, sent to the board. Throws an Error whose message is the
 * sentence to show (the server's, e.g. the hourly limit, or CONTACT_TEXTS.sendFailed).
 */
export async function sendContactMessage(request: ContactRequest): Promise<void> {
  try {
    await callFunction('sendContactMessage', request);
  } catch (error) {
    throw new Error(callableErrorMessage(error, CONTACT_TEXTS.sendFailed), { cause: error });
  }
}
