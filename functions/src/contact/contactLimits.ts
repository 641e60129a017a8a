import {
  COLLECTIONS,
  CONTACT_CALLER_LIMIT,
  CONTACT_GLOBAL_LIMIT,
  CONTACT_GLOBAL_RATE_LIMIT_ID,
  CONTACT_RATE_LIMIT,
  CONTACT_TEXTS,
  contactCallerRateLimitId,
  contactLimitReached,
  contactRateLimitId,
  withinWindow,
} from '@lakeside/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { sentIn } from '../shared/rateLimits.js';

/** Who sends a contact message, as its limits count them. */
export interface ContactSender {
  /** the address typed in the form (its counter's id normalises it: contactRateLimitId) */
  email: string;
  /** the IP address the function sees (callerIp) */
  ip: string;
  /** the account, when the caller is signed in */
  uid: string | null;
}

/**
 * Counts one message at `now` in `transaction`: against its address, its caller (the IP
 * address, and the account when signed in) and everyone together (domain contactLimitReached).
 * If one is full it refuses (resource-exhausted, the limit's sentence) and, the transaction
 * failing, nothing is written; otherwise each counter gets this message, its old times beyond
 * the window dropped. It only reads before it writes, so the caller writes the message after it.
 */
export async function countContactMessage(
  db: Firestore,
  transaction: Transaction,
  sender: ContactSender,
  now: number,
): Promise<void> {
  const counter = (id: string) => db.collection(COLLECTIONS.rateLimits).doc(id);
  const address = counter(contactRateLimitId(sender.email));
  const callers = [
    counter(contactCallerRateLimitId({ ip: sender.ip })),
    ...(sender.uid ? [counter(contactCallerRateLimitId({ uid: sender.uid }))] : []),
  ];
  const everyone = counter(CONTACT_GLOBAL_RATE_LIMIT_ID);
  const [addressSnap, ...rest] = await transaction.getAll(address, ...callers, everyone);
  const callerSnaps = rest.slice(0, callers.length);
  const everyoneSnap = rest[callers.length]!;
  const counts = {
    address: sentIn(addressSnap!),
    callers: callerSnaps.map(sentIn),
    everyone: sentIn(everyoneSnap),
  };
  const reached = contactLimitReached(counts, now);
  if (reached) throw new HttpsError('resource-exhausted', CONTACT_TEXTS[reached]);
  const add = (sent: number[], windowMs: number) => ({ sent: [...withinWindow(sent, now, windowMs), now] });
  transaction.set(address, add(counts.address, CONTACT_RATE_LIMIT.windowMs));
  callers.forEach((ref, n) => transaction.set(ref, add(counts.callers[n]!, CONTACT_CALLER_LIMIT.windowMs)));
  transaction.set(everyone, add(counts.everyone, CONTACT_GLOBAL_LIMIT.windowMs));
}
