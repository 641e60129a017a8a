import {
  COLLECTIONS,
  CONTACT_CALLER_LIMIT,
  CONTACT_GLOBAL_LIMIT,
  CONTACT_GLOBAL_RATE_LIMIT_ID,
  CONTACT_NETWORK_LIMIT,
  CONTACT_RATE_LIMIT,
  CONTACT_TEXTS,
  contactCallerRateLimitId,
  contactLimitReached,
  contactNetworkOf,
  contactNetworkRateLimitId,
  contactRateLimitId,
  withinWindow,
} from '@lakeside/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { counterOf, sentIn } from '../shared/rateLimits.js';

/** Who sends a contact message, as its limits count them. */
export interface ContactSender {
  /** the address typed in the form (its counter's id normalises it: contactRateLimitId) */
  email: string;
  /** the IP address the function sees (callerIp) */
  ip: string;
  /** the account, when the caller is signed in */
  uid: string | null;
  /** an approved resident, signed in now: their own allowance (by address and account only) */
  resident: boolean;
}

const WINDOWS = {
  address: CONTACT_RATE_LIMIT.windowMs,
  caller: CONTACT_CALLER_LIMIT.windowMs,
  network: CONTACT_NETWORK_LIMIT.windowMs,
  everyone: CONTACT_GLOBAL_LIMIT.windowMs,
};

/** The counters a sender's message is counted in, each with its window. */
function countersOf(db: Firestore, sender: ContactSender) {
  const counter = (id: string, windowMs: number) => ({
    ref: db.collection(COLLECTIONS.rateLimits).doc(id),
    windowMs,
  });
  const account = sender.uid ? [counter(contactCallerRateLimitId({ uid: sender.uid }), WINDOWS.caller)] : [];
  const address = counter(contactRateLimitId(sender.email), WINDOWS.address);
  // a resident at a café is not refused for what others on its connection sent
  if (sender.resident) return { address, callers: account, network: null, everyone: null };
  const network = contactNetworkOf(sender.ip);
  return {
    address,
    callers: [counter(contactCallerRateLimitId({ ip: sender.ip }), WINDOWS.caller), ...account],
    network: network ? counter(contactNetworkRateLimitId(network), WINDOWS.network) : null,
    everyone: counter(CONTACT_GLOBAL_RATE_LIMIT_ID, WINDOWS.everyone),
  };
}

/**
 * Counts one message at `now` in `transaction`: against its address and its caller (the
 * account of a signed-in resident; otherwise the IP address, and the account when signed in,
 * then the caller's network and everyone together: domain contactLimitReached). If one is full
 * it refuses (resource-exhausted, the limit's sentence) and, the transaction failing, nothing is
 * written; otherwise each counter gets this message, its old times beyond the window dropped.
 * It only reads before it writes, so the caller writes the message after it.
 */
export async function countContactMessage(
  db: Firestore,
  transaction: Transaction,
  sender: ContactSender,
  now: number,
): Promise<void> {
  const { address, callers, network, everyone } = countersOf(db, sender);
  const all = [address, ...callers, ...(network ? [network] : []), ...(everyone ? [everyone] : [])];
  const snaps = await transaction.getAll(...all.map((counter) => counter.ref));
  const sent = all.map((_, n) => sentIn(snaps[n]!));
  const after = 1 + callers.length;
  const counts = {
    address: sent[0]!,
    callers: sent.slice(1, after),
    ...(network ? { network: sent[after]! } : {}),
    ...(everyone ? { everyone: sent.at(-1)! } : {}),
  };
  const reached = contactLimitReached(counts, now);
  if (reached) throw new HttpsError('resource-exhausted', CONTACT_TEXTS[reached]);
  all.forEach((counter, n) =>
    transaction.set(
      counter.ref,
      counterOf('sent', [...withinWindow(sent[n]!, now, counter.windowMs), now], now, counter.windowMs),
    ),
  );
}
