import type { ApprovalStatus, DocumentAccess } from '@lakeside/domain';
import { useEffect, useState } from 'react';
import { useAuthSession } from './AuthSessionContext';

interface ProfileAnswer {
  uid: string;
  status: ApprovalStatus | null | 'unknown';
}

/**
 * The visitor's approval as the document buttons show it (spec §4). 'approved' comes only from
 * the `approved` claim, the same thing downloadDocument checks, so the button is never enabled
 * before a download can succeed. Otherwise the user's own profile tells pending from rejected
 * (read through a lazily imported Firestore listener, so the landing page's first load stays
 * free of the SDK); a profile that already says approved while the token has not caught up yet
 * still shows pending for the moment the refresh takes.
 */
export function useOwnApprovalStatus(): DocumentAccess {
  const session = useAuthSession();
  const uid = session.status === 'signed-in' ? session.user.uid : null;
  const approvedByClaim = session.status === 'signed-in' && session.claims.approved;
  const [answer, setAnswer] = useState<ProfileAnswer | null>(null);

  useEffect(() => {
    if (!uid || approvedByClaim) return;
    let stopped = false;
    let stop: (() => void) | undefined;
    const report = (status: ProfileAnswer['status']) => {
      if (!stopped) setAnswer({ uid, status });
    };
    // Firestore is imported only now, so the landing page's first load stays free of it.
    import('../api/profiles')
      .then(({ watchOwnApprovalStatus }) => {
        if (!stopped) stop = watchOwnApprovalStatus(uid, report, () => report('unknown'));
      })
      .catch(() => report('unknown'));
    return () => {
      stopped = true;
      stop?.();
    };
  }, [uid, approvedByClaim]);

  if (session.status === 'loading') return 'loading';
  if (session.status === 'signed-out') return 'signed-out';
  if (approvedByClaim) return 'approved';
  // An answer for a previous user (sign-out, then another sign-in) does not count.
  if (!answer || answer.uid !== uid) return 'loading';
  return answer.status === 'rejected' ? 'rejected' : 'pending';
}
