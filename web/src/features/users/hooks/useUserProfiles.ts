import { APPROVAL_TEXTS } from '@lakeside/domain';
import { useEffect, useState } from 'react';
import { useNotify } from '@/components/notify';
import { watchPendingProfiles, watchProfilesNewestFirst, type ProfileRecord } from '@/features/auth';
import { syncProfileEmails } from '../api/approval';

export interface UserProfiles {
  profiles: ProfileRecord[];
  loading: boolean;
}

/**
 * The users screen's list, live: all profiles, newest first (spec §7); if they cannot be read,
 * the pending ones alone (spec §8); when neither can, an error toast and an empty list.
 *
 * Live rather than read once: an approval, the e-mail check's writes and another admin's
 * changes show without a reload, and a list first answered from the cache (Firestore answers a
 * one-time read from it while it believes itself offline) is corrected once the server answers.
 */
export function useUserProfiles(): UserProfiles {
  const notify = useNotify();
  const [state, setState] = useState<UserProfiles>({ profiles: [], loading: true });

  useEffect(() => {
    const show = (profiles: ProfileRecord[]) => setState({ profiles, loading: false });
    let stopPending: (() => void) | undefined;
    const stopAll = watchProfilesNewestFirst(show, () => {
      stopPending = watchPendingProfiles(show, () => {
        setState({ profiles: [], loading: false });
        notify({ title: 'Error', body: APPROVAL_TEXTS.fetchFailed, intent: 'error' });
      });
    });
    return () => {
      stopAll();
      stopPending?.();
    };
  }, [notify]);

  useEffect(() => {
    let mounted = true;
    // The profiles' e-mails are checked against Auth (who verified, who changed address); what
    // the check writes reaches the list like any other change.
    syncProfileEmails().catch(() => {
      if (mounted) notify({ title: 'Warning', body: APPROVAL_TEXTS.emailsCheckFailed, intent: 'warning' });
    });
    return () => {
      mounted = false;
    };
  }, [notify]);

  return state;
}
