import { Button } from '@fluentui/react-components';
import { REFUND_TEXTS as R, type RefundPaymentRequest } from '@lakeside/domain';
import { useState } from 'react';
import type { StuckRefund } from '../api/refunds';
import { DeskNotice } from './DeskNotice';

/**
 * The refunds asked for while Stripe could not be reached: their amounts stay held
 * until they are sent again, which is safe (the same request, so Stripe makes each once).
 */
export function StuckRefundsBanner({
  refunds,
  onSend,
}: {
  refunds: readonly StuckRefund[];
  onSend: (request: RefundPaymentRequest) => Promise<boolean>;
}) {
  const [sending, setSending] = useState<string | null>(null);
  const send = async (request: RefundPaymentRequest) => {
    setSending(request.requestId);
    try {
      await onSend(request);
    } finally {
      setSending(null);
    }
  };
  return (
    <DeskNotice
      title={R.stuckTitle(refunds.length)}
      body={R.stuckBody}
      items={refunds.map(({ invoiceNumber, request }) => ({
        key: request.requestId,
        content: (
          <>
            {R.stuckItem(invoiceNumber, request.amountCents)}
            <Button
              size="small"
              aria-label={R.sendAgainFor(invoiceNumber)}
              disabled={sending !== null}
              onClick={() => void send(request)}
            >
              {R.sendAgain}
            </Button>
          </>
        ),
      }))}
    />
  );
}
