import type { Registration } from '@lakeside/domain';
import {
  createUserWithEmailAndPassword,
  deleteUser,
  sendEmailVerification,
  signOut,
  type Auth,
} from 'firebase/auth';

/**
 * Sign up (spec §7): the Auth account, then the resident's own profile (status pending, the
 * only status the rules accept from a client), then the verification e-mail. Firebase signs the
 * new user in; we sign them out again, because the spec's flow ends on the sign-in form.
 *
 * If the profile cannot be written the new account is deleted again, so a retry with the same
 * e-mail works instead of failing with 'email already in use' on an account without a profile.
 */
export async function registerResident(auth: Auth, registration: Registration): Promise<void> {
  const { email, password, firstName, lastName, streetAddress, city, state, zipCode } = registration;
  const address = { firstName, lastName, streetAddress, city, state, zipCode };
  const { user } = await createUserWithEmailAndPassword(auth, email, password);
  try {
    // Firestore is loaded only now, not with the sign-in form.
    const { createOwnProfile } = await import('./profiles');
    // user.email, not the typed text: the rules compare it with the token's (normalised) email.
    await createOwnProfile(user.uid, user.email ?? email, address);
  } catch (error) {
    await deleteUser(user).catch(() => undefined);
    throw error;
  }
  await sendEmailVerification(user);
  await signOut(auth);
}
