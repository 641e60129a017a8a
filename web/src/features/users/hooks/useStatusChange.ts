import { APPROVAL_MESSAGES, approvalSuccessMessage, type ApprovalStatus } from '@lakeside/domain';
import { FirebaseError } from 'firebase/app';
import { useNotify } from '@/components/notify';
import { useRowsInFlight } from '@/hooks/useRowsInFlight';
import { errorNotice } from '@/lib/firebase/callableErrors';
import { setApprovalStatus } from '../api/approval';

const listWasStale = (error: unknown) =>
  error instanceof FirebaseError &&
  (error.code === 'functions/failed-precondition' || error.code === 'functions/not-found');

/**
 * Approve, reject or reset one user (spec §4) with the spec's toasts (§8), then `reload` the
 * list. `updating` holds the rows whose change is running: their buttons are disabled.
 */
export function useStatusChange(reload: () => Promise<void>) {
  const notify = useNotify();
  const { inFlight: updating, during } = useRowsInFlight();

  async function changeStatus(uid: string, status: ApprovalStatus, from: ApprovalStatus) {
    await during(uid, async () => {
      try {
        await setApprovalStatus(uid, status, from);
        notify({ title: 'Success', body: approvalSuccessMessage(status) });
        await reload();
      } catch (error) {
        notify(errorNotice(error, APPROVAL_MESSAGES.updateFailed));
        // refused because the list was out of date (another admin, a deleted user): show the truth
        if (listWasStale(error)) await reload();
      }
    });
  }

  return { updating, changeStatus };
}
