import { Body1, Button, Checkbox, makeStyles, Select, tokens } from '@fluentui/react-components';
import { ArrowUndoRegular } from '@fluentui/react-icons';
import {
  REFUND_LIMITS,
  REFUND_REASON_LABELS,
  REFUND_REASONS,
  REFUND_TEXTS as T,
  formatCents,
  parseDollarsToCents,
  refundFormSchema,
  sortYears,
  type RefundForm,
  type RefundPaymentRequest,
} from '@lakeside/domain';
import { useMemo, useState, type FormEvent } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import { CheckboxGroup } from '@/components/form/CheckboxGroup';
import { FormDialog } from '@/components/form/FormDialog';
import { FormField } from '@/components/form/FormField';
import { TextField } from '@/components/form/TextField';
import { useZodForm } from '@/components/form/useZodForm';
import type { DeskRow } from '../model/rows';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  control: { width: '100%', minWidth: 0 },
  text: { margin: 0 },
});

/**
 * Full by default: all that is left. No year is owed again unless the board ticks it: most
 * refunds (a duplicate, a payment made twice by two owners) leave the years paid.
 */
const fullRefund = (row: DeskRow): RefundForm => ({
  amount: (row.refundableCents / 100).toFixed(2),
  reason: '' as RefundForm['reason'],
  yearsBack: [],
  note: '',
});

interface RefundDialogProps {
  row: DeskRow;
  /** answers whether Stripe took the refund (the hook toasts either way) */
  onRefund: (request: RefundPaymentRequest) => Promise<boolean>;
  /** the grid's narrow actions column: the icon alone, its word on hover (the name is aria-label) */
  compact?: boolean;
}

/**
 * Refund: all or part of a completed online payment, why, and which paid years are
 * owed again. The request's id is made when the dialog opens and kept until it closes: it is
 * Stripe's idempotency key, so a double click, or Refund pressed again after an error, refunds
 * once. The payment and the account change when Stripe confirms (the webhook), not here.
 */
export function RefundDialog({ row, onRefund, compact = false }: RefundDialogProps) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const schema = useMemo(() => refundFormSchema(row.refundableCents), [row.refundableCents]);
  const { control, handleSubmit, reset, formState } = useZodForm(schema, fullRefund(row));
  const feeCents = row.totalChargedCents - row.amountCents;

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    handleSubmit(async (form) => {
      const done = await onRefund({
        requestId,
        paymentId: row.id,
        amountCents: parseDollarsToCents(form.amount) ?? 0,
        reason: form.reason,
        yearsBack: form.yearsBack,
        note: form.note,
      });
      if (done) setOpen(false);
    })(event);

  return (
    <FormDialog
      trigger={
        <Button
          // alone as an icon it is a 32 px target (axe's target-size wants 24 px clear)
          size={compact ? 'medium' : 'small'}
          icon={<ArrowUndoRegular />}
          aria-label={`${T.refund} ${row.invoiceNumber}`}
          title={compact ? T.refund : undefined}
        >
          {compact ? null : T.refund}
        </Button>
      }
      title={T.dialogTitle(row.invoiceNumber)}
      open={open}
      onOpenChange={(next) => {
        if (formState.isSubmitting) return;
        setOpen(next);
        if (next) {
          // a new request each time the dialog opens; the same one for every try while it is open
          setRequestId(crypto.randomUUID());
          reset(fullRefund(row));
        }
      }}
      onSubmit={onSubmit}
      submitting={formState.isSubmitting}
      submitLabel={T.confirm}
      busyLabel={T.refunding}
      contentClassName={styles.content}
    >
      <Body1 as="p" className={styles.text}>
        {row.description} · {row.propertyLabel}
      </Body1>
      <TextField
        control={control}
        name="amount"
        label={T.amount}
        hint={T.amountHint(row.refundableCents, row.totalChargedCents)}
        inputMode="decimal"
        autoComplete="off"
      />
      <FormField control={control} name="reason" label={T.reason} required>
        {({ ref, name, value, onChange, onBlur }) => (
          <Select
            className={styles.control}
            ref={ref}
            name={name}
            value={String(value ?? '')}
            onChange={(_, data) => onChange(data.value)}
            onBlur={onBlur}
          >
            <option value="" disabled>
              {T.chooseReason}
            </option>
            {REFUND_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {REFUND_REASON_LABELS[reason]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {row.refundableYears.length > 0 ? <YearsBack control={control} row={row} /> : null}
      <TextField
        multiline
        required={false}
        control={control}
        name="note"
        label={T.note}
        maxLength={REFUND_LIMITS.noteMax}
      />
      {feeCents > 0 ? (
        <Body1 as="p" className={styles.text}>
          {T.feeKept(feeCents)}
        </Body1>
      ) : null}
    </FormDialog>
  );
}

/** The paid years a refund may put back as owed, each with what it paid, and their total. */
function YearsBack({ control, row }: { control: Control<RefundForm>; row: DeskRow }) {
  const {
    field: { value, onChange },
    fieldState: { error },
  } = useController({ control, name: 'yearsBack' });
  const reason = useWatch({ control, name: 'reason' });
  const ticked = value ?? [];
  const total = row.refundableYears
    .filter(({ year }) => ticked.includes(year))
    .reduce((sum, { cents }) => sum + cents, 0);
  const hint =
    reason === 'duplicate'
      ? T.duplicateYearsHint
      : ticked.length > 0
        ? `${T.yearsBackHint}: ${formatCents(total)}`
        : T.yearsBackHint;
  return (
    <CheckboxGroup label={T.yearsBack} hint={hint} error={error?.message}>
      {row.refundableYears.map(({ year, cents }) => (
        <Checkbox
          key={year}
          label={T.yearOwedAgain(year, cents)}
          checked={ticked.includes(year)}
          onChange={(_, data) =>
            onChange(data.checked ? sortYears([...ticked, year]) : ticked.filter((y) => y !== year))
          }
        />
      ))}
    </CheckboxGroup>
  );
}
