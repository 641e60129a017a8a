import { useCallback, useEffect, useState } from 'react';
import { useNotify, type Notice } from '@/components/notify';

export interface Reloadable<T> {
  value: T;
  loading: boolean;
  /** answers whether the load succeeded (a failure has been toasted already) */
  reload: () => Promise<boolean>;
}

/**
 * Data an admin screen reads once and again on Refresh or after a change: `load` runs on
 * mount and on reload(); a failure keeps the last value and raises `failure` as a toast.
 * `load` must be stable (module-level or memoised).
 */
export function useReloadable<T>(load: () => Promise<T>, initial: T, failure: Notice): Reloadable<T> {
  const notify = useNotify();
  const [value, setValue] = useState<T>(initial);
  const [loading, setLoading] = useState(true);
  const { title, body } = failure;

  const settle = useCallback(
    (result: { ok: true; value: T } | { ok: false }) => {
      if (result.ok) setValue(result.value);
      else notify({ title, body, intent: 'error' });
      setLoading(false);
    },
    [notify, title, body],
  );
  const attempt = useCallback(
    () =>
      load().then(
        (loaded) => ({ ok: true as const, value: loaded }),
        (error: unknown) => {
          // the toast says it in words; the console keeps the cause for whoever debugs it
          console.error('Loading failed:', error);
          return { ok: false as const };
        },
      ),
    [load],
  );

  useEffect(() => {
    let current = true;
    void attempt().then((result) => {
      if (current) settle(result);
    });
    return () => {
      current = false;
    };
  }, [attempt, settle]);

  const reload = useCallback(async () => {
    setLoading(true);
    const result = await attempt();
    settle(result);
    return result.ok;
  }, [attempt, settle]);

  return { value, loading, reload };
}
