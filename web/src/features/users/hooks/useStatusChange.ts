import { APPROVAL_TEXTS, approvalSuccessMessage, type ApprovalStatus } from '@lakeside/domain';
import { useCallableAction } from '@/hooks/useCallableAction';
import { useRowsInFlight } from '@/hooks/useRowsInFlight';
import { setApprovalStatus } from '../api/approval';

/**
 * Approve, reject or reset one user (spec §4) with the spec's toasts (§8). The list is live
 * (useUserProfiles): the change, or the truth a refusal was about (another admin's change, a
 * deleted user), shows by itself. `updating` holds the rows whose change is running: their
 * buttons are disabled.
 */
export function useStatusChange() {
  const { inFlight: updating, during } = useRowsInFlight();
  const [setStatus] = useCallableAction(setApprovalStatus, {
    success: (_, _uid, status) => ({ title: 'Success', body: approvalSuccessMessage(status) }),
    failure: APPROVAL_TEXTS.updateFailed,
  });

  async function changeStatus(uid: string, status: ApprovalStatus, from: ApprovalStatus) {
    await during(uid, () => setStatus(uid, status, from));
  }

  return { updating, changeStatus };
}
