import { memo } from 'react';
import { makeStyles, mergeClasses, Subtitle2, tokens } from '@fluentui/react-components';
import { formatCents } from '@lakeside/domain';
import { useDefinitionListStyles } from '@/components/definitionList';
import { StackedList, StackedListItem } from '@/components/StackedList';
import { formatDate, formatDateTime } from '@/lib/format';
import { DESK_COLUMN } from '../model/columns';
import type { DeskRow } from '../model/rows';
import { paymentMethodLabel, yearsLabel } from '@lakeside/domain';
import { PAYMENTS_DESK_TEXTS as M } from '../texts';
import type { RowActions } from '../model/rowActions';
import { ChargeActions } from './ChargeActions';
import { StatusCell } from './StatusCell';
import { TypeBadge } from './TypeBadge';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  title: { margin: 0, overflowWrap: 'anywhere' },
  badges: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'flex-start' },
  // the app's label / value list, its values wrapping anywhere (a long description or address)
  details: { gridTemplateColumns: 'max-content minmax(0, 1fr)', '& dd': { overflowWrap: 'anywhere' } },
  // a dt/dd pair's wrapper lays out in the list's grid
  pair: { display: 'contents' },
});

const dayOf = (ms: number | null) => (ms === null ? '-' : formatDate(new Date(ms)));
const dateOf = (ms: number | null) => formatDateTime(ms === null ? null : { toDate: () => new Date(ms) });

/**
 * The desk on a phone: one card per payment with every column as a label and value, instead of
 * a table clipped at 390 px. The order and the page are the grid's.
 * Memoised: a keystroke in the search box first re-renders the desk with the old rows (the
 * search is deferred), and the same page of rows need not render again for it.
 */
export const PaymentCardList = memo(function PaymentCardList({
  rows,
  actions,
}: {
  rows: readonly DeskRow[];
  actions: RowActions;
}) {
  const styles = useStyles();
  const list = useDefinitionListStyles();
  return (
    <StackedList label={M.transactions}>
      {rows.map((row) => {
        const pairs: [string, string][] = [
          [DESK_COLUMN.invoice.label, row.invoiceNumber],
          [DESK_COLUMN.property.label, row.propertyLabel],
          [DESK_COLUMN.years.label, yearsLabel(row.years)],
          [DESK_COLUMN.amount.label, formatCents(row.amountCents)],
          [DESK_COLUMN.totalCharged.label, formatCents(row.totalChargedCents)],
          [DESK_COLUMN.date.label, row.receivedOn ? dayOf(row.dateMs) : dateOf(row.dateMs)],
          [DESK_COLUMN.paymentMethod.label, paymentMethodLabel(row.paymentMethod)],
        ];
        return (
          <StackedListItem key={row.id}>
            <div className={styles.header}>
              <Subtitle2 as="h3" className={styles.title}>
                {row.description}
              </Subtitle2>
              <span className={styles.badges}>
                <TypeBadge kind={row.kind} />
                <StatusCell row={row} />
              </span>
            </div>
            <dl className={mergeClasses(list.list, styles.details)}>
              {pairs.map(([label, value]) => (
                <div key={label} className={styles.pair}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <ChargeActions row={row} actions={actions} />
          </StackedListItem>
        );
      })}
    </StackedList>
  );
});
