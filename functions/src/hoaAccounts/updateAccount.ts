import {
  COLLECTIONS,
  editFigures,
  HOA_ACCOUNT_TEXTS,
  auditedBy,
  type AuditActor,
  type HoaAccount,
  type HoaAccountAuditEntry,
  type UpdateHoaAccountAnswer,
  type UpdateHoaAccountRequest,
} from '@lakeside/domain';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { ServiceError } from '../shared/errors.js';
import { runTransaction } from '../shared/transactions.js';
import { figuresOf, writeAccountChange } from './accountWriter.js';

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
    const before = figuresOf(snap.data() as HoaAccount);
    const { after, changed } = editFigures(before, { balanceCents, yearsOwed });
    if (!changed) return { changed: false };
    const audit: HoaAccountAuditEntry<FieldValue> = {
      action: 'updateHoaAccount',
      propertyId,
      before,
      after,
      ...auditedBy(actor, FieldValue.serverTimestamp()),
    };
    tx.create(db.collection(COLLECTIONS.auditLog).doc(), audit);
    writeAccountChange(tx, {
      account: accountRef,
      before,
      after,
      at: FieldValue.serverTimestamp(),
      entry: { kind: 'adminEdit' },
    });
    return { changed: true };
  });
}
