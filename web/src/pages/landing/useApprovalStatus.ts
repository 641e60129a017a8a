import { useOwnApprovalStatus } from '../../auth';

/** What the document buttons (spec §4) need to know about the visitor. */
export type ApprovalStatus = 'loading' | 'signed-out' | 'pending' | 'rejected' | 'approved';

/**
 * The visitor's approval status, for the Rules and Bylaws download buttons: 'approved' from
 * the `approved` claim (what downloadDocument checks), pending or rejected from the user's own
 * profile, read through a lazily imported Firestore listener (web/src/auth/useOwnApprovalStatus).
 */
export function useApprovalStatus(): ApprovalStatus {
  return useOwnApprovalStatus();
}
