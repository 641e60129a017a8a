import { Button, type ButtonProps } from '@fluentui/react-components';
import { ReceiptAddRegular } from '@fluentui/react-icons';
import { RECORDED_PAYMENT_TEXTS as T } from '@lakeside/domain';
import type { Ref } from 'react';

/** The Record a Payment Received dialog's trigger (apart from the dialog, loaded later). */
export function RecordPaymentButton(props: ButtonProps & { ref?: Ref<HTMLButtonElement> }) {
  return (
    <Button {...props} icon={<ReceiptAddRegular />}>
      {T.recordPayment}
    </Button>
  );
}
