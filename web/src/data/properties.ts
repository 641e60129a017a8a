import {
  COLLECTIONS,
  type CreatePropertyInput,
  type Property,
  type PropertyOwnerSummary,
} from '@lakeside/domain';
import {
  addDoc,
  collection,
  getDocs,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  where,
  type DocumentData,
  type Firestore,
  type FirestoreDataConverter,
  type Timestamp,
} from 'firebase/firestore';

// properties/{id} (DESIGN §3). The only place the web app spells this collection's paths.
// Owners (names and uids) are written only by the functions; admins create properties here.

export interface PropertyRecord extends Property<Timestamp | null> {
  id: string;
}

const converter: FirestoreDataConverter<PropertyRecord> = {
  toFirestore: (record) => {
    const data: DocumentData = { ...record };
    delete data.id;
    return data;
  },
  fromFirestore: (snapshot, options) => {
    const data = snapshot.data({ serverTimestamps: 'estimate', ...options });
    const owners = Array.isArray(data.owners) ? (data.owners as PropertyOwnerSummary[]) : [];
    return {
      id: snapshot.id,
      streetAddress: String(data.streetAddress ?? ''),
      city: String(data.city ?? ''),
      state: String(data.state ?? ''),
      zipCode: String(data.zipCode ?? ''),
      owners,
      ownerUids: Array.isArray(data.ownerUids) ? (data.ownerUids as string[]) : [],
      createdAt: (data.createdAt as Timestamp | undefined) ?? null,
      createdBy: String(data.createdBy ?? ''),
    };
  },
};

const properties = (db: Firestore) => collection(db, COLLECTIONS.properties).withConverter(converter);

/** Every property by street address (admin). */
export async function listPropertiesByAddress(db: Firestore): Promise<PropertyRecord[]> {
  const snapshot = await getDocs(query(properties(db), orderBy('streetAddress')));
  return snapshot.docs.map((d) => d.data());
}

/** An admin's new property: no owners yet (rules check the shape and the creator). */
export async function createProperty(
  db: Firestore,
  uid: string,
  input: CreatePropertyInput,
): Promise<string> {
  const ref = await addDoc(collection(db, COLLECTIONS.properties), {
    ...input,
    owners: [],
    ownerUids: [],
    createdAt: serverTimestamp(),
    createdBy: uid,
  });
  return ref.id;
}

/**
 * get_user_properties (spec §7): the signed-in owner's properties, live, by street address
 * (from the persistent cache while offline).
 */
export function watchOwnedProperties(
  db: Firestore,
  uid: string,
  onChange: (records: PropertyRecord[]) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    query(properties(db), where('ownerUids', 'array-contains', uid), orderBy('streetAddress')),
    (snapshot) => onChange(snapshot.docs.map((d) => d.data())),
    onError,
  );
}
