import { makeStyles, Radio, RadioGroup, Select, tokens } from '@fluentui/react-components';
import {
  MISC_CHARGE_LIMITS,
  RECORDED_METHOD_LABELS,
  RECORDED_METHODS,
  RECORDED_PAYMENT_LIMITS,
  RECORDED_PAYMENT_TEXTS as T,
  hoaToday,
  parseDollarsToCents,
  recordPaymentFormSchema,
  type RecordPaymentForm,
  type RecordPaymentRequest,
} from '@lakeside/domain';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { FormDialog } from '@/components/form/FormDialog';
import { FormField } from '@/components/form/FormField';
import { TextField } from '@/components/form/TextField';
import { useZodForm } from '@/components/form/useZodForm';
import { useChargeProperties } from '../hooks/useChargeProperties';
import { PropertyPickerField } from './PropertyPickerField';
import { OpenCharges } from './RecordPaymentCharges';
import { OwedYears } from './RecordPaymentDues';
import { RecordPaymentButton } from './RecordPaymentButton';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  control: { width: '100%', minWidth: 0 },
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
