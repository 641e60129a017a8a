import { write } from 'firebase-functions/logger';

// The functions' log: one structured entry per event, with a stable event name and fields,
// so Cloud Logging can filter on them (jsonPayload.event = "…") rather than match text.
// Fields carry ids and counts; personal data stays out of the logs.

export type LogFields = Record<string, string | number | boolean | null>;

/**
 * An unexpected failure. The error's message, code (Firestore's and Auth's errors carry one)
 * and stack go in as fields of their own: an Error's properties are not enumerable, so the
 * logger's JSON would drop them; and `stack_trace` is the field Error Reporting reads first,
 * so these entries are grouped there.
 */
export function logError(event: string, error: unknown, fields: LogFields = {}): void {
  const details =
    error instanceof Error
      ? {
          error: `${error.name}: ${error.message}`,
          errorCode: (error as { code?: unknown }).code,
          stack_trace: error.stack,
        }
      : { error: String(error) };
  write({ severity: 'ERROR', message: event, event, ...fields, ...details });
}

/** Something worth finding later (a checkout opened, a payment settled): ids and counts only. */
export function logEvent(event: string, fields: LogFields = {}): void {
  write({ severity: 'INFO', message: event, event, ...fields });
}

/**
 * An e-mail address as a log may show it: its first letter and its domain ('r***@lakeside.test'),
 * enough to tell a resident's mail from the board's, not enough to name anyone.
 */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address[0]}***${address.slice(at)}`;
}
