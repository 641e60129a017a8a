import {
  COLLECTIONS,
  HOA_ACCOUNT_TEXTS,
  SUBCOLLECTIONS,
  type AccountActivity,
  auditedBy,
  type AuditActor,
  type HoaAccount,
  type HoaAccountAuditEntry,
  type HoaAccountFigures,
  type UpdateHoaAccountAnswer,
  type UpdateHoaAccountRequest,
} from '@lakeside/domain';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { ServiceError } from '../shared/errors.js';
import { runTransaction } from '../shared/transactions.js';
import { accountFiguresUpdate } from './accountFigures.js';

/**
 * The admin's edit of an account's balance and years owed: one transaction writes the account,
 * its audit entry (who, when, before → after) and the owners' account trail (what changed,
 * when; not who, which is the board's business). Saving the same values again changes
 * nothing and records nothing.
 */
export async function updateAccount(
  db: Firestore,
  actor: AuditActor,
  { propertyId, balanceCents, yearsOwed }: UpdateHoaAccountRequest,
): Promise<UpdateHoaAccountAnswer> {
  const accountRef = db.collection(COLLECTIONS.hoaAccounts).doc(propertyId);
  return runTransaction(db, async (tx) => {
    const snap = await tx.get(accountRef);
    if (!snap.exists) throw new ServiceError('not-found', HOA_ACCOUNT_TEXTS.accountNotFound);
    const account = snap.data() as HoaAccount;
    const before: HoaAccountFigures = { balanceCents: account.balanceCents, yearsOwed: account.yearsOwed };
    const after: HoaAccountFigures = { balanceCents, yearsOwed };
    if (before.balanceCents === after.balanceCents && before.yearsOwed.join() === after.yearsOwed.join()) {
      return { changed: false };
    }
    tx.update(accountRef, accountFiguresUpdate(after));
    const audit: HoaAccountAuditEntry<FieldValue> = {
      action: 'updateHoaAccount',
      propertyId,
      before,
      after,
      ...auditedBy(actor, FieldValue.serverTimestamp()),
    };
    tx.create(db.collection(COLLECTIONS.auditLog).doc(), audit);
    const activity: AccountActivity<FieldValue> = {
      kind: 'adminEdit',
      at: FieldValue.serverTimestamp(),
      before,
      after,
    };
    tx.create(accountRef.collection(SUBCOLLECTIONS.accountActivity).doc(), activity);
    return { changed: true };
  });
}
