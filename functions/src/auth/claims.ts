import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, type UserMeta } from '@lakeside/domain';

/** The product's custom claims; set only here, with the Admin SDK (DESIGN.md §4). */
export interface ProductClaims {
  admin?: boolean;
  approved?: boolean;
}

/** The rights among `changes` that the user had (claim true) and loses now. */
function lostRights(before: Record<string, unknown>, changes: ProductClaims): string[] {
  return Object.entries(changes)
    .filter(([right, value]) => before[right] === true && value !== true)
    .map(([right]) => right);
}

/**
 * Merges `changes` into the user's existing custom claims (never dropping others), then
 * writes userMeta/{uid}.claimsUpdatedAt: the signed-in client listens to it and refreshes
 * its ID token, so a change takes effect without signing out.
 *
 * Losing a right takes effect at once (DESIGN.md §4): an ID token lives for an hour and the old
 * one still says `approved` or `admin`. So when a right is lost, every refresh token is revoked
 * and userMeta.tokensValidAfter records since when sign-ins count: the rules and the functions
 * (shared/caller.ts) refuse any token from before it, and the app signs that session out with a
 * sentence saying why. Gaining a right revokes nothing.
 */
export async function updateClaims(auth: Auth, db: Firestore, uid: string, changes: ProductClaims) {
  const user = await auth.getUser(uid);
  const before = user.customClaims ?? {};
  const claims = { ...before, ...changes };
  await auth.setCustomUserClaims(uid, claims);
  const meta: Partial<UserMeta<FieldValue>> = { claimsUpdatedAt: FieldValue.serverTimestamp() };
  if (lostRights(before, changes).length > 0) meta.tokensValidAfter = await revokeSessions(auth, uid);
  await db.collection(COLLECTIONS.userMeta).doc(uid).set(meta, { merge: true });
  return claims;
}

/**
 * Revokes the user's refresh tokens and answers the moment Auth now refuses tokens from before
 * (in seconds, as a token's `auth_time`). Auth keeps it in whole seconds, floored, so this is
 * exactly what verifyIdToken(…, true) compares with.
 */
async function revokeSessions(auth: Auth, uid: string): Promise<number> {
  await auth.revokeRefreshTokens(uid);
  const { tokensValidAfterTime } = await auth.getUser(uid);
  const validAfter = tokensValidAfterTime ? Date.parse(tokensValidAfterTime) : Date.now();
  return Math.floor(validAfter / 1000);
}
