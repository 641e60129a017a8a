import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { disputeLine, isAbandonedCheckout } from '@lakeside/domain';
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
 * The status chip ('Disputed' while a bank decides), and under it: how much a refund gave back
 * and what a dispute holds or took, why a payment failed (e.g. 'Voided by the
 * board'), and what a settlement left for the board to check (a checkout paid twice, or paid but
 * not applied because it did not match the payment: the money is to be refunded in Stripe).
 */
export function StatusCell({ row }: { row: DeskRow }) {
  const styles = useStyles();
  return (
    <span className={styles.cell}>
      <PaymentStatusBadge standing={row.standing} audience="board" />
      {row.refundLabel ? <Caption1 className={styles.reason}>{row.refundLabel}</Caption1> : null}
      {row.dispute ? <Caption1 className={styles.reason}>{disputeLine(row)}</Caption1> : null}
      {row.status === 'failed' && row.failureReason && !isAbandonedCheckout(row) ? (
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
