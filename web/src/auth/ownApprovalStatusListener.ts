import type { ApprovalStatus } from '@lakeside/domain';
import { watchOwnApprovalStatus } from '../data/profiles';
import { getDb } from '../firebase/firestore';

// Loaded with import() by useOwnApprovalStatus: the landing page must not pull in Firestore.
export function listenToOwnApprovalStatus(
  uid: string,
  onStatus: (status: ApprovalStatus | null) => void,
  onError: (error: Error) => void,
): () => void {
  return watchOwnApprovalStatus(getDb(), uid, onStatus, onError);
}
