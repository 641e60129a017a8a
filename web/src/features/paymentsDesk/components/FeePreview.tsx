import { makeStyles, tokens } from '@fluentui/react-components';
import { MISC_CHARGE_LIMITS, chargeBreakdown, formatCents, parseDollarsToCents } from '@lakeside/domain';
import { PAYMENTS_DESK_TEXTS as M } from '../texts';

const useStyles = makeStyles({
  preview: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) max-content',
    rowGap: tokens.spacingVerticalXXS,
    columnGap: tokens.spacingHorizontalM,
    margin: 0,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    '& dd': { margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  },
  pair: { display: 'contents' },
  total: { fontWeight: tokens.fontWeightSemibold },
});

/**
 * Spec §2: while the amount is a valid figure above zero, what the homeowner will pay, from the
 * domain's chargeBreakdown, the same arithmetic the server charges with.
 */
export function FeePreview({ amount }: { amount: string }) {
  const styles = useStyles();
  const cents = parseDollarsToCents(amount);
  if (cents === undefined || cents <= 0 || cents > MISC_CHARGE_LIMITS.maxCents) return null;
  const { subtotalCents, feeCents, totalCents } = chargeBreakdown(cents);
  const lines: [string, number, string?][] = [
    [M.chargeAmount, subtotalCents],
    [M.processingFee, feeCents],
    [M.totalToBeCharged, totalCents, styles.total],
  ];
  return (
    <div role="group" aria-label="Fee preview">
      <dl className={styles.preview}>
        {lines.map(([label, value, className]) => (
          <div key={label} className={styles.pair}>
            <dt className={className}>{label}</dt>
            <dd className={className}>{formatCents(value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
