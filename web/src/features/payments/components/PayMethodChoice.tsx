import { Caption1, makeStyles, Radio, RadioGroup, Text, tokens } from '@fluentui/react-components';
import { formatCents, PAY_METHODS, type ChargeBreakdown, type PayMethod } from '@lakeside/domain';
import { PAYMENTS_UI_TEXTS as M } from '../texts';

const useStyles = makeStyles({
  // the way's name, then its fee and total (and the bank's days) under it
  label: { display: 'flex', flexDirection: 'column' },
  figures: { color: tokens.colorNeutralForeground2 },
});

interface PayMethodChoiceProps {
  value: PayMethod;
  onChange: (method: PayMethod) => void;
  /** what paying this way would cost; null while there is nothing to price (no year chosen) */
  figuresBy: (method: PayMethod) => ChargeBreakdown | null;
  disabled?: boolean;
}

/**
 * 'Pay by card' or 'Pay by bank account', each with its own fee and total before the
 * click, or its terms while nothing is priced yet. Make a Payment and the pay page both ask it.
 */
export function PayMethodChoice({ value, onChange, figuresBy, disabled }: PayMethodChoiceProps) {
  const styles = useStyles();
  return (
    <RadioGroup
      aria-label={M.payBy}
      value={value}
      disabled={disabled}
      onChange={(_, data) => onChange(data.value as PayMethod)}
    >
      {PAY_METHODS.map((way) => {
        const figures = figuresBy(way);
        return (
          <Radio
            key={way}
            value={way}
            label={
              <span className={styles.label}>
                <Text>{M.payByMethod[way]}</Text>
                <Caption1 className={styles.figures}>
                  {figures
                    ? M.methodFigures(formatCents(figures.feeCents), formatCents(figures.totalCents))
                    : M.feeTerms(way)}
                  {way === 'bank' ? ` · ${M.bankTakesDays}` : ''}
                </Caption1>
              </span>
            }
          />
        );
      })}
    </RadioGroup>
  );
}
