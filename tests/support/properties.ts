// A property with no owners, written as the Property Management screen's create leaves it.
import { COLLECTIONS } from '@lakeside/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { randomInt, randomUUID } from 'node:crypto';
import { adminDb } from './users';

/**
 * A house number no other test's property has: tests find a property's card by its address, and
 * with a few hundred properties per run, numbers up to 900 met twice (two "51 Heron Way" cards).
 */
export const uniqueHouseNumber = () => randomInt(1_000_000, 1_000_000_000);

/** Creates an ownerless property and answers its id. */
export async function createProperty(street = `${uniqueHouseNumber()} Lakeshore Dr`) {
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
