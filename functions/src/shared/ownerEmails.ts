import { COLLECTIONS } from '@lakeside/domain';
import type { Firestore } from 'firebase-admin/firestore';

/** The owners' addresses by uid, read 100 profiles at a time (profiles without one are left out). */
export async function ownerEmails(db: Firestore, uids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(uids)];
  const emails = new Map<string, string>();
  for (let start = 0; start < unique.length; start += 100) {
    const refs = unique.slice(start, start + 100).map((uid) => db.collection(COLLECTIONS.profiles).doc(uid));
    if (refs.length === 0) continue;
    for (const snap of await db.getAll(...refs)) {
      const email: unknown = snap.get('email');
      if (typeof email === 'string' && email) emails.set(snap.id, email);
    }
  }
  return emails;
}

/** Whether any of the owners has an address (an account the app can e-mail). */
export function reachable(ownerUids: readonly string[], emails: ReadonlyMap<string, string>): boolean {
  return ownerUids.some((uid) => emails.has(uid));
}
