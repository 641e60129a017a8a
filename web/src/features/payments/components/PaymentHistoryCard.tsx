import { Body1, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import {
  ownerStandingLine,
  refundLabel,
  formatCents,
  formatDueDate,
  isAbandonedCheckout,
  isMiscCharge,
  payLinkPath,
  receiptPath,
  totalLabel,
  yearsLabel,
  paymentStanding,
} from '@lakeside/domain';
import { RouterLink } from '@/components/RouterLink';
import { StackedList, StackedListItem } from '@/components/StackedList';
import { visuallyHidden } from '@/components/visuallyHidden';
import { TitledCard } from '@/components/TitledCard';
import type { PaymentRecord } from '../api/payments';
import { formatDateTime } from '@/lib/format';
import { PAYMENTS_UI_TEXTS as M } from '../texts';
import { PaymentStatusBadge } from './PaymentStatusBadge';

const useStyles = makeStyles({
  text: { margin: 0 },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  description: { margin: 0, overflowWrap: 'anywhere' },
  refund: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  details: {
    display: 'grid',
    // label / value pairs, two pairs a line where there is room, one on a phone
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXXS,
    margin: 0,
  },
  pair: { display: 'flex', gap: tokens.spacingHorizontalS, minWidth: 0 },
  label: { color: tokens.colorNeutralForeground2, flexShrink: 0 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  // every entry's link says which receipt it opens, to screen readers
  visuallyHidden,
});

/** Spec §2 "Payment History": the property's payments, newest first, live. */
export function PaymentHistoryCard({ payments: all }: { payments: readonly PaymentRecord[] }) {
  const styles = useStyles();
  // A checkout the resident left charged nothing: it is no payment, so it is not listed.
  // The board's desk keeps it, behind its own filter.
  const payments = all.filter((payment) => !isAbandonedCheckout(payment));
  return (
    <TitledCard title={M.paymentHistory}>
      {payments.length === 0 ? (
        <Body1 as="p" className={styles.text}>
          {M.noPaymentHistory}
        </Body1>
      ) : (
        // stacked, not a table: six columns do not fit a phone's 390 px
        <StackedList label={M.paymentHistory}>
          {payments.map((payment) => (
            <PaymentHistoryItem key={payment.id} payment={payment} />
          ))}
        </StackedList>
      )}
    </TitledCard>
  );
}

function PaymentHistoryItem({ payment }: { payment: PaymentRecord }) {
  const styles = useStyles();
  const pairs: [string, string][] = [
    ['Invoice', payment.invoiceNumber],
    ['Years', yearsLabel(payment.yearsPaid)],
    [totalLabel(paymentStanding(payment)), formatCents(payment.totalChargedCents)],
    ['Date', formatDateTime(payment.createdAt)],
  ];
  // a check or cash the board recorded: how, and the day the board received it
  if (payment.source === 'recorded' && payment.receivedOn) {
    pairs.push(['Paid by', `${payment.paymentMethod ?? ''}, received ${formatDueDate(payment.receivedOn)}`]);
  }
  return (
    <StackedListItem>
      <div className={styles.header}>
        <Subtitle2 as="h3" className={styles.description}>
          {payment.description}
        </Subtitle2>
        <PaymentStatusBadge standing={paymentStanding(payment)} />
      </div>
      {refundLabel(payment) ? (
        // money the board gave back: the years it put back are owed again above
        <Body1 as="p" className={styles.refund}>
          {refundLabel(payment)}
        </Body1>
      ) : null}
      {payment.status === 'processing' ? (
        // a bank debit clearing: its years stay held meanwhile
        <Body1 as="p" className={styles.refund}>
          {M.bankProcessing}
        </Body1>
      ) : null}
      {ownerStandingLine(payment) ? (
        // why the board voided it, a refused debit, what a dispute holds or took
        <Body1 as="p" className={styles.refund}>
          {ownerStandingLine(payment)}
        </Body1>
      ) : null}
      <dl className={styles.details}>
        {pairs.map(([label, value]) => (
          <div key={label} className={styles.pair}>
            <dt className={styles.label}>{label}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      {isMiscCharge(payment) && payment.status === 'pending' ? (
        // a charge the board billed: its owners pay it on its pay page, without the link's token
        <div>
          <RouterLink to={payLinkPath(payment.id)}>
            {M.payCharge}
            <span className={styles.visuallyHidden}> {payment.invoiceNumber}</span>
          </RouterLink>
        </div>
      ) : null}
      {payment.status === 'completed' ? (
        <div>
          <RouterLink to={receiptPath(payment.id)}>
            {M.viewReceipt}
            <span className={styles.visuallyHidden}> {payment.invoiceNumber}</span>
          </RouterLink>
        </div>
      ) : null}
    </StackedListItem>
  );
}
