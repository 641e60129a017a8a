import { makeStyles, tokens } from '@fluentui/react-components';
import { duesRateFormSchema, type DuesRateForm } from '@lakeside/domain';
import { useMemo, useState } from 'react';
import { FormDialog } from '@/components/form/FormDialog';
import { TextField } from '@/components/form/TextField';
import { useZodForm } from '@/components/form/useZodForm';
import { useSetDuesRate } from '../hooks/useSetDuesRate';
import { BILLING_TEXTS as T } from '../texts';
import { ChangeRateButton, SetRateButton } from './RateDialogButtons';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface SetRateDialogProps {
  /** a year's rate as it stands, to change it; absent for a new one (year typed) */
  current?: DuesRateForm;
  disabled?: boolean;
}

/**
 * Set Rate: a year, its amount ($0.01–$100,000.00) and its due date, checked by the
 * domain's schema with its messages under each field; the server checks again and refuses a
 * year already billed.
 */
export function SetRateDialog({ current, disabled = false }: SetRateDialogProps) {
  const styles = useStyles();
  const save = useSetDuesRate();
  const [open, setOpen] = useState(false);
  const schema = useMemo(() => duesRateFormSchema(new Date()), []);
  const empty: DuesRateForm = current ?? {
    year: String(new Date().getFullYear() + 1),
    amount: '',
    dueDate: '',
  };
  const { control, handleSubmit, reset, formState } = useZodForm(schema, empty);

  const onOpenChange = (next: boolean) => {
    if (next) reset(empty);
    setOpen(next);
  };
  const onSubmit = handleSubmit(async ({ year, amount, dueDate }) => {
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
      submitLabel={T.save}
      busyLabel={T.saving}
      contentClassName={styles.form}
    >
      {current ? null : (
        <TextField control={control} name="year" label={T.year} inputMode="numeric" maxLength={4} />
      )}
      <TextField control={control} name="amount" label={T.amount} inputMode="decimal" autoComplete="off" />
      <TextField control={control} name="dueDate" label={T.dueDate} type="date" />
    </FormDialog>
  );
}
