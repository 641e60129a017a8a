import {
  COLLECTIONS,
  PROPERTY_TEXTS,
  oldestYearOwed,
  type EnsureHoaAccountAnswer,
  type HoaAccount,
  type Property,
  type PropertyAddress,
} from '@lakeside/domain';
import { FieldValue, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { ServiceError } from '../shared/errors.js';
import { runTransaction } from '../shared/transactions.js';

const ALREADY_EXISTS = 6; // gRPC status code of a create() on an existing document

/** The account's copy of the address: those four fields only, not the property's owners. */
function addressOf(property: PropertyAddress): PropertyAddress {
  const { streetAddress, city, state, zipCode } = property;
  return { streetAddress, city, state, zipCode };
}

/**
 * An account written before `oldestYearOwed` existed gets it from its years, so Sync
 * All Properties once after the deploy puts every late account on Delinquent Accounts. Read
 * first without a lock: the accounts that have it (all but the old ones) cost one read.
 */
async function fillOldestYearOwed(db: Firestore, accountRef: DocumentReference): Promise<void> {
  if ((await accountRef.get()).get('oldestYearOwed') !== undefined) return;
  await runTransaction(db, async (tx) => {
    const account = await tx.get(accountRef);
    if (!account.exists || account.get('oldestYearOwed') !== undefined) return;
    const { yearsOwed } = account.data() as HoaAccount;
    tx.update(accountRef, { oldestYearOwed: oldestYearOwed(yearsOwed ?? []) });
  });
}

/**
 * create_hoa_account_for_property (spec §7): makes sure the property has its one HOA account.
 *
 * The account's id is the property's id and it is made with create(), which Firestore refuses
 * when the document exists: however many calls race, exactly one creates it, and nobody ever
 * overwrites a balance. (A transaction per call would serialise the racers on one lock.)
 * An existing account needs nothing (but the field an old one lacks): owner changes update it
 * in their own transaction.
 */
export async function ensureAccount(db: Firestore, propertyId: string): Promise<EnsureHoaAccountAnswer> {
  const propertyRef = db.collection(COLLECTIONS.properties).doc(propertyId);
  const accountRef = db.collection(COLLECTIONS.hoaAccounts).doc(propertyId);
  const propertySnap = await propertyRef.get();
  if (!propertySnap.exists) throw new ServiceError('not-found', PROPERTY_TEXTS.propertyNotFound);
  const property = propertySnap.data() as Property;
  const now = FieldValue.serverTimestamp();
  const account: HoaAccount<FieldValue> = {
    propertyId,
    balanceCents: 0,
    yearsOwed: [],
    oldestYearOwed: null,
    ownerUids: property.ownerUids,
    property: addressOf(property),
    createdAt: now,
    updatedAt: now,
  };
  try {
    await accountRef.create(account);
  } catch (error) {
    if ((error as { code?: number }).code !== ALREADY_EXISTS) throw error;
    await fillOldestYearOwed(db, accountRef);
    return { propertyId, created: false };
  }
  // An owner assigned between our read of the property and the create would be missing from
  // the new account: copy the owners again, now that owner changes see the account.
  await runTransaction(db, async (tx) => {
    const current = await tx.get(propertyRef);
    tx.update(accountRef, { ownerUids: (current.data() as Property | undefined)?.ownerUids ?? [] });
  });
  return { propertyId, created: true };
}
