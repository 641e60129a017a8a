import { FirebaseError } from 'firebase/app';
import {
  applyActionCode,
  confirmPasswordReset,
  sendPasswordResetEmail,
  verifyPasswordResetCode,
  type Auth,
} from 'firebase/auth';

/**
 * Sends Firebase's password reset e-mail. An address without an account is not an error the
 * visitor hears about (the form answers the same either way), so Auth's user-not-found counts as
 * sent; every other failure is thrown for the form's red alert.
 */
export async function requestPasswordReset(auth: Auth, email: string): Promise<void> {
  try {
    await sendPasswordResetEmail(auth, email);
  } catch (error) {
    if (error instanceof FirebaseError && error.code === 'auth/user-not-found') return;
    throw error;
  }
}

/** The address a reset link is for; throws when the link has expired or was used. */
export function emailOfResetLink(auth: Auth, code: string): Promise<string> {
  return verifyPasswordResetCode(auth, code);
}

export function setNewPassword(auth: Auth, code: string, password: string): Promise<void> {
  return confirmPasswordReset(auth, code, password);
}

/** Marks the address verified (the verification e-mail's link, when it leads to this app). */
export function verifyEmailWithLink(auth: Auth, code: string): Promise<void> {
  return applyActionCode(auth, code);
}
