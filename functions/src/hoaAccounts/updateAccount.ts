import {
  COLLECTIONS,
  HOA_ACCOUNT_MESSAGES,
  type HoaAccount,
  type UpdateHoaAccountRequest,
} from '@lakeside/domain';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { ServiceError } from '../shared/errors.js';

export interface HoaAccountAuditEntry<Time = unknown> {
  action: 'updateHoaAccount';
  propertyId: string;
  before: { balanceCents: number; yearsOwed: string[] };
  after: { balanceCents: number; yearsOwed: string[] };
  actorUid: string;
  actorEmail: string | null;
  at: Time;
}

/**
 * The admin's edit of an account's balance and years owed: one transaction writes the account
 * and its audit entry (who, when, before → after). Saving the same values again changes
 * nothing and records nothing.
 */
export async function updateAccount(
  db: Firestore,
  actor: { uid: string; email: string | null },
  { propertyId, balanceCents, yearsOwed }: UpdateHoaAccountRequest,
): Promise<{ changed: boolean }> {
  const accountRef = db.collection(COLLECTIONS.hoaAccounts).doc(propertyId);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(accountRef);
    if (!snap.exists) throw new ServiceError('not-found', HOA_ACCOUNT_MESSAGES.accountNotFound);
    const account = snap.data() as HoaAccount;
    const before = { balanceCents: account.balanceCents, yearsOwed: account.yearsOwed };
    const after = { balanceCents, yearsOwed };
    if (before.balanceCents === after.balanceCents && before.yearsOwed.join() === after.yearsOwed.join()) {
      return { changed: false };
    }
    tx.update(accountRef, { ...after, updatedAt: FieldValue.serverTimestamp() });
    const audit: HoaAccountAuditEntry<FieldValue> = {
      action: 'updateHoaAccount',
      propertyId,
      before,
      after,
      actorUid: actor.uid,
      actorEmail: actor.email,
      at: FieldValue.serverTimestamp(),
    };
    tx.create(db.collection(COLLECTIONS.auditLog).doc(), audit);
    return { changed: true };
  });
}
