import { APPROVAL_MESSAGES } from '@lakeside/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify } from '@/components/notify';
import { listPendingProfiles, listProfilesNewestFirst, type ProfileRecord } from '@/features/auth';
import { syncProfileEmails } from '../api/approval';

export interface UserProfiles {
  profiles: ProfileRecord[];
  loading: boolean;
  reload: () => Promise<void>;
}

type LoadResult = { ok: true; profiles: ProfileRecord[] } | { ok: false };

/**
 * All profiles, newest first (spec §7). If that read fails, the pending ones alone (spec §8).
 */
async function loadProfiles(): Promise<LoadResult> {
  try {
    return { ok: true, profiles: await listProfilesNewestFirst() };
  } catch {
    try {
      return { ok: true, profiles: await listPendingProfiles() };
    } catch {
      return { ok: false };
    }
  }
}

/** The users screen's list; when both reads fail, an error toast and an empty list (spec §8). */
export function useUserProfiles(): UserProfiles {
  const notify = useNotify();
  const [profiles, setProfiles] = useState<ProfileRecord[]>([]);
  const [loading, setLoading] = useState(true);
  // Reads can overlap (the first one, the one after the e-mail check, a reload after a change):
  // only the latest one started may fill the list, so an older answer never overwrites a newer.
  const latestRead = useRef(0);

  const read = useCallback(async () => {
    const ticket = ++latestRead.current;
    const result = await loadProfiles();
    if (ticket !== latestRead.current) return;
    setProfiles(result.ok ? result.profiles : []);
    setLoading(false);
    if (!result.ok) {
      notify({ title: 'Error', body: APPROVAL_MESSAGES.fetchFailed, intent: 'error' });
    }
  }, [notify]);

  useEffect(() => {
    let mounted = true;
    void read();
    // Meanwhile, the profiles' e-mails are checked against Auth (who verified, who changed
    // address), and the list is read again once they are. Always, not only when this check
    // wrote something: another admin's screen may have written the change between the first
    // read and this check, and the first read would then show it stale.
    syncProfileEmails().then(
      () => (mounted ? read() : undefined),
      () => {
        if (mounted)
          notify({ title: 'Warning', body: APPROVAL_MESSAGES.emailsCheckFailed, intent: 'warning' });
      },
    );
    return () => {
      mounted = false;
    };
  }, [read, notify]);

  return { profiles, loading, reload: read };
}
