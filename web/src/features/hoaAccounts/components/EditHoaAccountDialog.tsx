import { Body1, Button, Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import {
  adminYearOptions,
  centsToDollarsText,
  hoaAccountFormSchema,
  selectedYearsLabel,
  sortYears,
  type HoaAccountForm,
  type UpdateHoaAccountRequest,
} from '@lakeside/domain';
import { useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { FormDialog } from '@/components/form/FormDialog';
import { TextField } from '@/components/form/TextField';
import { useZodForm } from '@/components/form/useZodForm';
import type { HoaAccountRecord } from '../api/hoaAccounts';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  years: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    margin: 0,
    padding: tokens.spacingHorizontalS,
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(4, 1fr)',
    maxHeight: '14rem',
    overflowY: 'auto',
  },
});

interface EditHoaAccountDialogProps {
  account: HoaAccountRecord;
  onSave: (request: UpdateHoaAccountRequest) => Promise<boolean>;
}

/** The admin's edit (spec §2): Current Balance ($) and the years owed, 2000 to next year. */
export function EditHoaAccountDialog({ account, onSave }: EditHoaAccountDialogProps) {
  const styles = useStyles();
  const legendId = useId();
  const [open, setOpen] = useState(false);
  const stored: HoaAccountForm = {
    balance: centsToDollarsText(account.balanceCents),
    yearsOwed: account.yearsOwed,
  };
  const { control, handleSubmit, reset, formState } = useZodForm(hoaAccountFormSchema, stored);
  // The year grid is one value of the form (a sorted list), not one field per year.
  const {
    field: { value: years, onChange: setYears },
  } = useController({ control, name: 'yearsOwed' });

  const onSubmit = handleSubmit(async ({ balance, yearsOwed }) => {
    if (await onSave({ propertyId: account.propertyId, balanceCents: balance, yearsOwed })) setOpen(false);
  });

  const toggle = (year: string, checked: boolean) =>
    setYears(checked ? sortYears([...years, year]) : years.filter((y) => y !== year));

  return (
    <FormDialog
      trigger={
        <Button icon={<EditRegular />} aria-label={`Edit account for ${account.property.streetAddress}`}>
          Edit
        </Button>
      }
      title="Edit HOA Account"
      open={open}
      onOpenChange={(next) => {
        // every opening starts from what is stored
        setOpen(next);
        reset(stored);
      }}
      onSubmit={onSubmit}
      submitting={formState.isSubmitting}
      submitLabel="Save Changes"
      busyLabel="Saving..."
      contentClassName={styles.content}
    >
      <Body1 as="p">{account.property.streetAddress}</Body1>
      <TextField
        control={control}
        name="balance"
        label="Current Balance ($)"
        required={false}
        type="number"
        step="0.01"
        min="0"
      />
      <fieldset className={styles.years} aria-labelledby={legendId}>
        <legend id={legendId}>Years Owed</legend>
        <div className={styles.grid}>
          {adminYearOptions(new Date()).map((year) => (
            <Checkbox
              key={year}
              label={year}
              checked={years.includes(year)}
              onChange={(_, data) => toggle(year, data.checked === true)}
            />
          ))}
        </div>
      </fieldset>
      <Body1 as="p" aria-live="polite">
        Selected: {selectedYearsLabel(years)}
      </Body1>
    </FormDialog>
  );
}
