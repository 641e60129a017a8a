import { PASSWORD_RESET_TEXTS } from '@lakeside/domain';
import { FirebaseError } from 'firebase/app';

/**
 * Spec §8 shows auth errors in a red alert. Firebase's own text ("Firebase: Error
 * (auth/wrong-password).") means nothing to a resident, so each error the sign-in and
 * registration forms can meet has a sentence; anything else is 'An unexpected error occurred'.
 */
export const AUTH_ERROR_TEXTS = {
  // Deliberately the same for an unknown address and a wrong password: which one is wrong
  // would tell a stranger who has an account here.
  wrongCredentials: 'The email or password is incorrect. Please try again.',
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  offline: 'Could not reach the server. Please check your internet connection and try again.',
  disabled: 'This account has been disabled. Please contact the board.',
  invalidEmail: 'Invalid email address',
  weakPassword: 'Password must be at least 6 characters',
  unexpected: 'An unexpected error occurred',
} as const;

const M = AUTH_ERROR_TEXTS;

const BY_CODE: Record<string, string> = {
  'auth/invalid-credential': M.wrongCredentials,
  'auth/invalid-login-credentials': M.wrongCredentials,
  'auth/wrong-password': M.wrongCredentials,
  'auth/user-not-found': M.wrongCredentials,
  'auth/email-already-in-use': M.emailTaken,
  'auth/too-many-requests': M.tooManyAttempts,
  'auth/network-request-failed': M.offline,
  'auth/user-disabled': M.disabled,
  'auth/invalid-email': M.invalidEmail,
  'auth/missing-email': M.invalidEmail,
  'auth/weak-password': M.weakPassword,
  // a password reset or verification link that expired or was used already
  'auth/expired-action-code': PASSWORD_RESET_TEXTS.linkInvalid,
  'auth/invalid-action-code': PASSWORD_RESET_TEXTS.linkInvalid,
  // Firestore (the profile written at registration) cannot be reached either
  unavailable: M.offline,
};

/** The sentence for a failed sign-in, registration or password reset. */
export function authErrorMessage(error: unknown): string {
  return (error instanceof FirebaseError && BY_CODE[error.code]) || M.unexpected;
}
