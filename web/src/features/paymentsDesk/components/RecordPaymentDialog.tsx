import {
  Body1,
  Checkbox,
  Field,
  makeStyles,
  Radio,
  RadioGroup,
  Select,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import {
  MISC_CHARGE_LIMITS,
  RECORDED_METHOD_LABELS,
  RECORDED_METHODS,
  RECORDED_PAYMENT_LIMITS,
  RECORDED_PAYMENT_TEXTS as T,
  formatCents,
  hoaToday,
  isOpenCharge,
  parseDollarsToCents,
  recordPaymentFormSchema,
  settleReceived,
  sortYears,
  yearsDueCents,
  yearsDueTotalCents,
  type DuesRateTable,
  type HoaAccountFigures,
  type RecordPaymentForm,
  type RecordPaymentRequest,
} from '@lakeside/domain';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import { CheckboxGroup } from '@/components/form/CheckboxGroup';
import { FormDialog } from '@/components/form/FormDialog';
import { FormField } from '@/components/form/FormField';
import { TextField } from '@/components/form/TextField';
import { useZodForm } from '@/components/form/useZodForm';
import { useDuesRateTable } from '@/features/duesRates';
import { watchHoaAccount } from '@/features/hoaAccounts';
import { watchPropertyPayments } from '@/features/payments';
import { useLive } from '@/hooks/useLive';
import { useChargeProperties } from '../hooks/useChargeProperties';
import { PropertyPickerField } from './PropertyPickerField';
import { RecordPaymentButton } from './RecordPaymentButton';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  control: { width: '100%', minWidth: 0 },
  text: { margin: 0 },
});

const blank = (): RecordPaymentForm => ({
  propertyId: '',
  method: 'check',
  reference: '',
  receivedOn: hoaToday(new Date()),
  paysFor: 'dues',
  chargeId: '',
  yearsPaid: [],
  amount: '',
  description: '',
  notes: '',
});

interface RecordPaymentDialogProps {
  /** answers whether the payment was recorded (the hook toasts either way) */
  onRecord: (request: RecordPaymentRequest) => Promise<boolean>;
}

/**
 * 'Record a Payment Received': a check, cash, money order or bank transfer the board
 * holds. Dues pay years the account owes (each at its own rate, from the account as it is now);
 * anything else is an amount and a description. The server checks all of it again.
 */
