import {
  APPROVAL_MESSAGES,
  type ApprovalStatus,
  type SetApprovalStatusAnswer,
  type SetApprovalStatusRequest,
} from '@lakeside/domain';
import { httpsCallable } from 'firebase/functions';
import { callableErrorMessage } from '../../../data/callableErrors';
import { getAppFunctions } from '../../../firebase/functions';

/** update_user_approval (spec §7) → the setApprovalStatus callable (admin only). */
export async function setApprovalStatus(uid: string, status: ApprovalStatus): Promise<void> {
  const call = httpsCallable<SetApprovalStatusRequest, SetApprovalStatusAnswer>(
    getAppFunctions(),
    'setApprovalStatus',
  );
  await call({ uid, status });
}

/** Spec §8: the server's message when it sent one, else the generic text. */
export function approvalErrorMessage(error: unknown): string {
  return callableErrorMessage(error, APPROVAL_MESSAGES.updateFailed);
}
