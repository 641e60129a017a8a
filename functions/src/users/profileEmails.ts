import {
  COLLECTIONS,
  profileEmailOf,
  profileEmailStale,
  type SyncProfileEmailsAnswer,
} from '@lakeside/domain';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';

// The board's screen keeps every profile's copy of the Auth account's e-mail true.
// What the copy holds is the domain's profileEmailOf; each caller's own copy also follows Auth
// at every callable call (shared/caller.ts).

/** Auth's getUsers takes at most 100 identifiers per call. */
const AUTH_LOOKUP_LIMIT = 100;

/**
 * Brings every profile's e-mail and its verification in line with Auth, writing only the
 * profiles that differ. Profiles whose account was deleted are left as they are (the users
 * screen still lists them; approving them is refused). Not a transaction: these fields are
 * written only here, by changeApprovalStatus and by the callables' caller checks, all from
 * Auth's record.
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
      if (!profileEmailStale((field) => profile.get(field), truth)) continue;
      batch.update(profile.ref, truth);
      changes++;
    }
    if (changes > 0) await batch.commit();
    updated += changes;
  }
  return { checked: profiles.size, updated };
}
