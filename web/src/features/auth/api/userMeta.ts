import { COLLECTIONS, type UserMeta } from '@lakeside/domain';
import { doc, type DocumentReference, type Timestamp } from 'firebase/firestore';
import { getDb, watchDocument, type Watch } from '@/lib/firebase/firestore';

// userMeta/{uid}: written only by the functions (functions/src/auth/claims.ts) after a claims
// change; its owner listens so their app can refresh the ID token (DESIGN §4).

/** What the app acts on: the last claims change, and since when sign-ins count (seconds). */
export interface ClaimsSignal {
  claimsUpdatedAt: Date | null;
  tokensValidAfter: number | undefined;
}

/** Calls back with the user's claims signal on every change (nulls: never changed). */
export const watchClaimsSignal: Watch<ClaimsSignal> = (uid, onChange, onError) =>
  watchDocument(
    doc(getDb(), COLLECTIONS.userMeta, uid) as DocumentReference<Partial<UserMeta<Timestamp>>>,
    (meta) => ({
      claimsUpdatedAt: meta?.claimsUpdatedAt?.toDate() ?? null,
      tokensValidAfter: meta?.tokensValidAfter,
    }),
    onChange,
    onError,
  );
