import { COLLECTIONS, type Profile, type SyncProfileEmailsAnswer } from '@lakeside/domain';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';

// A profile's e-mail is a copy of the Auth account's (issue 11): the resident may change their
// address in Auth, or verify it, long after registering. Auth is the truth; these keep the copy
// the board reads in line with it.

/** The profile fields that mirror the Auth account (an account without an e-mail keeps the old one). */
export function profileEmailOf(
  user: UserRecord,
): Pick<Profile, 'emailVerified'> & Partial<Pick<Profile, 'email'>> {
  const verified = { emailVerified: user.emailVerified };
  return user.email ? { email: user.email, ...verified } : verified;
}

/** Auth's getUsers takes at most 100 identifiers per call. */
const AUTH_LOOKUP_LIMIT = 100;

/**
 * Brings every profile's e-mail and its verification in line with Auth, writing only the
 * profiles that differ. Profiles whose account was deleted are left as they are (the users
 * screen still lists them; approving them is refused). Not a transaction: these fields are
 * written only here and by changeApprovalStatus, both from the same Auth record.
 */
export async function syncProfileEmails(auth: Auth, db: Firestore): Promise<SyncProfileEmailsAnswer> {
  const profiles = await db.collection(COLLECTIONS.profiles).select('email', 'emailVerified').get();
  let updated = 0;
  for (let start = 0; start < profiles.docs.length; start += AUTH_LOOKUP_LIMIT) {
    const chunk = profiles.docs.slice(start, start + AUTH_LOOKUP_LIMIT);
    const { users } = await auth.getUsers(chunk.map((profile) => ({ uid: profile.id })));
    const byUid = new Map(users.map((user) => [user.uid, user]));
    const batch = db.batch();
    let changes = 0;
    for (const profile of chunk) {
      const user = byUid.get(profile.id);
      if (!user) continue;
      const truth = profileEmailOf(user);
      const stale = Object.entries(truth).some(([field, value]) => profile.get(field) !== value);
      if (!stale) continue;
      batch.update(profile.ref, truth);
      changes++;
    }
    if (changes > 0) await batch.commit();
    updated += changes;
  }
  return { checked: profiles.size, updated };
}
