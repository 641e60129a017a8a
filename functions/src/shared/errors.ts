import { HttpsError } from 'firebase-functions/v2/https';
import { z } from 'zod';
import { logError } from './logs.js';
import { lostRace } from './transactions.js';

/**
 * Parses a callable's payload with the shared schema. A bad payload answers invalid-argument
 * with the schema's first message (the spec's text), before anything is read or written.
 */
export function parsePayload<Schema extends z.core.$ZodType>(
  schema: Schema,
  data: unknown,
): z.output<Schema> {
  // zod's own safeParse takes both the classic schemas and zod/mini's (the contact form's)
  const result = z.safeParse(schema, ownData(data ?? {}));
  if (!result.success) {
    throw new HttpsError('invalid-argument', result.error.issues[0]?.message ?? 'Invalid request');
  }
  return result.data;
}

/** Keys that name an object's machinery, never a field of a payload. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * A copy of a callable's payload holding only what was sent: own keys, none of UNSAFE_KEYS, at
 * every depth. The callable decoder assigns keys one by one, so a key `__proto__` in the JSON
 * becomes the object's prototype, and zod would read a field the caller left out through it.
 */
export function ownData(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(ownData);
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (!UNSAFE_KEYS.has(key)) copy[key] = ownData((value as Record<string, unknown>)[key]);
  }
  return copy;
}

/** A failure a service function raises on purpose; the callable maps it to an HttpsError. */
export class ServiceError extends Error {
  constructor(
    readonly code: 'not-found' | 'failed-precondition' | 'already-exists',
    message: string,
  ) {
    super(message);
  }
}

/**
 * Known failures keep their message; anything else is logged and answers `fallback` (the
 * spec's text), never the error itself, which may say more than a caller should see.
 */
export function toHttpsError(error: unknown, fallback: string): HttpsError {
  if (error instanceof HttpsError) return error;
  if (error instanceof ServiceError) return new HttpsError(error.code, error.message);
  if (lostRace(error)) {
    // A transaction that lost to others every time it was retried: nothing was written and
    // trying again is right, so say so (409) rather than claim a server fault (500).
    logError('callable.contention', error, { answered: fallback });
    return new HttpsError('aborted', fallback);
  }
  logError('callable.unexpectedError', error, { answered: fallback });
  return new HttpsError('internal', fallback);
}
