import {
  Body1,
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  tokens,
} from '@fluentui/react-components';
import {
  adminYearOptions,
  duesTotalCents,
  balanceInputProblem,
  type DuesRateTable,
  centsToDollarsText,
  formatCents,
  HOA_ACCOUNT_TEXTS,
  hoaAccountFormSchema,
  parseDollarsToCents,
  selectedYearsLabel,
  sortYears,
  type HoaAccountForm,
  type UpdateHoaAccountRequest,
} from '@lakeside/domain';
import { useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { FormDialog } from '@/components/form/FormDialog';
import { TextField } from '@/components/form/TextField';
import { useZodForm } from '@/components/form/useZodForm';
import { EditHoaAccountButton } from './EditHoaAccountButton';
import type { HoaAccountRecord } from '../api/hoaAccounts';
import { YearGrid } from './YearGrid';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  text: { margin: 0 },
});

interface EditHoaAccountDialogProps {
  account: HoaAccountRecord;
  /** Each year's rate, from the page (undefined while loading), so it is there when the dialog opens. */
  rates: DuesRateTable | undefined;
  onSave: (request: UpdateHoaAccountRequest) => Promise<boolean>;
}

/** The admin's edit (spec §2): Current Balance ($) and the years owed, 2000 to next year. */
export function EditHoaAccountDialog({ account, rates, onSave }: EditHoaAccountDialogProps) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const stored: HoaAccountForm = {
    balance: centsToDollarsText(account.balanceCents),
    yearsOwed: account.yearsOwed,
  };
  const { control, handleSubmit, reset, setValue, formState } = useZodForm(hoaAccountFormSchema, stored);
  const balanceText = useWatch({ control, name: 'balance' });
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
      trigger={<EditHoaAccountButton account={account} />}
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
        // text, not number: a number field takes '1e3' and drops letters silently; the form
        // says what is wrong with what was typed (balanceInputProblem)
        inputMode="decimal"
      />
      <YearGrid years={adminYearOptions(new Date())} selected={years} onToggle={toggle} />
      <Body1 as="p" aria-live="polite" className={styles.text}>
        Selected: {selectedYearsLabel(years)}
      </Body1>
      <YearsBalanceCheck
        balanceText={balanceText}
        rates={rates}
        years={years}
        onSetBalance={(cents) =>
          setValue('balance', centsToDollarsText(cents), { shouldValidate: true, shouldDirty: true })
        }
      />
    </FormDialog>
  );
}

interface YearsBalanceCheckProps {
  balanceText: string;
  rates: DuesRateTable | undefined;
  years: readonly string[];
  onSetBalance: (cents: number) => void;
}

/**
 * When the ticked years and the balance disagree (the years' dues, each at its own
 * rate, ≠ balance), say so and
 * offer the matching balance. Only a warning: a balance may rightly differ (a partial payment,
 * a fee), so Save stays possible. Nothing is said while the balance is not an amount: its own
 * message covers that.
 */
function YearsBalanceCheck({ balanceText, rates, years, onSetBalance }: YearsBalanceCheckProps) {
  if (balanceInputProblem(balanceText) !== undefined || rates === undefined) return null;
  const balanceCents = parseDollarsToCents(balanceText) as number;
  const expectedCents = duesTotalCents(years, rates);
  if (balanceCents === expectedCents) return null;
  const expected = formatCents(expectedCents);
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        {HOA_ACCOUNT_TEXTS.yearsBalanceMismatch(formatCents(balanceCents), years.length, expected)}
      </MessageBarBody>
      <MessageBarActions>
        <Button onClick={() => onSetBalance(expectedCents)}>
          {HOA_ACCOUNT_TEXTS.setBalanceTo(expected)}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
