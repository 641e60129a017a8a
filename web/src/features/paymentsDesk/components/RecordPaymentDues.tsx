import { Body1, Checkbox, makeStyles, Spinner } from '@fluentui/react-components';
import {
  RECORDED_PAYMENT_TEXTS as T,
  formatCents,
  parseDollarsToCents,
  settleReceived,
  sortYears,
  yearsDueCents,
  yearsDueTotalCents,
  type DuesRateTable,
  type HoaAccountFigures,
  type RecordPaymentForm,
} from '@lakeside/domain';
import { useController, useWatch, type Control } from 'react-hook-form';
import { CheckboxGroup } from '@/components/form/CheckboxGroup';
import { TextField } from '@/components/form/TextField';
import { useDuesRateTable } from '@/features/duesRates';
import { watchHoaAccount } from '@/features/hoaAccounts';
import { useLive } from '@/hooks/useLive';

const useStyles = makeStyles({
  text: { margin: 0 },
});

/**
 * The years the chosen account owes, each at what is left of it, the total of those ticked, the
 * amount received (blank: that total) and what it will do: the domain's settleReceived, the
 * rule the server applies.
 */
export function OwedYears({
  control,
  propertyId,
}: {
  control: Control<RecordPaymentForm>;
  propertyId: string;
}) {
  const styles = useStyles();
  const account = useLive(propertyId, watchHoaAccount, { title: 'Error', body: T.noAccount });
  const rates = useDuesRateTable();
  const {
    field: { value, onChange },
    fieldState,
  } = useController({ control, name: 'yearsPaid' });
  const ticked = value ?? [];

  if (account.status === 'loading' || rates.status === 'loading')
    return <Spinner size="tiny" label={T.years} />;
  if (account.status === 'error' || !account.value || rates.status === 'error') {
    return (
      <Body1 as="p" className={styles.text}>
        {T.noAccount}
      </Body1>
    );
  }
  const owed = account.value.yearsOwed;
  const table = rates.value;
  const message = fieldState.error?.message;
  const dues = new Map(yearsDueCents(account.value, owed, table).map(({ year, cents }) => [year, cents]));
  return (
    <>
      <CheckboxGroup
        label={T.years}
        error={message}
        hint={
          ticked.length > 0
            ? `Total ${formatCents(yearsDueTotalCents(account.value, ticked, table))}`
            : undefined
        }
      >
        {owed.length === 0 ? (
          <Body1 as="p" className={styles.text}>
            {T.noYearsOwed}
          </Body1>
        ) : (
          owed.map((year) => (
            <Checkbox
              key={year}
              label={`${year} — ${formatCents(dues.get(year) ?? 0)}`}
              checked={ticked.includes(year)}
              onChange={(_, data) =>
                onChange(data.checked ? sortYears([...ticked, year]) : ticked.filter((y) => y !== year))
              }
            />
          ))
        )}
      </CheckboxGroup>
      {owed.length > 0 ? (
        <>
          <TextField
            control={control}
            name="amount"
            label={T.amountReceived}
            hint={T.amountReceivedHint}
            required={false}
            inputMode="decimal"
            autoComplete="off"
          />
          <ReceivedPreview control={control} account={account.value} rates={table} ticked={ticked} />
        </>
      ) : null}
    </>
  );
}

/** What the amount received will do to the years ticked, as the server will apply it. */
function ReceivedPreview({
  control,
  account,
  rates,
  ticked,
}: {
  control: Control<RecordPaymentForm>;
  account: HoaAccountFigures;
  rates: DuesRateTable;
  ticked: string[];
}) {
  const styles = useStyles();
  const typed = useWatch({ control, name: 'amount' }) ?? '';
  if (ticked.length === 0) return null;
  const received = typed.trim() ? parseDollarsToCents(typed) : yearsDueTotalCents(account, ticked, rates);
  if (received === undefined || received <= 0) return null;
  const settled = settleReceived(account, ticked, received, rates);
  const lines =
    'refusal' in settled
      ? [
          settled.refusal === 'olderYearOwed'
            ? T.olderYearOwed(settled.year)
            : T.yearsStillOwed(settled.years.join(', ')),
        ]
      : [
          settled.yearsPaid.length > 0 ? T.paysInFull(settled.yearsPaid.join(', ')) : '',
          settled.partPaid
            ? T.paysInPart(
                settled.partPaid.year,
                formatCents(settled.partPaid.paidCents),
                formatCents(settled.partPaid.leftCents),
              )
            : '',
          settled.creditAddedCents > 0 ? T.leavesCredit(formatCents(settled.creditAddedCents)) : '',
        ].filter(Boolean);
  return (
    <Body1 as="p" className={styles.text} aria-live="polite">
      {lines.join(' ')}
    </Body1>
  );
}
