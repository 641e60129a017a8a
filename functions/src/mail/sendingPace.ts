import { EXPIRING_COLLECTIONS } from '@lakeside/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { expiresAfter } from '../shared/expiry.js';

// The pace every e-mail is sent at, across every instance of every sender (the trigger, the
// sweep, a resend): a mailbox provider refuses what comes faster than it allows (Microsoft 365:
// 30 messages a minute), and a billing run queues a notice per owner at once.
//
// Time is cut into slots, one message apart (a minute over the rate: 2 s at 30 a minute); a
// slot is a document (slots/{its start in ms}) that one sender creates, and a create fails for
// everyone else, so each slot sends at most one message, whichever instance asks. A sender
// starts its message when its slot begins, never before: any stretch of the pace's length holds
// at most the pace's number of starts. A slot no sender took is simply not used.

/** At most `messages` e-mails begin in any `perMs`; the slots kept in `collection`. */
export interface SendingPace {
  messages: number;
  perMs: number;
  /** mailSlots, or a test's own */
  collection: string;
}

/** gRPC ALREADY_EXISTS: the slot is another sender's */
const ALREADY_EXISTS = 6;

/** The pace for MAIL_RATE_PER_MINUTE; none (send at once) for 0, as on the emulators. */
export function paceOf(perMinute: number, collection: string): SendingPace | null {
  if (!Number.isFinite(perMinute) || perMinute <= 0) return null;
  return { messages: perMinute, perMs: 60_000, collection };
}

/** The time between two slots. */
export function slotMs(pace: SendingPace): number {
  return pace.perMs / pace.messages;
}

export interface SlotSearch {
  /** no slot beginning later than this from now is asked for */
  waitUpToMs: number;
  /** at most this many slots are asked for, the first free one taken */
  tries: number;
}

/**
 * Takes the first free slot beginning within the search's wait, waits for it to begin and
 * answers true; false, having waited for nothing, when every slot asked for was taken.
 */
export async function waitForSendingSlot(
  db: Firestore,
  pace: SendingPace,
  mailId: string,
  { waitUpToMs, tries }: SlotSearch,
): Promise<boolean> {
  const every = slotMs(pace);
  const now = Date.now();
  const first = Math.ceil(now / every);
  for (let slot = first, tried = 0; tried < tries; slot++, tried++) {
    const startMs = Math.round(slot * every);
    if (tried > 0 && startMs - now > waitUpToMs) break;
    if (await takeSlot(db, pace, startMs, mailId)) {
      const wait = startMs - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      return true;
    }
  }
  return false;
}

/** Takes the slot beginning at `startMs` for one e-mail: false when another sender has it. */
export async function takeSlot(
  db: Firestore,
  pace: SendingPace,
  startMs: number,
  mailId: string,
): Promise<boolean> {
  try {
    await db
      .collection(pace.collection)
      .doc(String(startMs))
      .create({
        mailId,
        startsAt: Timestamp.fromMillis(startMs),
        ...expiresAfter(EXPIRING_COLLECTIONS.mailSlots.keptMs, startMs),
      });
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) return false;
    throw error;
  }
}
