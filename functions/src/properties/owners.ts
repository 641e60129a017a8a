import {
  COLLECTIONS,
  PROPERTY_TEXTS,
  approvalStatusOf,
  propertyOwnerId,
  type Profile,
  type Property,
  type PropertyOwnerLink,
  type PropertyOwnerRequest,
  type PropertyOwnerSummary,
} from '@lakeside/domain';
import type { Auth } from 'firebase-admin/auth';
import {
  FieldValue,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { requireExistingUser } from '../auth/index.js';
import { ServiceError } from '../shared/errors.js';
import { hidePayersFromNewOwner } from '../shared/payers.js';
import { runTransaction } from '../shared/transactions.js';

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
  if (!propertySnap.exists) throw new ServiceError('not-found', PROPERTY_TEXTS.propertyNotFound);
  const owners = change((propertySnap.data() as Property).owners ?? []);
  const ownerUids = owners.map((owner) => owner.uid);
  return () => {
    tx.update(propertyRef, { owners, ownerUids });
    if (accountSnap.exists) tx.update(accountRef, { ownerUids });
  };
}

/**
 * Assigning an owner (spec §4): approved users with an account only (a deleted user's profile
 * may outlive them); a second assignment is refused. The new owner reads the property's payment
 * history without the payers' names and e-mails from before (shared/payers.ts).
 *
 * The property and its account are written blind (arrayUnion), not read in the transaction:
 * a transaction that reads the property contends with every other assignment to it, and twenty
 * at once left eighteen failing after their retries. The transaction reads only what is this
 * assignment's own (the link, the user's profile); a missing property fails the commit (the
 * update of a missing document), so nothing is written then.
 */
export async function addOwner(
  auth: Auth,
  db: Firestore,
  actorUid: string,
  { propertyId, uid }: PropertyOwnerRequest,
): Promise<void> {
  await requireExistingUser(auth, uid, PROPERTY_TEXTS.userNotFound);
  const linkRef = db.collection(COLLECTIONS.propertyOwners).doc(propertyOwnerId(propertyId, uid));
  const profileRef = db.collection(COLLECTIONS.profiles).doc(uid);
  const propertyRef = db.collection(COLLECTIONS.properties).doc(propertyId);
  const accountRef = db.collection(COLLECTIONS.hoaAccounts).doc(propertyId);
  // Accounts are created (ensureAccount), never deleted: one that exists now exists at commit.
  const [accountSnap, linkBefore] = await Promise.all([accountRef.get(), linkRef.get()]);
  const accountExisted = accountSnap.exists;
  // the payments from before this owner keep their payer's name and e-mail from them: moved
  // before the owner can read the payments, and again after, for one made meanwhile
  if (!linkBefore.exists) await hidePayersFromNewOwner(db, propertyId);
  try {
    await runTransaction(db, async (tx) => {
      const [linkSnap, profileSnap] = await Promise.all([tx.get(linkRef), tx.get(profileRef)]);
      if (linkSnap.exists) throw new ServiceError('already-exists', PROPERTY_TEXTS.alreadyOwner);
      const profile = profileSnap.data() as Profile | undefined;
      if (!profile || approvalStatusOf(profile.approvalStatus) !== 'approved') {
        throw new ServiceError('failed-precondition', PROPERTY_TEXTS.ownerNotApproved);
      }
      const owner: PropertyOwnerSummary = { uid, firstName: profile.firstName, lastName: profile.lastName };
      const link: PropertyOwnerLink<FieldValue> = {
        propertyId,
        uid,
        addedBy: actorUid,
        addedAt: FieldValue.serverTimestamp(),
      };
      tx.create(linkRef, link);
      tx.update(propertyRef, {
        owners: FieldValue.arrayUnion(owner),
        ownerUids: FieldValue.arrayUnion(uid),
      });
      if (accountExisted) tx.update(accountRef, { ownerUids: FieldValue.arrayUnion(uid) });
    });
  } catch (error) {
    if (isNotFound(error)) throw new ServiceError('not-found', PROPERTY_TEXTS.propertyNotFound);
    throw error;
  }
  if (!accountExisted) await includeInNewAccount(db, propertyRef, accountRef, uid);
  await hidePayersFromNewOwner(db, propertyId);
}

/** Firestore's NOT_FOUND (gRPC code 5): here, the update of a property that does not exist. */
function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 5;
}

/**
 * An account created while the owner was being assigned copied the property's owners from
 * before: add the new owner to it, if they still own the property.
 */
async function includeInNewAccount(
  db: Firestore,
  propertyRef: DocumentReference,
  accountRef: DocumentReference,
  uid: string,
) {
  await runTransaction(db, async (tx) => {
    const [property, account] = await Promise.all([tx.get(propertyRef), tx.get(accountRef)]);
    const ownerUids = (property.get('ownerUids') as string[] | undefined) ?? [];
    if (account.exists && ownerUids.includes(uid)) {
      tx.update(accountRef, { ownerUids: FieldValue.arrayUnion(uid) });
    }
  });
}

/** Removing an owner: the link goes, and the names and uids with it. */
export async function removeOwner(db: Firestore, { propertyId, uid }: PropertyOwnerRequest): Promise<void> {
  const linkRef = db.collection(COLLECTIONS.propertyOwners).doc(propertyOwnerId(propertyId, uid));
  await runTransaction(db, async (tx) => {
    const linkSnap = await tx.get(linkRef);
    if (!linkSnap.exists) throw new ServiceError('not-found', PROPERTY_TEXTS.notAnOwner);
    const write = await setOwners(tx, db, propertyId, (owners) => owners.filter((o) => o.uid !== uid));
    tx.delete(linkRef);
    write();
  });
}
