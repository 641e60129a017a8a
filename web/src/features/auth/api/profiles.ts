import {
  approvalStatusOf,
  COLLECTIONS,
  type ApprovalStatus,
  type Profile,
  type RegistrationAddress,
  INDEXED_QUERIES,
  indexedFields,
} from '@lakeside/domain';
import {
  collection,
  doc,
  getDocs,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  where,
  type Query,
  type Timestamp,
} from 'firebase/firestore';
import { idKeyedConverter, textField, timeField } from '@/lib/firebase/converters';
import { getDb, watchDocument, type Watch } from '@/lib/firebase/firestore';

// profiles/{uid} (DESIGN §3). The only place the web app spells this collection's paths. The
// auth feature owns it: a profile is who the user is; the users and properties features list them.

/** A profile as the screens use it: its uid plus the stored fields. */
export interface ProfileRecord extends Profile<Timestamp | null> {
  uid: string;
}

const converter = idKeyedConverter<ProfileRecord>('uid', (data, uid) => ({
  uid,
  firstName: textField(data.firstName),
  lastName: textField(data.lastName),
  email: textField(data.email),
  streetAddress: textField(data.streetAddress),
  city: textField(data.city),
  state: textField(data.state),
  zipCode: textField(data.zipCode),
  // spec §3: an absent status is pending
  approvalStatus: approvalStatusOf(data.approvalStatus),
  // serverTimestamps 'estimate': a profile this client just wrote shows a date, not null
  createdAt: timeField(data.createdAt),
  // written by the functions from Auth; absent until first checked
  ...(typeof data.emailVerified === 'boolean' ? { emailVerified: data.emailVerified } : {}),
}));

const profiles = () => collection(getDb(), COLLECTIONS.profiles).withConverter(converter);

/**
 * The new resident's own profile, written right after sign-up. firestore.rules accept it only
 * with status pending, the account's own email and a server timestamp, so nobody can register
 * themselves as approved.
 */
export function createOwnProfile(uid: string, email: string, address: RegistrationAddress): Promise<void> {
  return setDoc(doc(getDb(), COLLECTIONS.profiles, uid), {
    ...address,
    email,
    approvalStatus: 'pending' satisfies ApprovalStatus,
    createdAt: serverTimestamp(),
  });
}

type ProfilesWatch = (
  onChange: (profiles: ProfileRecord[]) => void,
  onError: (error: Error) => void,
) => () => void;

/** Follows the profiles `matching` selects: every answer as a list; returns the stop. */
const watchProfiles = (matching: Query<ProfileRecord>, ...[onChange, onError]: Parameters<ProfilesWatch>) =>
  onSnapshot(matching, (snapshot) => onChange(snapshot.docs.map((d) => d.data())), onError);

/**
 * Every profile, newest registration first (admin only), live: a registration, a verified
 * address or another admin's change reaches the users screen by itself, and a read answered
 * from the cache while the client thought itself offline is corrected once it is back.
 */
export const watchProfilesNewestFirst: ProfilesWatch = (onChange, onError) =>
  watchProfiles(query(profiles(), orderBy('createdAt', 'desc')), onChange, onError);

/** Only the profiles waiting for approval, live: the users screen's fallback (spec §8). */
export const watchPendingProfiles: ProfilesWatch = (onChange, onError) =>
  watchProfiles(query(profiles(), where('approvalStatus', '==', 'pending')), onChange, onError);

/** Follows the signed-in user's own approval status; `null` while they have no profile. */
export const watchOwnApprovalStatus: Watch<ApprovalStatus | null> = (uid, onChange, onError) =>
  watchDocument(doc(profiles(), uid), (profile) => profile?.approvalStatus ?? null, onChange, onError);

/** Approved residents by last name: who may be assigned as an owner (spec §5). Admin only. */
export async function listApprovedProfilesByLastName(): Promise<ProfileRecord[]> {
  const [approval, lastName] = indexedFields(INDEXED_QUERIES.approvedProfilesByLastName);
  const snapshot = await getDocs(query(profiles(), where(approval, '==', 'approved'), orderBy(lastName)));
  return snapshot.docs.map((d) => d.data());
}
