import {
  COLLECTIONS,
  PROPERTY_MESSAGES,
  type EnsureHoaAccountAnswer,
  type HoaAccount,
  type Property,
  type PropertyAddress,
} from '@lakeside/domain';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { ServiceError } from '../errors.js';

export function addressOf(property: PropertyAddress): PropertyAddress {
  const { streetAddress, city, state, zipCode } = property;
  return { streetAddress, city, state, zipCode };
}

/**
 * Within a transaction: makes sure the property has its one HOA account (id = property id, so
 * concurrent calls converge on one document). An existing account keeps its balance and years;
 * only its denormalised owners and address are brought in line with the property.
 */
export async function ensureAccountIn(
  tx: Transaction,
  db: Firestore,
  propertyId: string,
): Promise<EnsureHoaAccountAnswer> {
  const propertyRef = db.collection(COLLECTIONS.properties).doc(propertyId);
  const accountRef = db.collection(COLLECTIONS.hoaAccounts).doc(propertyId);
  const [propertySnap, accountSnap] = await Promise.all([tx.get(propertyRef), tx.get(accountRef)]);
  if (!propertySnap.exists) throw new ServiceError('not-found', PROPERTY_MESSAGES.propertyNotFound);
  const property = propertySnap.data() as Property;
  const now = FieldValue.serverTimestamp();

  if (accountSnap.exists) {
    tx.update(accountRef, { ownerUids: property.ownerUids, property: addressOf(property) });
    return { propertyId, created: false };
  }
  const account: HoaAccount<FieldValue> = {
    propertyId,
    balanceCents: 0,
    yearsOwed: [],
    ownerUids: property.ownerUids,
    property: addressOf(property),
    createdAt: now,
    updatedAt: now,
  };
  tx.create(accountRef, account);
  return { propertyId, created: true };
}

/** create_hoa_account_for_property (spec §7): idempotent, one account per property. */
export function ensureAccount(db: Firestore, propertyId: string): Promise<EnsureHoaAccountAnswer> {
  return db.runTransaction((tx) => ensureAccountIn(tx, db, propertyId));
}
