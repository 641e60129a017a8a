import {
  COLLECTIONS,
  PROPERTY_MESSAGES,
  approvalStatusOf,
  propertyOwnerId,
  type Profile,
  type Property,
  type PropertyOwnerLink,
  type PropertyOwnerRequest,
  type PropertyOwnerSummary,
} from '@lakeside/domain';
import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { requireExistingUser } from '../auth/users.js';
import { ServiceError } from '../shared/errors.js';

/**
 * Owners are recorded three times: the link propertyOwners/{propertyId_uid} (its id makes a
 * second assignment collide), the names on the property (the admin table, co-owner names) and
 * the owner uids on the property and its HOA account (what rules and queries use). These
 * functions change all of them in one transaction, so they never disagree.
 */
async function setOwners(
  tx: Transaction,
  db: Firestore,
  propertyId: string,
  change: (owners: PropertyOwnerSummary[]) => PropertyOwnerSummary[],
) {
  const propertyRef = db.collection(COLLECTIONS.properties).doc(propertyId);
  const accountRef = db.collection(COLLECTIONS.hoaAccounts).doc(propertyId);
  const [propertySnap, accountSnap] = await Promise.all([tx.get(propertyRef), tx.get(accountRef)]);
  if (!propertySnap.exists) throw new ServiceError('not-found', PROPERTY_MESSAGES.propertyNotFound);
  const owners = change((propertySnap.data() as Property).owners ?? []);
  const ownerUids = owners.map((owner) => owner.uid);
  return () => {
    tx.update(propertyRef, { owners, ownerUids });
    if (accountSnap.exists) tx.update(accountRef, { ownerUids });
  };
}

/**
 * Assigning an owner (spec §4): approved users with an account only (a deleted user's profile
 * may outlive them); a second assignment is refused.
 */
export async function addOwner(
  auth: Auth,
  db: Firestore,
  actorUid: string,
  { propertyId, uid }: PropertyOwnerRequest,
): Promise<void> {
  await requireExistingUser(auth, uid, PROPERTY_MESSAGES.userNotFound);
  const linkRef = db.collection(COLLECTIONS.propertyOwners).doc(propertyOwnerId(propertyId, uid));
  const profileRef = db.collection(COLLECTIONS.profiles).doc(uid);
  await db.runTransaction(async (tx) => {
    // all reads before any write, as transactions require
    const [linkSnap, profileSnap] = await Promise.all([tx.get(linkRef), tx.get(profileRef)]);
    if (linkSnap.exists) throw new ServiceError('already-exists', PROPERTY_MESSAGES.alreadyOwner);
    const profile = profileSnap.data() as Profile | undefined;
    if (!profile || approvalStatusOf(profile.approvalStatus) !== 'approved') {
      throw new ServiceError('failed-precondition', PROPERTY_MESSAGES.ownerNotApproved);
    }
    const owner: PropertyOwnerSummary = { uid, firstName: profile.firstName, lastName: profile.lastName };
    const write = await setOwners(tx, db, propertyId, (owners) => [...owners, owner]);
    const link: PropertyOwnerLink<FieldValue> = {
      propertyId,
      uid,
      addedBy: actorUid,
      addedAt: FieldValue.serverTimestamp(),
    };
    tx.create(linkRef, link);
    write();
  });
}

/** Removing an owner: the link goes, and the names and uids with it. */
export async function removeOwner(db: Firestore, { propertyId, uid }: PropertyOwnerRequest): Promise<void> {
  const linkRef = db.collection(COLLECTIONS.propertyOwners).doc(propertyOwnerId(propertyId, uid));
  await db.runTransaction(async (tx) => {
    const linkSnap = await tx.get(linkRef);
    if (!linkSnap.exists) throw new ServiceError('not-found', PROPERTY_MESSAGES.notAnOwner);
    const write = await setOwners(tx, db, propertyId, (owners) => owners.filter((o) => o.uid !== uid));
    tx.delete(linkRef);
    write();
  });
}
