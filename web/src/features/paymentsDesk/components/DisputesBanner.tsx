import {
  Link,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DISPUTE_TEXTS as D } from '@lakeside/domain';
import { useMemo } from 'react';
import type { DeskRow } from '../model/rows';

const useStyles = makeStyles({
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  item: { overflowWrap: 'anywhere' },
});

/**
 * The desk's warning while a payer's bank holds money (issue 31): which payments are disputed,
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
  const styles = useStyles();
  const open = useMemo(() => rows.filter((row) => row.dispute?.state === 'open'), [rows]);
  if (open.length === 0) return null;
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{D.bannerTitle(open.length)}</MessageBarTitle> {D.bannerBody}
        <ul className={styles.list}>
          {open.map((row) => (
            <li key={row.id} className={styles.item}>
              <Link as="button" onClick={() => onFind(row.invoiceNumber)}>
                {D.bannerItem(row.invoiceNumber, row.dispute!.amountCents, row.dispute!.respondBy)}
              </Link>
            </li>
          ))}
        </ul>
      </MessageBarBody>
    </MessageBar>
  );
}
