import { APPROVAL_MESSAGES, approvalSuccessMessage, type ApprovalStatus } from '@lakeside/domain';
import { useState } from 'react';
import { useNotify } from '@/components/notify';
import { errorNotice } from '@/lib/firebase/callableErrors';
import { setApprovalStatus } from '../api/approval';

/**
 * Approve, reject or reset one user (spec §4) with the spec's toasts (§8), then `reload` the
 * list. `updating` holds the rows whose change is running: their buttons are disabled.
 */
export function useStatusChange(reload: () => Promise<void>) {
  const notify = useNotify();
  const [updating, setUpdating] = useState<ReadonlySet<string>>(new Set());

  async function changeStatus(uid: string, status: ApprovalStatus) {
    setUpdating((rows) => new Set(rows).add(uid));
    try {
      await setApprovalStatus(uid, status);
      notify({ title: 'Success', body: approvalSuccessMessage(status) });
      await reload();
    } catch (error) {
      notify(errorNotice(error, APPROVAL_MESSAGES.updateFailed));
    } finally {
      setUpdating((rows) => {
        const next = new Set(rows);
        next.delete(uid);
        return next;
      });
    }
  }

  return { updating, changeStatus };
}
