import type { SessionClaims } from './session';

// Moments of a session that a page can act on before React has rendered them: a page
// that will need data asks for it while the app is busy signing in and drawing, not after.

/** Who has just been found signed in: their uid and claims, as the session is about to hold them. */
export interface ReadySession {
  uid: string;
  claims: SessionClaims;
}

function listeners<Event>(name: string) {
  const all = new Set<(event: Event) => void>();
  return {
    /** Adds a listener; answers a function that removes it. */
    add(listener: (event: Event) => void): () => void {
      all.add(listener);
      return () => all.delete(listener);
    },
    /** Tells every listener; one failing does not stop the others, nor the session. */
    announce(event: Event): void {
      for (const listener of all) {
        try {
          listener(event);
        } catch (error) {
          console.warn(`A ${name} listener failed`, error);
        }
      }
    },
  };
}

const signingIn = listeners<void>('signing-in');
const sessionReady = listeners<ReadySession>('session-ready');

/**
 * Someone pressed Sign In with a well-formed address and password: Auth's two round trips
 * follow, a time the main thread is otherwise idle.
 */
export const onSigningIn = signingIn.add;
export const announceSigningIn = signingIn.announce;

/**
 * AuthSessionProvider found someone signed in (a sign-in, a restored session, a refreshed
 * token), and is about to render the session: on a slow phone that render takes a while.
 */
export const onSessionReady = sessionReady.add;
export const announceSessionReady = sessionReady.announce;
