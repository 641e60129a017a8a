import { withinWindow } from '@lakeside/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { expiresAfter } from './expiry.js';

// What a rateLimits/{id} document holds, for the limits that count sendings (contact messages,
// a resent verification link, a pay link e-mailed to one owner): their times (epoch ms) under
// `sent`. The document is read and written in the transaction that queues the e-mail, so two
// presses at once send one, and a limit counts from the last sending itself, never from where
// the clock's ten minutes happen to begin.

/** The sendings' times (epoch ms) a rateLimits document holds. */
export const sentIn = (snap: DocumentSnapshot): number[] => (snap.get('sent') as number[] | undefined) ?? [];

/** Whether the document's last sending was less than `windowMs` before `now` (at most one a window). */
export function sentWithinWindow(snap: DocumentSnapshot, now: number, windowMs: number): boolean {
  return withinWindow(sentIn(snap), now, windowMs).length > 0;
}

/**
 * A counter's document with its times: it limits nothing once the window after the last has
 * passed, and its TTL policy removes it then.
 */
export const counterOf = <Field extends string>(
  field: Field,
  times: number[],
  now: number,
  windowMs: number,
) =>
  ({ [field]: times, ...expiresAfter(windowMs, now) }) as Record<Field, number[]> &
    ReturnType<typeof expiresAfter>;

/** The document of an at-most-one-a-window limit after a sending at `now`. */
export const lastSentAt = (now: number, windowMs: number) => counterOf('sent', [now], now, windowMs);
