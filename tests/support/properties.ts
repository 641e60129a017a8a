// A property with no owners, written as the Property Management screen's create leaves it.
import { COLLECTIONS } from '@lakeside/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { adminDb } from './users';

/** Creates an ownerless property and answers its id. */
export async function createProperty(street = `${Math.floor(Math.random() * 900) + 1} Lakeshore Dr`) {
  const id = `test-${randomUUID()}`;
  await adminDb().collection(COLLECTIONS.properties).doc(id).set({
    streetAddress: street,
    city: 'Lakeside',
    state: 'TN',
    zipCode: '37013',
    owners: [],
    ownerUids: [],
    createdAt: FieldValue.serverTimestamp(),
    createdBy: 'test',
  });
  return id;
}
