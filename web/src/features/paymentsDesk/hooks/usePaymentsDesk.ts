import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify } from '@/components/notify';
import { sumHoaBalancesCents } from '@/features/hoaAccounts';
import { listPaymentsNewestFirst, sumPaymentAmountsCents } from '../api/deskPayments';
import { listStuckRefunds, type StuckRefund } from '../api/refunds';
import { PAYMENTS_DESK_TEXTS as M } from '../texts';
import { toDeskRow, type DeskRow } from '../model/rows';
import { PENDING_STATUS, REVENUE_STATUS, type DeskTotals } from '../model/summary';

export interface DeskData {
  /** the payments read so far, newest first, as the desk shows them */
  rows: DeskRow[];
  /** the three summary figures; null until Firestore has summed them */
  totals: DeskTotals | null;
  /** true once the last page of payments has arrived (search and Export CSV then cover all) */
  complete: boolean;
  /** refunds Stripe never answered (issue 31), to send again */
  stuckRefunds: StuckRefund[];
}

const NOTHING_YET: DeskData = { rows: [], totals: null, complete: false, stuckRefunds: [] };

/** The three summary figures, each summed by Firestore, all at once. */
async function loadDeskTotals(): Promise<DeskTotals> {
  const [revenueCents, pendingCents, outstandingCents] = await Promise.all([
    sumPaymentAmountsCents(REVENUE_STATUS),
    sumPaymentAmountsCents(PENDING_STATUS),
    sumHoaBalancesCents(),
  ]);
  return { revenueCents, pendingCents, outstandingCents };
}

/**
 * The payments desk's data: every payment (read page by page, newest first), the totals, and
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
    async (showParts: boolean): Promise<boolean> => {
      const run = ++latest.current;
      const isLatest = () => run === latest.current;
      const show = (part: Partial<DeskData>) => {
        if (showParts && isLatest()) setData((shown) => ({ ...shown, ...part }));
      };
      try {
        let rows: DeskRow[] = [];
        const [totals, , stuckRefunds] = await Promise.all([
          loadDeskTotals().then((totals) => {
            show({ totals });
            return totals;
          }),
          listPaymentsNewestFirst((page) => {
            rows = rows.concat(page.map(toDeskRow));
            show({ rows, complete: false });
          }),
          listStuckRefunds().then((stuckRefunds) => {
            show({ stuckRefunds });
            return stuckRefunds;
          }),
        ]);
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

  const reload = useCallback(() => {
    setLoading(true);
    return load(false);
  }, [load]);
  const refresh = useCallback(async () => {
    if (await reload()) notify({ title: M.refreshedTitle, body: M.refreshedBody, intent: 'success' });
  }, [reload, notify]);

  return { ...data, loading, reload, refresh };
}
