import { useAuthSession } from '../../auth';

/** What the document buttons (spec §4) need to know about the visitor. */
export type ApprovalStatus = 'loading' | 'signed-out' | 'pending' | 'rejected' | 'approved';

/**
 * The visitor's approval status, for the Rules and Bylaws download buttons.
 *
 * SEAM for the identity issue: the `approved` claim tells approved residents apart, but not
 * pending from rejected ones, so every signed-in, not-approved user reads as 'pending' here
 * until this hook also reads the profile's approvalStatus. Keep it off the landing page's
 * static imports of Firestore: the build fails if the landing chunk reaches the Firestore or
 * Functions SDK (web/vite.config.ts), so load such a reader lazily or carry the status in a claim.
 */
export function useApprovalStatus(): ApprovalStatus {
  const session = useAuthSession();
  if (session.status === 'loading') return 'loading';
  if (session.status === 'signed-out') return 'signed-out';
  return session.claims.approved ? 'approved' : 'pending';
}
