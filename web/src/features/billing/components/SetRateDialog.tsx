import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import {
  duesRateFormSchema,
  formatCents,
  formatDueDate,
  yearToRateFirst,
  type DuesRateForm,
} from '@lakeside/domain';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormDialog } from '@/components/form/FormDialog';
import { TextField } from '@/components/form/TextField';
import { useZodForm } from '@/components/form/useZodForm';
import type { DuesRateRecord } from '@/features/duesRates';
import { useSetDuesRate } from '../hooks/useSetDuesRate';
import { BILLING_TEXTS as T } from '../texts';
import { ChangeRateButton, SetRateButton } from './RateDialogButtons';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

const NO_RATES: readonly DuesRateRecord[] = [];

export interface SetRateDialogProps {
  /** a year's rate as it stands, to change it; absent for a new one (year typed) */
  current?: DuesRateForm;
  /** for a new one: every year's rate, to offer a year without one, refuse a billed one and ask before replacing */
  rates?: readonly DuesRateRecord[];
  disabled?: boolean;
}

/**
 * Set Rate: a year (the next without a rate, to begin with), its amount ($0.01–$100,000.00) and
 * its due date, checked by the domain's schema with its messages under each field. A billed
 * year is refused before anything is sent; a year with a rate is replaced only once the board
 * has read what it replaces and saved again. The server checks every rule again.
 */
export function SetRateDialog({ current, rates = NO_RATES, disabled = false }: SetRateDialogProps) {
  const styles = useStyles();
  const save = useSetDuesRate();
  const [open, setOpen] = useState(false);
  const [replacing, setReplacing] = useState<string | null>(null);
  const billed = useMemo(
    () => new Set(current ? [] : rates.filter((rate) => rate.billedAt).map((rate) => rate.year)),
    [current, rates],
  );
  const schema = useMemo(() => duesRateFormSchema(new Date(), billed), [billed]);
  const empty: DuesRateForm = current ?? {
    year: yearToRateFirst(
      rates.map((rate) => rate.year),
      new Date(),
    ),
    amount: '',
    dueDate: '',
  };
  const { control, handleSubmit, reset, formState } = useZodForm(schema, empty);
  const year = useWatch({ control, name: 'year' });
  const replaced = current ? undefined : rates.find((rate) => rate.year === year);
  const confirming = replaced !== undefined && replacing === year;

  const onOpenChange = (next: boolean) => {
    if (next) {
      reset(empty);
      setReplacing(null);
    }
    setOpen(next);
  };
  const onSubmit = handleSubmit(async ({ year, amount, dueDate }) => {
    if (replaced && !confirming) {
      setReplacing(year);
      return;
    }
    if (await save({ year, amountCents: amount, dueDate })) setOpen(false);
  });

  return (
    <FormDialog
      trigger={current ? <ChangeRateButton year={current.year} disabled={disabled} /> : <SetRateButton />}
      title={current ? T.changeDialogTitle(current.year) : T.dialogTitle}
      open={open}
      onOpenChange={onOpenChange}
      onSubmit={onSubmit}
      submitting={formState.isSubmitting}
      submitLabel={confirming ? T.replace(year) : T.save}
      busyLabel={T.saving}
      contentClassName={styles.form}
    >
      {current ? null : (
        <TextField control={control} name="year" label={T.year} inputMode="numeric" maxLength={4} />
      )}
      <TextField control={control} name="amount" label={T.amount} inputMode="decimal" autoComplete="off" />
      <TextField control={control} name="dueDate" label={T.dueDate} type="date" />
      {confirming ? (
        <MessageBar intent="warning" role="alert">
          <MessageBarBody>
            {T.replaceWarning(year, formatCents(replaced.amountCents), formatDueDate(replaced.dueDate))}
          </MessageBarBody>
        </MessageBar>
      ) : null}
    </FormDialog>
  );
}
