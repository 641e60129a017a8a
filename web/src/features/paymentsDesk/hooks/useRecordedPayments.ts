import {
  RECORDED_PAYMENT_TEXTS as T,
  REFUND_TEXTS as R,
  type RecordPaymentRequest,
  type RefundPaymentRequest,
} from '@lakeside/domain';
import { useCallback } from 'react';
import { useNotify } from '@/components/notify';
import { callableErrorMessage } from '@/lib/firebase/callableErrors';
import { recordPayment, voidRecordedPayment } from '../api/recordedPayments';
import { refundPayment } from '../api/refunds';

/**
 * The board's own changes to payments, with their toasts: recorded payments and their voids,
 * and refunds. Each answers whether it worked.
 */
export function useRecordedPayments(afterChange: () => Promise<unknown>) {
  const notify = useNotify();

  const record = useCallback(
    async (request: RecordPaymentRequest): Promise<boolean> => {
      try {
        const { invoiceNumber } = await recordPayment(request);
        notify({ title: T.recorded, body: T.recordedBody(invoiceNumber), intent: 'success' });
        void afterChange();
        return true;
      } catch (error) {
        notify({ title: T.recordFailed, body: callableErrorMessage(error, T.recordFailed), intent: 'error' });
        return false;
      }
    },
    [notify, afterChange],
  );

  const voidRecorded = useCallback(
    async (paymentId: string, reason: string): Promise<boolean> => {
      try {
        await voidRecordedPayment(paymentId, reason);
        notify({ title: T.voided, intent: 'success' });
        await afterChange();
        return true;
      } catch (error) {
        notify({ title: T.voidFailed, body: callableErrorMessage(error, T.voidFailed), intent: 'error' });
        return false;
      }
    },
    [notify, afterChange],
  );

  const refund = useCallback(
    async (request: RefundPaymentRequest): Promise<boolean> => {
      try {
        await refundPayment(request);
        notify({ title: R.requested, body: R.requestedBody, intent: 'success' });
        void afterChange();
        return true;
      } catch (error) {
        notify({ title: R.refundFailed, body: callableErrorMessage(error, R.refundFailed), intent: 'error' });
        return false;
      }
    },
    [notify, afterChange],
  );

  return { record, voidRecorded, refund };
}
