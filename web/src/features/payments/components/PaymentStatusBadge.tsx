import { Badge } from '@fluentui/react-components';
import { paymentStatusColor, type PaymentStatus } from '@lakeside/domain';
import { PAYMENT_STATUS_LABELS } from '../messages';

/** Spec §4's status chip: completed green, failed red, processing blue, others yellow. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <Badge appearance="tint" color={paymentStatusColor(status)}>
      {PAYMENT_STATUS_LABELS[status]}
    </Badge>
  );
}
