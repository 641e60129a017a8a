import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import type { DeskRow } from '../model/rows';
import { PAYMENTS_DESK_TEXTS as M } from '../texts';
import { PaymentStatusBadge } from '@/features/payments';

const useStyles = makeStyles({
  cell: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalXXS,
  },
  reason: { color: tokens.colorNeutralForeground2 },
  review: { color: tokens.colorNeutralForeground1, overflowWrap: 'anywhere' },
  reviewLabel: { fontWeight: tokens.fontWeightSemibold },
});

/**
 * The status chip, under a refunded payment how much came back (issue 31), under a failed one why (e.g. 'Voided by the board'), and under any
 * payment what a settlement left for the board to check (a checkout paid twice, or paid but not
 * applied because it did not match the payment: the money is to be refunded in Stripe).
 */
export function StatusCell({ row }: { row: DeskRow }) {
  const styles = useStyles();
  return (
    <span className={styles.cell}>
      <PaymentStatusBadge status={row.status} />
      {row.refundLabel ? <Caption1 className={styles.reason}>{row.refundLabel}</Caption1> : null}
      {row.status === 'failed' && row.failureReason ? (
        <Caption1 className={styles.reason}>{row.failureReason}</Caption1>
      ) : null}
      {row.reviewNote ? (
        <Caption1 className={styles.review}>
          <span className={styles.reviewLabel}>{M.needsReview}</span> {row.reviewNote}
        </Caption1>
      ) : null}
    </span>
  );
}
