import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import type { DeskRow } from '../model/rows';
import { PaymentStatusBadge } from '@/features/payments';

const useStyles = makeStyles({
  cell: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalXXS,
  },
  reason: { color: tokens.colorNeutralForeground2 },
});

/** The status chip, and under a failed payment why (e.g. 'Voided by the board'). */
export function StatusCell({ row }: { row: DeskRow }) {
  const styles = useStyles();
  return (
    <span className={styles.cell}>
      <PaymentStatusBadge status={row.status} />
      {row.status === 'failed' && row.failureReason ? (
        <Caption1 className={styles.reason}>{row.failureReason}</Caption1>
      ) : null}
    </span>
  );
}
