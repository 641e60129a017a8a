import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify } from '@/components/notify';
import { loadDeskReads, takeDeskFirstScreen } from './deskFirstScreen';
import { markTiming } from '@/lib/timing';
import { listStuckRefunds, type StuckRefund } from '../api/refunds';
import { PAYMENTS_DESK_TEXTS as M } from '../texts';
import { toDeskRow, type DeskRow } from '../model/rows';
import { joinRounds } from '../model/rounds';
import type { DeskTotals } from '../model/summary';
import type { TotalsRead } from '../api/deskPayments';

export interface DeskData {
  /** the payments read so far, newest first, as the desk shows them */
  rows: DeskRow[];
  /** the three summary figures; null until Firestore has summed them */
  totals: DeskTotals | null;
  /** true once the last page of payments has arrived (search and Export CSV then cover all) */
  complete: boolean;
  /** refunds Stripe never answered, to send again */
  stuckRefunds: StuckRefund[];
}

const NOTHING_YET: DeskData = { rows: [], totals: null, complete: false, stuckRefunds: [] };

/**
 * The payments desk's data: every payment (newest first; read in pages), the totals, and
 * the refunds Stripe never answered.
 * The first load shows each part as it arrives, so the totals and the newest payments are on the
 * screen while older years are still coming; a reload (Refresh, or after a change the board
 * made) keeps what is shown until the new read is whole, so the table never shrinks under the
 * treasurer's eyes. Rows are worked out here, once per page, not on each render.
 */
export function usePaymentsDesk() {
  const notify = useNotify();
  const [data, setData] = useState<DeskData>(NOTHING_YET);
  const [loading, setLoading] = useState(true);
  // Only the latest load may write: an older one still arriving (a second Refresh, or the page
  // left) is dropped.
  const latest = useRef(0);

  const load = useCallback(
    async (showParts: boolean, totalsRead: TotalsRead = 'kept'): Promise<boolean> => {
      const run = ++latest.current;
      const isLatest = () => run === latest.current;
      const show = (part: Partial<DeskData>) => {
        if (showParts && isLatest()) setData((shown) => ({ ...shown, ...part }));
      };
      try {
        const { readDeskFirstScreen, readPaymentsDesk } = await loadDeskReads();
        // the first screen the route read ahead, on the first load (a reload reads afresh)
        const readAhead =
          (await takeDeskFirstScreen()?.catch(() => undefined)) ?? readDeskFirstScreen(totalsRead);
        markTiming('desk-code');
        // newest first, as the read's rounds put it together (it comes from both ends at once:
        // api/readFromBothEnds.ts); each payment made a row once, as it arrives
        const joinRows = joinRounds<DeskRow>();
        let rows: DeskRow[] = [];
        const [totals, stuckRefunds] = await Promise.all([
          readPaymentsDesk(
            ({ newer, older }) => {
              if (rows.length === 0) markTiming('desk-rows');
              rows = joinRows({ newer: newer.map(toDeskRow), older: older.map(toDeskRow) });
              show({ rows, complete: false });
            },
            (totals) => {
              markTiming('desk-totals');
              show({ totals });
            },
            readAhead,
          ),
          listStuckRefunds().then((stuckRefunds) => {
            show({ stuckRefunds });
            return stuckRefunds;
          }),
        ]);
        markTiming('desk-complete');
        if (isLatest()) setData({ rows, totals, complete: true, stuckRefunds });
        return true;
      } catch (error) {
        // the toast says it in words; the console keeps the cause for whoever debugs it
        console.error('Loading the payments desk failed:', error);
        if (isLatest()) notify({ title: M.loadFailedTitle, body: M.loadFailedBody, intent: 'error' });
        return false;
      } finally {
        if (isLatest()) setLoading(false);
      }
    },
    [notify],
  );

  useEffect(() => {
    void load(true);
    const runs = latest;
    return () => {
      runs.current++; // the page is left: whatever is still arriving is dropped
    };
  }, [load]);

  // After a change the board made, the kept totals already count it (the functions keep them in
  // the change's own transaction); Refresh sums every payment again (api/deskPayments.ts).
  const reload = useCallback(
    (totalsRead: TotalsRead = 'kept') => {
      setLoading(true);
      return load(false, totalsRead);
    },
    [load],
  );
  const refresh = useCallback(async () => {
    if (await reload('recount'))
      notify({ title: M.refreshedTitle, body: M.refreshedBody, intent: 'success' });
  }, [reload, notify]);

  return { ...data, loading, reload, refresh };
}
