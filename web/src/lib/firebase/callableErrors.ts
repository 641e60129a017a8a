import { SESSION_TEXTS } from '@lakeside/domain';
import { FirebaseError } from 'firebase/app';
import type { Notice } from '@/components/notify';

// What a refused callable means for people. Apart from callable.ts, so that reading an error
// does not bring the Functions SDK along.

/**
 * The message a callable refused with, for the spec's "with the server message" toasts (§8).
 * Only errors the function raised on purpose carry a message meant for people; 'internal' and
 * network failures get `fallback`. The web SDK appends the HTTP status (" [403]"): dropped.
 */
export function callableErrorMessage(error: unknown, fallback: string): string {
  if (
    error instanceof FirebaseError &&
    error.code.startsWith('functions/') &&
    !['functions/internal', 'functions/unknown'].includes(error.code)
  ) {
    const message = error.message.replace(/ \[\d{3}\]$/, '').trim();
    // 'unavailable' is also what the SDK says of itself ("unavailable") when it cannot reach
    // the function; a function that says more (Stripe unreachable) meant it for people.
    if (message && message.toLowerCase() !== error.code.replace('functions/', '')) return message;
  }
  return fallback;
}

/**
 * A refusal explained: a call without its App Check token is refused by the platform with a bare
 * "unauthenticated" before any of our code runs (ours always says why). When the app cannot get a
 * token now either (`tokenWorks`: reCAPTCHA blocked or unreachable), the error says so in a
 * sentence, which every toast then shows; otherwise the refusal is left as it was.
 */
export async function explainedRefusal(error: unknown, tokenWorks: () => Promise<boolean>): Promise<unknown> {
  const bare =
    error instanceof FirebaseError &&
    error.code === 'functions/unauthenticated' &&
    error.message
      .replace(/ \[\d{3}\]$/, '')
      .trim()
      .toLowerCase() === 'unauthenticated';
  if (!bare || (await tokenWorks())) return error;
  return new FirebaseError('functions/failed-precondition', SESSION_TEXTS.appCheckBlocked);
}

/** Whether a callable refused because the thing it would create exists already. */
export function isAlreadyExists(error: unknown): boolean {
  return error instanceof FirebaseError && error.code === 'functions/already-exists';
}

/** The spec's error toast for a refused call (§8): 'Error' with the server's message, or `fallback`. */
export function errorNotice(error: unknown, fallback: string): Notice {
  return { title: 'Error', body: callableErrorMessage(error, fallback), intent: 'error' };
}
