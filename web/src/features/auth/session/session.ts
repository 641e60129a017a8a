import type { User } from 'firebase/auth';

/** The custom claims the app acts on (set only by the Admin SDK, DESIGN §4). */
export interface SessionClaims {
  admin: boolean;
  approved: boolean;
}

/**
 * Spec §4: loading until Firebase gives its first answer, then signed in or signed out.
 * `endedBecause`: the sentence for a session the app ended itself (a right was taken away,
 * DESIGN §4), shown on the sign-in screen.
 */
export type AuthSession =
  | { status: 'loading' }
  | { status: 'signed-in'; user: User; claims: SessionClaims }
  | { status: 'signed-out'; endedBecause?: string };

/**
 * Reads the claims from the ID token. Spec §6: when the admin check fails, the user is not an
 * admin, so any failure here yields no privileges rather than an error screen.
 */
export async function readClaims(user: User): Promise<SessionClaims> {
  try {
    const { claims } = await user.getIdTokenResult();
    return { admin: claims.admin === true, approved: claims.approved === true };
  } catch {
    return { admin: false, approved: false };
  }
}
