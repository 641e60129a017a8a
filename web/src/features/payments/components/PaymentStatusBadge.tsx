import { Badge, type BadgeProps } from '@fluentui/react-components';
import {
  PAYMENT_STATUS_LABELS,
  disputeChip,
  paymentStatusColor,
  type DisputeState,
  type PaymentStatus,
  type PaymentStatusColor,
} from '@lakeside/domain';

// The domain names the chip's tone; Fluent's palette names it differently for one of them: its
// 'informative' badge is grey, and the blue that spec §4 wants for processing is 'brand'.
const FLUENT_COLOR: Record<PaymentStatusColor, BadgeProps['color']> = {
  success: 'success',
  danger: 'danger',
  informative: 'brand',
  warning: 'warning',
};

/**
 * Spec §4's status chip: completed green, failed red, processing blue, others yellow. A payment
 * whose dispute is open says 'Disputed', one whose dispute was lost 'Dispute lost' (issue 31).
 */
export function PaymentStatusBadge({
  status,
  dispute,
}: {
  status: PaymentStatus;
  dispute?: { state: DisputeState } | null;
}) {
  const chip = disputeChip(dispute) ?? {
    label: PAYMENT_STATUS_LABELS[status],
    color: paymentStatusColor(status),
  };
  return (
    <Badge appearance="tint" color={FLUENT_COLOR[chip.color]}>
      {chip.label}
    </Badge>
  );
}