export function RecordPaymentDialog({ onRecord }: RecordPaymentDialogProps) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const { properties, loading } = useChargeProperties(open);
  // 'today' is the day the dialog opens, not the day the page loaded
  const schema = useMemo(() => recordPaymentFormSchema(new Date()), [open]); // eslint-disable-line react-hooks/exhaustive-deps
  const { control, handleSubmit, reset, setValue, formState } = useZodForm(schema, blank());
  const [propertyId, paysFor, method] = useWatch({ control, name: ['propertyId', 'paysFor', 'method'] });

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    handleSubmit(async (form) => {
      const request: RecordPaymentRequest = {
        propertyId: form.propertyId,
        method: form.method,
        reference: form.reference,
        receivedOn: form.receivedOn,
        paysFor: form.paysFor,
        yearsPaid: form.paysFor === 'dues' ? form.yearsPaid : [],
        ...(form.paysFor === 'charge' ? { chargeId: form.chargeId } : {}),
        ...(form.paysFor === 'other'
          ? { amountCents: parseDollarsToCents(form.amount), description: form.description }
          : // the amount received, when typed: blank is the years ticked in full
            form.paysFor === 'dues' && form.amount?.trim()
            ? { amountCents: parseDollarsToCents(form.amount) }
            : {}),
        notes: form.notes,
      };
      if (await onRecord(request)) {
        reset(blank());
        setOpen(false);
        // closed from here, Fluent would not return the focus to the trigger
        setTimeout(() => openerRef.current?.focus(), 0);
      }
    })(event);

  return (
    <FormDialog
      trigger={<RecordPaymentButton ref={openerRef} />}
      title={T.dialogTitle}
      open={open}
      onOpenChange={(next) => {
        if (formState.isSubmitting) return;
        setOpen(next);
        if (!next) reset(blank());
      }}
      onSubmit={onSubmit}
      submitting={formState.isSubmitting}
      submitLabel={T.save}
      busyLabel={T.saving}
      contentClassName={styles.content}
    >
      <PropertyPickerField
        control={control}
        name="propertyId"
        label={T.property}
        properties={properties}
        loading={loading}
        // another property owes other years
        onChosen={() => {
          setValue('yearsPaid', []);
          setValue('chargeId', '');
          setValue('amount', '');
        }}
      />
      <FormField control={control} name="method" label={T.method} required>
        {({ ref, name, value, onChange, onBlur }) => (
          <Select
            className={styles.control}
            ref={ref}
            name={name}
            value={String(value)}
            onChange={(_, data) => onChange(data.value)}
            onBlur={onBlur}
          >
            {RECORDED_METHODS.map((option) => (
              <option key={option} value={option}>
                {RECORDED_METHOD_LABELS[option]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <TextField
        control={control}
        name="reference"
        label={T.reference}
        hint={T.referenceHint}
        required={method === 'check'}
        maxLength={RECORDED_PAYMENT_LIMITS.referenceMax}
        autoComplete="off"
      />
      <TextField control={control} name="receivedOn" label={T.dateReceived} type="date" />
      <FormField control={control} name="paysFor" label={T.paysFor} required>
        {({ value, onChange }) => (
          // three choices: stacked, so each reads on one line on a phone
          <RadioGroup value={String(value)} onChange={(_, data) => onChange(data.value)}>
            <Radio value="dues" label={T.paysForDues} />
            <Radio value="charge" label={T.paysForCharge} />
            <Radio value="other" label={T.paysForOther} />
          </RadioGroup>
        )}
      </FormField>
      {paysFor === 'dues' ? (
        propertyId ? (
          <OwedYears control={control} propertyId={propertyId} />
        ) : null
      ) : paysFor === 'charge' ? (
        propertyId ? (
          <OpenCharges control={control} propertyId={propertyId} />
        ) : null
      ) : (
        <>
          <TextField
            control={control}
            name="amount"
            label={T.amount}
            inputMode="decimal"
            autoComplete="off"
          />
          <TextField
            multiline
            control={control}
            name="description"
            label={T.description}
            maxLength={MISC_CHARGE_LIMITS.descriptionMax}
          />
        </>
      )}
      <TextField
        multiline
        required={false}
        control={control}
        name="notes"
        label={T.notes}
        maxLength={MISC_CHARGE_LIMITS.notesMax}
      />
    </FormDialog>
  );
}

/**
 * The years the chosen account owes, each at what is left of it, the total of those ticked, the
 * amount received (blank: that total) and what it will do: the domain's settleReceived, the
 * rule the server applies.
 */
function OwedYears({ control, propertyId }: { control: Control<RecordPaymentForm>; propertyId: string }) {
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

/** The chosen property's open charges (domain isOpenCharge), live: the money pays one in full. */
function OpenCharges({ control, propertyId }: { control: Control<RecordPaymentForm>; propertyId: string }) {
  const styles = useStyles();
  const payments = useLive(propertyId, watchPropertyPayments, { title: 'Error', body: T.recordFailed });
  const {
    field: { value, onChange },
    fieldState,
  } = useController({ control, name: 'chargeId' });
  if (payments.status === 'loading') return <Spinner size="tiny" label={T.charges} />;
  const open = payments.status === 'ready' ? payments.value.filter((payment) => isOpenCharge(payment)) : [];
  if (open.length === 0) {
    return (
      <Body1 as="p" className={styles.text}>
        {T.noOpenCharges}
      </Body1>
    );
  }
  return (
    <Field label={T.charges} required validationMessage={fieldState.error?.message}>
      <RadioGroup value={value ?? ''} onChange={(_, data) => onChange(data.value)}>
        {open.map((charge) => (
          <Radio
            key={charge.id}
            value={charge.id}
            label={T.chargeLine(charge.invoiceNumber, charge.description, formatCents(charge.amountCents))}
          />
        ))}
      </RadioGroup>
    </Field>
  );
}
