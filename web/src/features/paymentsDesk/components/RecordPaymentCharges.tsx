import { Body1, Field, makeStyles, Radio, RadioGroup, Spinner } from '@fluentui/react-components';
import {
  RECORDED_PAYMENT_TEXTS as T,
  formatCents,
  isOpenCharge,
  type RecordPaymentForm,
} from '@lakeside/domain';
import { useController, type Control } from 'react-hook-form';
import { watchPropertyPayments } from '@/features/payments';
import { useLive } from '@/hooks/useLive';

const useStyles = makeStyles({
  text: { margin: 0 },
});

/** The chosen property's open charges (domain isOpenCharge), live: the money pays one in full. */
export function OpenCharges({
  control,
  propertyId,
}: {
  control: Control<RecordPaymentForm>;
  propertyId: string;
}) {
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
