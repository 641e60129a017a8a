import { APPROVAL_TEXTS, approvalSuccessMessage, type ApprovalStatus } from '@lakeside/domain';
import { useNotify } from '@/components/notify';
import { useRowsInFlight } from '@/hooks/useRowsInFlight';
import { errorNotice } from '@/lib/firebase/callableErrors';
import { setApprovalStatus } from '../api/approval';

/**
 * Approve, reject or reset one user (spec §4) with the spec's toasts (§8). The list is live
 * (useUserProfiles): the change, or the truth a refusal was about (another admin's change, a
 * deleted user), shows by itself. `updating` holds the rows whose change is running: their
 * buttons are disabled.
 */
export function useStatusChange() {
  const notify = useNotify();
  const { inFlight: updating, during } = useRowsInFlight();

  async function changeStatus(uid: string, status: ApprovalStatus, from: ApprovalStatus) {
    await during(uid, async () => {
      try {
        await setApprovalStatus(uid, status, from);
        notify({ title: 'Success', body: approvalSuccessMessage(status) });
      } catch (error) {
        notify(errorNotice(error, APPROVAL_TEXTS.updateFailed));
      }
    });
  }

  return { updating, changeStatus };
}
