import { useCallback, useEffect, useState } from 'react';
import { useNotify } from '../../../components/notify';
import { listPendingProfiles, listProfilesNewestFirst, type ProfileRecord } from '../../../data/profiles';
import { getDb } from '../../../firebase/firestore';

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
  const db = getDb();
  try {
    return { ok: true, profiles: await listProfilesNewestFirst(db) };
  } catch {
    try {
      return { ok: true, profiles: await listPendingProfiles(db) };
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
        notify({
          title: 'Error',
          body: 'Failed to fetch user profiles. You may not have admin permissions.',
          intent: 'error',
        });
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
