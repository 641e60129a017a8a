import { COLLECTIONS, type UserMeta } from '@lakeside/domain';
import { doc, type DocumentReference, type Timestamp } from 'firebase/firestore';
import { getDb, watchDocument, type Watch } from '@/lib/firebase/firestore';

// userMeta/{uid}: written only by the functions (functions/src/auth/claims.ts) after a claims
// change; its owner listens so their app can refresh the ID token (DESIGN §4).

/** Calls back with the time of the user's last claims change (null: never changed). */
export const watchClaimsUpdatedAt: Watch<Date | null> = (uid, onChange, onError) =>
  watchDocument(
    doc(getDb(), COLLECTIONS.userMeta, uid) as DocumentReference<Partial<UserMeta<Timestamp>>>,
    (meta) => meta?.claimsUpdatedAt?.toDate() ?? null,
    onChange,
    onError,
  );
