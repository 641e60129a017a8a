import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteDismissRegular } from '@fluentui/react-icons';
import {
  RECORDED_PAYMENT_LIMITS,
  RECORDED_PAYMENT_TEXTS as T,
  formatCents,
  voidRecordedPaymentSchema,
} from '@lakeside/domain';
import { useMemo, useState } from 'react';
import { FormDialog } from '@/components/form/FormDialog';
import { TextField } from '@/components/form/TextField';
import { useZodForm } from '@/components/form/useZodForm';
import type { DeskRow } from '../model/rows';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  text: { margin: 0 },
});

interface VoidRecordedDialogProps {
  row: DeskRow;
  /** answers whether the payment was voided */
  onVoid: (paymentId: string, reason: string) => Promise<boolean>;
}

/**
 * Voids a recorded payment entered by mistake: the reason is required, and goes into
 * the owners' trail. Once voided the row has no Void, so the desk moves the focus on.
 */
export function VoidRecordedDialog({ row, onVoid }: VoidRecordedDialogProps) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const schema = useMemo(() => voidRecordedPaymentSchema().pick({ reason: true }), []);
  const { control, handleSubmit, reset, formState } = useZodForm(schema, { reason: '' });

  const onSubmit = handleSubmit(async ({ reason }) => {
    if (await onVoid(row.id, reason)) setOpen(false);
  });

  return (
    <FormDialog
      trigger={
        <Button
          size="small"
          icon={<DeleteDismissRegular />}
          aria-label={`${T.voidPayment} ${row.invoiceNumber}`}
        >
          {T.voidPayment}
        </Button>
      }
      title={T.voidTitle}
      open={open}
      onOpenChange={(next) => {
        if (formState.isSubmitting) return;
        setOpen(next);
        if (!next) reset({ reason: '' });
      }}
      onSubmit={onSubmit}
      submitting={formState.isSubmitting}
      submitLabel={T.voidConfirm}
      busyLabel={T.voiding}
      contentClassName={styles.content}
    >
      <Body1 as="p" className={styles.text}>
        {row.invoiceNumber} · {row.paymentMethod} · {formatCents(row.amountCents)}: the years and the balance
        it settled come back to the account.
      </Body1>
      <TextField
        multiline
        control={control}
        name="reason"
        label={T.voidReason}
        hint={T.voidReasonHint}
        maxLength={RECORDED_PAYMENT_LIMITS.voidReasonMax}
      />
    </FormDialog>
  );
}
