import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@lakeside/domain';

/** The product's custom claims; set only here, with the Admin SDK (DESIGN.md §4). */
export interface ProductClaims {
  admin?: boolean;
  approved?: boolean;
}

/**
 * Merges `changes` into the user's existing custom claims (never dropping others), then
 * writes userMeta/{uid}.claimsUpdatedAt: the signed-in client listens to it and refreshes
 * its ID token, so a change takes effect without signing out.
 */
export async function updateClaims(auth: Auth, db: Firestore, uid: string, changes: ProductClaims) {
  const user = await auth.getUser(uid);
  const claims = { ...user.customClaims, ...changes };
  await auth.setCustomUserClaims(uid, claims);
  await db
    .collection(COLLECTIONS.userMeta)
    .doc(uid)
    .set({ claimsUpdatedAt: FieldValue.serverTimestamp() }, { merge: true });
  return claims;
}
