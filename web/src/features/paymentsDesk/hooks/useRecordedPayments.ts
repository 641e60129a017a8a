import { RECORDED_PAYMENT_TEXTS as T, REFUND_TEXTS as R } from '@lakeside/domain';
import { useCallableAction } from '@/hooks/useCallableAction';
import { recordPayment, voidRecordedPayment } from '../api/recordedPayments';
import { refundPayment } from '../api/refunds';

/**
 * The board's own changes to payments, with their toasts: recorded payments and their voids,
 * and refunds. Each answers whether it worked.
 */
export function useRecordedPayments(afterChange: () => Promise<unknown>) {
  const [record] = useCallableAction(recordPayment, {
    success: ({ invoiceNumber }) => ({
      title: T.recorded,
      body: T.recordedBody(invoiceNumber),
      intent: 'success',
    }),
    failure: { title: T.recordFailed },
    after: () => void afterChange(),
  });

  const [voidRecorded] = useCallableAction(voidRecordedPayment, {
    success: () => ({ title: T.voided, intent: 'success' }),
    failure: { title: T.voidFailed },
    after: () => afterChange(),
  });

  const [refund] = useCallableAction(refundPayment, {
    success: () => ({ title: R.requested, body: R.requestedBody, intent: 'success' }),
    failure: { title: R.refundFailed },
    after: () => void afterChange(),
  });

  return { record, voidRecorded, refund };
}
