import { Badge, type BadgeProps } from '@fluentui/react-components';
import { paymentChip, type PaymentChipColor, type PaymentChipFacts } from '@lakeside/domain';

// The domain names the chip's tone; Fluent's palette names it differently: its 'informative'
// badge is grey (our neutral), and the blue that spec §4 wants for processing is 'brand'.
const FLUENT_COLOR: Record<PaymentChipColor, BadgeProps['color']> = {
  success: 'success',
  danger: 'danger',
  informative: 'brand',
  warning: 'warning',
  neutral: 'informative',
};

/**
 * Spec §4's status chip: completed green, failed red, processing blue, others yellow. A payment
 * whose dispute is open says 'Disputed', one whose dispute was lost 'Dispute lost'; a
 * checkout the payer left says 'Canceled — not charged', in grey.
 */
export function PaymentStatusBadge({
  status,
  failureReason = null,
  dispute,
}: Partial<Pick<PaymentChipFacts, 'failureReason' | 'dispute'>> & Pick<PaymentChipFacts, 'status'>) {
  const chip = paymentChip({ status, failureReason, dispute });
  return (
    <Badge appearance="tint" color={FLUENT_COLOR[chip.color]}>
      {chip.label}
    </Badge>
  );
}
