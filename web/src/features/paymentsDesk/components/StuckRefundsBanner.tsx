import {
  Button,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { REFUND_TEXTS as R, type RefundPaymentRequest } from '@lakeside/domain';
import { useState } from 'react';
import type { StuckRefund } from '../api/refunds';

const useStyles = makeStyles({
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    overflowWrap: 'anywhere',
    paddingBlock: tokens.spacingVerticalXXS,
  },
});

/**
 * The refunds asked for while Stripe could not be reached (issue 31): their amounts stay held
 * until they are sent again, which is safe (the same request, so Stripe makes each once).
 */
export function StuckRefundsBanner({
  refunds,
  onSend,
}: {
  refunds: readonly StuckRefund[];
  onSend: (request: RefundPaymentRequest) => Promise<boolean>;
}) {
  const styles = useStyles();
  const [sending, setSending] = useState<string | null>(null);
  if (refunds.length === 0) return null;
  const send = async (request: RefundPaymentRequest) => {
    setSending(request.requestId);
    try {
      await onSend(request);
    } finally {
      setSending(null);
    }
  };
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{R.stuckTitle(refunds.length)}</MessageBarTitle> {R.stuckBody}
        <ul className={styles.list}>
          {refunds.map(({ invoiceNumber, request }) => (
            <li key={request.requestId} className={styles.item}>
              {R.stuckItem(invoiceNumber, request.amountCents)}
              <Button
                size="small"
                aria-label={R.sendAgainFor(invoiceNumber)}
                disabled={sending !== null}
                onClick={() => void send(request)}
              >
                {R.sendAgain}
              </Button>
            </li>
          ))}
        </ul>
      </MessageBarBody>
    </MessageBar>
  );
}
