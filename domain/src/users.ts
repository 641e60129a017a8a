// Users and their approval (spec §2 User management, §4, §6, §8): which status changes an admin
// may make, the payload of the setApprovalStatus callable, and the texts the users screen shows.
import { z } from 'zod';
import { APPROVAL_STATUSES, type ApprovalStatus } from './auth.js';

/**
 * Spec §4: pending → approved or rejected; any non-pending status → pending ('Reset to
 * Pending'). Nothing else (approved → rejected goes through pending, so the board sees it).
 */
export function canChangeApprovalStatus(from: ApprovalStatus, to: ApprovalStatus): boolean {
  return from === 'pending' ? to !== 'pending' : to === 'pending';
}

export const APPROVAL_MESSAGES = {
  uidRequired: 'A user id is required',
  statusInvalid: 'Status must be one of pending, approved or rejected',
  notAdmin: 'You do not have permission to access user management.',
  signInRequired: 'You must be logged in to manage users',
  profileNotFound: 'No profile exists for this user',
  transitionNotAllowed:
    'A pending user can be approved or rejected; any other user can only be reset to pending',
  updateFailed: 'Failed to update user approval status.',
  // Spec §8: when neither the full list nor the pending list could be read.
  fetchFailed: 'Failed to fetch user profiles. You may not have admin permissions.',
} as const;

export const setApprovalStatusSchema = z.object({
  uid: z
    .string({ error: APPROVAL_MESSAGES.uidRequired })
    .trim()
    .min(1, APPROVAL_MESSAGES.uidRequired)
    .max(128, APPROVAL_MESSAGES.uidRequired),
  status: z.enum(APPROVAL_STATUSES, { error: APPROVAL_MESSAGES.statusInvalid }),
});

export type SetApprovalStatusRequest = z.output<typeof setApprovalStatusSchema>;

export interface SetApprovalStatusAnswer {
  uid: string;
  status: ApprovalStatus;
  previousStatus: ApprovalStatus;
}

/**
 * The success toast per new status. Deliberate fix to spec §8 (issue 4): a reset reads
 * 'pending', not 'rejected' as the old build said, which misled the board.
 */
export function approvalSuccessMessage(status: ApprovalStatus): string {
  switch (status) {
    case 'approved':
      return 'User approved successfully.';
    case 'rejected':
      return 'User rejected successfully.';
    case 'pending':
      return 'User reset to pending successfully.';
  }
}
