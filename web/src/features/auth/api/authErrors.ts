import { FirebaseError } from 'firebase/app';

/** Spec §8: auth errors show the server's message; anything unexpected a generic text. */
export function authErrorMessage(error: unknown): string {
  return error instanceof FirebaseError ? error.message : 'An unexpected error occurred';
}
