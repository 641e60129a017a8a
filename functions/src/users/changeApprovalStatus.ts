import {
  APPROVAL_TEXTS,
  COLLECTIONS,
  approvalChangedMeanwhile,
  approvalStatusOf,
  auditedBy,
  canChangeApprovalStatus,
  profileEmailOf,
  type ApprovalAuditEntry,
  type AuditActor,
  type SetApprovalStatusAnswer,
  type SetApprovalStatusRequest,
} from '@lakeside/domain';
import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { requireExistingUser, updateClaims } from '../auth/index.js';
import { ServiceError } from '../shared/errors.js';
import { runTransaction } from '../shared/transactions.js';

/**
 * Moves a user's approval (spec §4) and keeps its three records in step: the profile's
 * approvalStatus (the record of the board's decision), an audit entry (who changed what, when)
 * and the `approved` claim (what every server check and rule reads).
 *
 * The status and its audit entry are one transaction that checks the state it moves from, so of
 * two admins approving and rejecting at the same moment one wins and the other is refused,
 * having written nothing. The claim then follows the committed profile (claimsFollowProfile),
 * never the request: a slower call cannot leave an old decision in the token.
 *
 * Approving requires a verified e-mail address; every change also copies the address and its
 * verification from Auth onto the profile, so the board sees what the account really has.
 *
 * A request for the status the user already has is refused (spec §4 allows no such move), but
 * it still brings the claim into line first: retrying after a failure between the commit and the
 * claim repairs it.
 */
export async function changeApprovalStatus(
  auth: Auth,
  db: Firestore,
  actor: AuditActor,
  { uid, status, from }: SetApprovalStatusRequest,
): Promise<SetApprovalStatusAnswer> {
  const user = await requireExistingUser(auth, uid, APPROVAL_TEXTS.userNotFound);
  // The board approves a person it can reach: the address must be proven theirs.
  if (status === 'approved' && !user.emailVerified) {
    throw new ServiceError('failed-precondition', APPROVAL_TEXTS.emailNotVerified);
  }
  const profileRef = db.collection(COLLECTIONS.profiles).doc(uid);
  const previousStatus = await runTransaction(db, async (tx) => {
    const profile = await tx.get(profileRef);
    if (!profile.exists) throw new ServiceError('not-found', APPROVAL_TEXTS.profileNotFound);
    const current = approvalStatusOf(profile.get('approvalStatus'));
    if (current === status) return null; // nothing to change; refused below, after the claim check
    if (from !== undefined && current !== from) {
      throw new ServiceError('failed-precondition', approvalChangedMeanwhile(current));
    }
    if (!canChangeApprovalStatus(current, status)) {
      throw new ServiceError('failed-precondition', APPROVAL_TEXTS.transitionNotAllowed);
    }
    const audit: ApprovalAuditEntry<FieldValue> = {
      action: 'setApprovalStatus',
      targetUid: uid,
      from: current,
      to: status,
      ...auditedBy(actor, FieldValue.serverTimestamp()),
    };
    // the profile's address as Auth has it now (the user may have changed or verified it)
    tx.update(profileRef, { approvalStatus: status, ...profileEmailOf(user) });
    tx.create(db.collection(COLLECTIONS.auditLog).doc(), audit);
    return current;
  });

  await claimsFollowProfile(auth, db, uid, profileRef);
  if (previousStatus === null) {
    throw new ServiceError('failed-precondition', APPROVAL_TEXTS.transitionNotAllowed);
  }
  return { uid, status, previousStatus };
}

/** How many times the claim is set again when the profile moved while it was being set. */
const FOLLOW_ROUNDS = 5;

/**
 * Sets the `approved` claim from the profile as committed (unless it already says so), then
 * reads the profile again: if another change committed meanwhile, the claim is set again from
 * it. Whichever call sets the claim last has read the profile after every commit before it, so
 * the claim ends as the profile ends. updateClaims also writes userMeta/{uid}.claimsUpdatedAt,
 * which makes the user's open app refresh its ID token at once.
 */
async function claimsFollowProfile(auth: Auth, db: Firestore, uid: string, profileRef: DocumentReference) {
  const statusNow = async () => approvalStatusOf((await profileRef.get()).get('approvalStatus'));
  let status = await statusNow();
  for (let round = 0; round < FOLLOW_ROUNDS; round++) {
    const approved = status === 'approved';
    const claims = (await auth.getUser(uid)).customClaims ?? {};
    if (claims.approved !== approved) await updateClaims(auth, db, uid, { approved });
    const after = await statusNow();
    if (after === status) return;
    status = after;
  }
  throw new Error(`The approval claim of ${uid} kept losing to new changes`);
}
