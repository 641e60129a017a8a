import type { ApprovalStatus } from '@lakeside/domain';
import { callFunction } from '@/lib/firebase/callable';

/**
 * update_user_approval (spec §7) → the setApprovalStatus callable (admin only). `from` is the
 * status the admin saw: if another admin changed it meanwhile, the server refuses and says so.
 */
export async function setApprovalStatus(
  uid: string,
  status: ApprovalStatus,
  from: ApprovalStatus,
): Promise<void> {
  await callFunction('setApprovalStatus', { uid, status, from });
}

/**
 * Brings every profile's e-mail and its verification in line with Auth (admin only). What it
 * writes reaches the users screen through its live list (useUserProfiles).
 */
export async function syncProfileEmails(): Promise<void> {
  await callFunction('syncProfileEmails');
}

/** The board sends an unverified registrant's verification link again; answers the address. */
export async function resendVerificationEmail(uid: string): Promise<string> {
  return (await callFunction('resendVerificationEmail', { uid })).email;
}
