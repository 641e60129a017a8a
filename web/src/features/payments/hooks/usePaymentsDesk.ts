import { useCallback } from 'react';
import { useNotify } from '@/components/notify';
import { listHoaAccountsNewestFirst } from '@/features/hoaAccounts';
import { useReloadable } from '@/hooks/useReloadable';
import { listPaymentsNewestFirst } from '../api/payments';
import { PAYMENTS_DESK_MESSAGES as M } from '../messages';
import { toDeskRow, type DeskRow } from '../desk/rows';
import { deskTotals, type DeskTotals } from '../desk/summary';

export interface DeskData {
  /** every payment, newest first, as the desk shows it */
  rows: DeskRow[];
  totals: DeskTotals;
}

const EMPTY: DeskData = { rows: [], totals: { revenueCents: 0, pendingCents: 0, outstandingCents: 0 } };

/**
 * One read of everything the desk shows: every payment (one query, newest first) and every
 * account's balance. Rows and totals are worked out here, once per load, not on each render.
 */
async function loadDesk(): Promise<DeskData> {
  const [payments, accounts] = await Promise.all([listPaymentsNewestFirst(), listHoaAccountsNewestFirst()]);
  const rows = payments.map(toDeskRow);
  return {
    rows,
    totals: deskTotals(
      rows,
      accounts.map((account) => account.balanceCents),
    ),
  };
}

/** The payments desk's data: loaded on mount, again on Refresh (with its toast) or after a change. */
export function usePaymentsDesk() {
  const notify = useNotify();
  const { value, loading, reload } = useReloadable(loadDesk, EMPTY, {
    title: M.loadFailedTitle,
    body: M.loadFailedBody,
  });

  const refresh = useCallback(async () => {
    if (await reload()) notify({ title: M.refreshedTitle, body: M.refreshedBody, intent: 'success' });
  }, [reload, notify]);

  return { ...value, loading, reload, refresh };
}
