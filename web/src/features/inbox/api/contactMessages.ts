import {
  COLLECTIONS,
  CONTACT_MESSAGES,
  CONTACT_STATUSES,
  type ContactMessageRecord,
  type ContactRequest,
  type ContactStatus,
} from '@lakeside/domain';
import {
  collection,
  getDocs,
  limit,
  orderBy,
  query,
  type FirestoreDataConverter,
  type Timestamp,
} from 'firebase/firestore';
import { callFunction } from '@/lib/firebase/callable';
import { callableErrorMessage } from '@/lib/firebase/callableErrors';
import { getDb } from '@/lib/firebase/firestore';

// contactMessages/{id} (issue 12): the contact form's messages. Written only by the functions
// (sendContactMessage, setContactMessageStatus); the board reads them.

export interface ContactMessageEntry extends ContactMessageRecord<Timestamp | null> {
  id: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

const converter: FirestoreDataConverter<ContactMessageEntry> = {
  toFirestore: () => {
    throw new Error('contact messages are written only by the functions');
  },
  fromFirestore: (snapshot, options) => {
    const data = snapshot.data({ serverTimestamps: 'estimate', ...options });
    return {
      id: snapshot.id,
      firstName: text(data.firstName),
      lastName: text(data.lastName),
      email: text(data.email),
      propertyAddress: text(data.propertyAddress),
      subject: text(data.subject),
      message: text(data.message),
      status: CONTACT_STATUSES.includes(data.status as ContactStatus)
        ? (data.status as ContactStatus)
        : 'new',
      createdAt: (data.createdAt as Timestamp | undefined) ?? null,
      handledBy: typeof data.handledBy === 'string' ? data.handledBy : null,
      handledAt: (data.handledAt as Timestamp | undefined) ?? null,
    };
  },
};

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
 * sentence to show (the server's, e.g. the hourly limit, or CONTACT_MESSAGES.sendFailed).
 */
export async function sendContactMessage(request: ContactRequest): Promise<void> {
  try {
    await callFunction('sendContactMessage', request);
  } catch (error) {
    throw new Error(callableErrorMessage(error, CONTACT_MESSAGES.sendFailed), { cause: error });
  }
}
