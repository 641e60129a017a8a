import { APPROVAL_MESSAGES } from '@lakeside/domain';
import { useCallback, useEffect, useState } from 'react';
import { useNotify } from '@/components/notify';
import { listPendingProfiles, listProfilesNewestFirst, type ProfileRecord } from '@/features/auth';

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

  const apply = useCallback(
    (result: LoadResult) => {
      setProfiles(result.ok ? result.profiles : []);
      setLoading(false);
      if (!result.ok) {
        notify({ title: 'Error', body: APPROVAL_MESSAGES.fetchFailed, intent: 'error' });
      }
    },
    [notify],
  );

  useEffect(() => {
    let current = true;
    void loadProfiles().then((result) => {
      if (current) apply(result);
    });
    return () => {
      current = false;
    };
  }, [apply]);

  const reload = useCallback(async () => apply(await loadProfiles()), [apply]);
  return { profiles, loading, reload };
}
