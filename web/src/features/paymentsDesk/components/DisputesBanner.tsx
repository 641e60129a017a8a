import { Link } from '@fluentui/react-components';
import { DISPUTE_TEXTS as D } from '@lakeside/domain';
import { useMemo } from 'react';
import type { DeskRow } from '../model/rows';
import { DeskNotice } from './DeskNotice';

/**
 * The desk's warning while a payer's bank holds money: which payments are disputed,
 * how much, and by when the board must answer in the Stripe Dashboard. Each invoice finds its
 * row. Read from the desk's own rows (every payment is loaded), so Refresh updates it too.
 */
export function DisputesBanner({
  rows,
  onFind,
}: {
  rows: readonly DeskRow[];
  onFind: (invoice: string) => void;
}) {
  const open = useMemo(() => rows.filter((row) => row.dispute?.state === 'open'), [rows]);
  return (
    <DeskNotice
      title={D.bannerTitle(open.length)}
      body={D.bannerBody}
      items={open.map((row) => ({
        key: row.id,
        content: (
          <Link as="button" onClick={() => onFind(row.invoiceNumber)}>
            {D.bannerItem(row.invoiceNumber, row.dispute!.amountCents, row.dispute!.respondBy)}
          </Link>
        ),
      }))}
    />
  );
}
