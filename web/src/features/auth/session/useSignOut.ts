import { useState } from 'react';
import { useAuth } from 'reactfire';
import { useNotify } from '@/components/notify';
import { signOut } from '../api/signInAndOut';

/** Sign Out with the spec's toasts (§8), and whether it is running (its button is disabled). */
export function useSignOut(): { signOut: () => Promise<void>; busy: boolean } {
  const auth = useAuth();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  async function run() {
    setBusy(true);
    try {
      await signOut(auth);
      notify({ title: 'Signed out', body: 'You have been successfully signed out.' });
    } catch {
      notify({ title: 'Error', body: 'Failed to sign out. Please try again.', intent: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return { signOut: run, busy };
}
