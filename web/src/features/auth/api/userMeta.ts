import { COLLECTIONS } from '@lakeside/domain';
import { doc, onSnapshot, type Timestamp } from 'firebase/firestore';
import { getDb } from '@/lib/firebase/firestore';

// userMeta/{uid}: written only by the functions (functions/src/auth/claims.ts) after a claims
// change; its owner listens so their app can refresh the ID token (DESIGN §4).

/** Calls back with the time of the user's last claims change (null: never changed). */
export function watchClaimsUpdatedAt(
  uid: string,
  onChange: (claimsUpdatedAt: Date | null) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    doc(getDb(), COLLECTIONS.userMeta, uid),
    (snapshot) => {
      const value = snapshot.get('claimsUpdatedAt') as Timestamp | undefined;
      onChange(value ? value.toDate() : null);
    },
    onError,
  );
}
