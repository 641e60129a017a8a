// The sign-in and registration forms' red alert: a sentence per Auth error a resident
// can meet, never Firebase's own text, and 'An unexpected error occurred' for the rest.
import { FirebaseError } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { AUTH_ERROR_TEXTS as M, authErrorMessage } from '../../web/src/features/auth/api/authErrors';

const firebaseError = (code: string) => new FirebaseError(code, `Firebase: Error (${code}).`);

describe('authErrorMessage', () => {
  it.each([
    ['auth/invalid-credential', M.wrongCredentials],
    ['auth/invalid-login-credentials', M.wrongCredentials],
    ['auth/wrong-password', M.wrongCredentials],
    ['auth/user-not-found', M.wrongCredentials],
    ['auth/email-already-in-use', M.emailTaken],
    ['auth/too-many-requests', M.tooManyAttempts],
    ['auth/network-request-failed', M.offline],
    ['unavailable', M.offline],
    ['auth/user-disabled', M.disabled],
    ['auth/invalid-email', M.invalidEmail],
    ['auth/weak-password', M.weakPassword],
    ['auth/operation-not-allowed', M.unexpected],
    ['permission-denied', M.unexpected],
  ])('%s → its sentence', (code, sentence) => {
    expect(authErrorMessage(firebaseError(code))).toBe(sentence);
  });

  it('never shows what is not a Firebase error', () => {
    expect(authErrorMessage(new Error('socket hang up'))).toBe(M.unexpected);
    expect(authErrorMessage('auth/wrong-password')).toBe(M.unexpected);
    expect(authErrorMessage(undefined)).toBe(M.unexpected);
  });
});
