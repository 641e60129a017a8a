import { COLLECTIONS, EXPIRING_COLLECTIONS } from '@lakeside/domain';
import {
  FieldValue,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { expiresAfter } from '../shared/expiry.js';
import { runTransaction } from '../shared/transactions.js';

/** The Stripe event a change came from, when it came from the webhook. */
export interface StripeEventRef {
  id: string;
  type: string;
}

/** What an event was about (its session, refund or dispute, and our payment if any). */
export type EventSubject = Record<string, unknown>;

/** What came of an event: applied, unmatched, parked, … (read by a person reviewing it). */
export type EventOutcome = Record<string, unknown>;

export function stripeEventDoc(db: Firestore, event: StripeEventRef): DocumentReference {
  return db.collection(COLLECTIONS.stripeEvents).doc(event.id);
}

/**
 * stripeEvents/{eventId}: an event as it was received and what came of it. The one shape of the
 * record, whichever feature applied the event.
 */
export function stripeEventRecord(event: StripeEventRef, subject: EventSubject, outcome: EventOutcome) {
  return {
    type: event.type,
    ...subject,
    receivedAt: FieldValue.serverTimestamp(),
    ...expiresAfter(EXPIRING_COLLECTIONS.stripeEvents.keptMs),
    ...outcome,
  };
}

/**
 * The event's record, written in the caller's transaction once: created only when the event was
 * not seen before (`seen`, read in the same transaction), so a second delivery finds it. Without
 * an event (the success page settling, the desk) it records nothing.
 */
export function eventRecorder(
  tx: Transaction,
  db: Firestore,
  event: StripeEventRef | undefined,
  subject: EventSubject,
  seen = false,
): (outcome: EventOutcome) => void {
  return (outcome) => {
    if (event && !seen) tx.create(stripeEventDoc(db, event), stripeEventRecord(event, subject, outcome));
  };
}

/** An event recorded on its own, once (one nothing else is written for, kept for review). */
export async function recordEventOnce(
  db: Firestore,
  event: StripeEventRef,
  subject: EventSubject,
  outcome: EventOutcome,
): Promise<void> {
  const ref = stripeEventDoc(db, event);
  await runTransaction(db, async (tx) => {
    if ((await tx.get(ref)).exists) return;
    tx.create(ref, stripeEventRecord(event, subject, outcome));
  });
}
