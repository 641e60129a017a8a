import {
  APPROVAL_MESSAGES,
  COLLECTIONS,
  approvalStatusOf,
  auditedBy,
  canChangeApprovalStatus,
  type ApprovalAuditEntry,
  type AuditActor,
  type SetApprovalStatusAnswer,
  type SetApprovalStatusRequest,
} from '@lakeside/domain';
import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { updateClaims } from '../auth/claims.js';
import { ServiceError } from '../shared/errors.js';

/**
 * Moves a user's approval (spec §4) and keeps its three records in step: the `approved`
 * claim (what every server check and rule reads), the profile's approvalStatus (what the
 * screens show) and an audit entry (who changed what, when).
 *
 * The claim is changed first: if that fails nothing else is written, and if the profile write
 * failed afterwards the security decision would already be the intended one (and a retry by
 * the admin, allowed because the profile still shows the old status, completes it).
 * updateClaims also writes userMeta/{uid}.claimsUpdatedAt, which makes the user's open app
 * refresh its ID token, so an approval takes effect without signing out.
 */
export async function changeApprovalStatus(
  auth: Auth,
  db: Firestore,
  actor: AuditActor,
  { uid, status }: SetApprovalStatusRequest,
): Promise<SetApprovalStatusAnswer> {
  const profileRef = db.collection(COLLECTIONS.profiles).doc(uid);
  const profile = await profileRef.get();
  if (!profile.exists) throw new ServiceError('not-found', APPROVAL_MESSAGES.profileNotFound);
  const previousStatus = approvalStatusOf(profile.get('approvalStatus'));
  if (!canChangeApprovalStatus(previousStatus, status)) {
    throw new ServiceError('failed-precondition', APPROVAL_MESSAGES.transitionNotAllowed);
  }

  await updateClaims(auth, db, uid, { approved: status === 'approved' });

  const audit: ApprovalAuditEntry<FieldValue> = {
    action: 'setApprovalStatus',
    targetUid: uid,
    from: previousStatus,
    to: status,
    ...auditedBy(actor, FieldValue.serverTimestamp()),
  };
  const batch = db.batch();
  batch.update(profileRef, { approvalStatus: status });
  batch.create(db.collection(COLLECTIONS.auditLog).doc(), audit);
  await batch.commit();

  return { uid, status, previousStatus };
}
