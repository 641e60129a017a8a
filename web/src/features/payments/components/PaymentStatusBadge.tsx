import { Badge, type BadgeProps } from '@fluentui/react-components';
import { standingChip, type PaymentChipColor, type PaymentStanding } from '@lakeside/domain';

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
 * Spec §4's status chip: completed green, failed red, processing blue, others yellow; and what
 * the status alone does not say (domain paymentStanding): 'Voided' and 'Refunded' in grey,
 * 'Bank refused', 'Disputed' ('Under dispute with your bank' to its owners), 'Dispute lost', a
 * checkout the payer left 'Canceled — not charged'.
 */
export function PaymentStatusBadge({
  standing,
  audience = 'owner',
}: {
  /** domain paymentStanding(payment) */
  standing: PaymentStanding;
  audience?: 'board' | 'owner';
}) {
  const chip = standingChip(standing, audience);
  return (
    <Badge appearance="tint" color={FLUENT_COLOR[chip.color]}>
      {chip.label}
    </Badge>
  );
}
