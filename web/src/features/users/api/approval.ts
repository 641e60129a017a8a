import type { ApprovalStatus } from '@lakeside/domain';
import { callFunction } from '@/lib/firebase/callable';

/** update_user_approval (spec §7) → the setApprovalStatus callable (admin only). */
export async function setApprovalStatus(uid: string, status: ApprovalStatus): Promise<void> {
  await callFunction('setApprovalStatus', { uid, status });
}
