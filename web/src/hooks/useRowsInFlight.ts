import { useCallback, useState } from 'react';

/**
 * The rows of an admin list whose change is running (their buttons are disabled meanwhile):
 * `during(id, work)` marks the row for as long as `work` runs, however it ends.
 */
export function useRowsInFlight() {
  const [inFlight, setInFlight] = useState<ReadonlySet<string>>(new Set());
  const during = useCallback(async (id: string, work: () => Promise<unknown>) => {
    setInFlight((rows) => new Set(rows).add(id));
    try {
      await work();
    } finally {
      setInFlight((rows) => {
        const next = new Set(rows);
        next.delete(id);
        return next;
      });
    }
  }, []);
  return { inFlight, during };
}
