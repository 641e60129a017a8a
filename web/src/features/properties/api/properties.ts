import {
  COLLECTIONS,
  type CreatePropertyInput,
  type Property,
  type PropertyOwnerSummary,
  INDEXED_QUERIES,
  indexedFields,
} from '@lakeside/domain';
import {
  addDoc,
  collection,
  documentId,
  getDocs,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  where,
  type Timestamp,
} from 'firebase/firestore';
import { callFunction } from '@/lib/firebase/callable';
import { idKeyedConverter, stringListField, textField, timeField } from '@/lib/firebase/converters';
import { getDb, type Watch } from '@/lib/firebase/firestore';
import { markTiming } from '@/lib/timing';

// properties/{id} (DESIGN §3). The only place the web app spells this collection's paths.
// Owners (names and uids) are written only by the functions (the callables below); admins
// create properties here.

export interface PropertyRecord extends Property<Timestamp | null> {
  id: string;
}

const converter = idKeyedConverter<PropertyRecord>('id', (data, id) => ({
  id,
  streetAddress: textField(data.streetAddress),
  city: textField(data.city),
  state: textField(data.state),
  zipCode: textField(data.zipCode),
  owners: Array.isArray(data.owners) ? (data.owners as PropertyOwnerSummary[]) : [],
  ownerUids: stringListField(data.ownerUids),
  createdAt: timeField(data.createdAt),
  createdBy: textField(data.createdBy),
}));

const properties = () => collection(getDb(), COLLECTIONS.properties).withConverter(converter);

/**
 * The owners of some properties by id (admin): what a list shows beside the rows it shows, read
 * 30 ids a query (Firestore's limit for `in`), the queries side by side.
 */
export async function ownersOfProperties(
  ids: readonly string[],
): Promise<Map<string, PropertyOwnerSummary[]>> {
  const chunks: string[][] = [];
  for (let start = 0; start < ids.length; start += 30) chunks.push(ids.slice(start, start + 30));
  const snapshots = await Promise.all(
    chunks.map((chunk) => getDocs(query(properties(), where(documentId(), 'in', chunk)))),
  );
  return new Map(snapshots.flatMap((snapshot) => snapshot.docs.map((d) => [d.id, d.data().owners] as const)));
}

/** Every property by street address (admin). */
export async function listPropertiesByAddress(): Promise<PropertyRecord[]> {
  const snapshot = await getDocs(query(properties(), orderBy('streetAddress')));
  return snapshot.docs.map((d) => d.data());
}

/** An admin's new property: no owners yet (rules check the shape and the creator). */
export async function createProperty(uid: string, input: CreatePropertyInput): Promise<string> {
  const ref = await addDoc(collection(getDb(), COLLECTIONS.properties), {
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
const [ownerUids, street] = indexedFields(INDEXED_QUERIES.ownedPropertiesByStreet);

export const watchOwnedProperties: Watch<PropertyRecord[]> = (uid, onChange, onError) =>
  onSnapshot(
    query(properties(), where(ownerUids, 'array-contains', uid), orderBy(street)),
    (snapshot) => {
      markTiming('properties-answer', { fromCache: snapshot.metadata.fromCache });
      onChange(snapshot.docs.map((d) => d.data()));
    },
    onError,
  );

/** Assign Owner (spec §2): the owner link, names and uids, in one server transaction. */
export async function assignPropertyOwner(propertyId: string, uid: string): Promise<void> {
  await callFunction('assignPropertyOwner', { propertyId, uid });
}

export async function removePropertyOwner(propertyId: string, uid: string): Promise<void> {
  await callFunction('removePropertyOwner', { propertyId, uid });
}

/**
 * create_hoa_account_for_property (spec §4: tried after assigning an owner). Idempotent; the
 * HOA accounts feature owns accounts, this only asks the function by name.
 */
export async function ensureHoaAccount(propertyId: string): Promise<void> {
  await callFunction('ensureHoaAccount', { propertyId });
}
