import { BILLING_RUN_STALE_MS, BILLING_RUN_TEXTS } from '@lakeside/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify } from '@/components/notify';
import { useCallableAction } from '@/hooks/useCallableAction';
import { useLive } from '@/hooks/useLive';
import { billYear, watchBillingRuns, type BillingRunRecord } from '../api/billingRuns';

const LOAD_FAILED = { title: 'Error', body: 'Failed to load the billing runs' };

/**
 * Every year's billing run, live, and `start` to bill a year. The run's end is told once: to
 * the admin who started it by billYear's answer, to any other admin watching by the run turning
 * from running to done.
 */
export function useBillingRuns() {
  const notify = useNotify();
  const runs = useLive('all', watchBillingRuns, LOAD_FAILED);
  const startedHere = useRef(new Set<string>());
  const seenRunning = useRef(new Set<string>());

  const value = runs.status === 'ready' ? runs.value : null;
  useEffect(() => {
    for (const run of value ?? []) {
      if (run.state === 'running') seenRunning.current.add(run.year);
      else if (seenRunning.current.delete(run.year) && !startedHere.current.has(run.year)) {
        notify({ title: 'Success', body: BILLING_RUN_TEXTS.finished(run.billed, run.year, run.unmailed) });
      }
    }
  }, [value, notify]);

  const [start] = useCallableAction(
    (year: string) => {
      startedHere.current.add(year);
      return billYear(year);
    },
    {
      success: ({ billed, unmailed }, year) => ({
        title: 'Success',
        body: BILLING_RUN_TEXTS.finished(billed, year, unmailed),
      }),
      failure: BILLING_RUN_TEXTS.runFailed,
    },
  );

  // a run whose heartbeat stopped died: billing the year again finishes it (looked at each 30 s)
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const underWay = useCallback(
    (run: BillingRunRecord | undefined) =>
      run?.state === 'running' && now - (run.heartbeatAt?.toMillis() ?? 0) < BILLING_RUN_STALE_MS,
    [now],
  );

  return { runs, start, underWay };
}

export type { BillingRunRecord };
