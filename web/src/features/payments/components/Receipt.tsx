import { Body1, Button, makeStyles, Spinner, Subtitle1, tokens } from '@fluentui/react-components';
import { cardSurface } from '@/components/cardSurface';
import { PrintRegular } from '@fluentui/react-icons';
import {
  ASSOCIATION_IDENTITY,
  associationAddressLine,
  formatAddress,
  formatCents,
  formatDueDate,
  myAccountPath,
  paymentMethodLabel,
  receivedMoneyLines,
  REFUND_TEXTS,
  yearsLabel,
  ownerStandingLine,
  paymentStanding,
  totalLabel,
  PAYMENT_STANDING_TEXTS,
} from '@lakeside/domain';
import { Page } from '@/components/Page';
import { RouterButtonLink } from '@/components/RouterButtonLink';
import { NoticeCard } from '@/components/TitledCard';
import { useLive } from '@/hooks/useLive';
import { watchPayment, type PaymentRecord } from '../api/payments';
import { formatDate, formatDateTime } from '@/lib/format';
import { PAYMENTS_UI_TEXTS as M } from '../texts';
import { PaymentStatusBadge } from './PaymentStatusBadge';
import { useReceiptDetailsStyles } from './receiptDetailsStyles';

const useStyles = makeStyles({
  receipt: {
    ...cardSurface,
    maxWidth: '40rem',
    padding: tokens.spacingHorizontalXL,
    gap: tokens.spacingVerticalM,
    // on paper: no card shadow or border, just the content
    '@media print': { boxShadow: 'none', border: 'none', padding: 0 },
  },
  heading: { margin: 0 },
  // a voided payment's page must not pass for a receipt, on screen or on paper
  voided: {
    margin: 0,
    padding: tokens.spacingHorizontalM,
    border: `2px solid ${tokens.colorPaletteRedBorder2}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorPaletteRedForeground1,
    fontWeight: tokens.fontWeightBold,
    letterSpacing: '0.02em',
  },
  from: { margin: 0, color: tokens.colorNeutralForeground2 },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    // !important: the landing page's pre-rendered styles (index.html) sit after the app's in the
    // document and would otherwise win with their own `display: flex` of the same weight
    '@media print': { display: 'none !important' },
  },
});

/**
 * A printable receipt of one payment (not in the spec: residents asked for a record to keep),
 * for the property's owners and the board. Live, so a receipt opened while a payment settles
 * shows it settled. Anyone else gets the same card as for a payment that does not exist.
 */
export function Receipt({ paymentId }: { paymentId: string }) {
  const payment = useLive(paymentId, watchPayment, { title: 'Error', body: M.loadReceiptFailed });
  return (
    <Page title={M.receiptTitle}>
      {payment.status === 'loading' ? <Spinner size="small" label="Loading receipt..." /> : null}
      {payment.status === 'error' ? <NoticeCard title="Error" text={M.loadReceiptFailed} /> : null}
      {payment.status === 'ready' && !payment.value ? (
        <NoticeCard title={M.receiptNotFound} text={M.receiptNotFoundText} />
      ) : null}
      {payment.status === 'ready' && payment.value ? <ReceiptCard payment={payment.value} /> : null}
      <ReceiptActions
        printable={payment.status === 'ready' && payment.value !== null}
        propertyId={payment.status === 'ready' ? (payment.value?.propertyId ?? null) : null}
      />
    </Page>
  );
}

function ReceiptCard({ payment }: { payment: PaymentRecord }) {
  const styles = useStyles();
  const figures = useReceiptDetailsStyles();
  const standing = paymentStanding(payment);
  const rows: [string, string][] = [
    ['Invoice', payment.invoiceNumber],
    ['Property', formatAddress(payment.property)],
    ['Description', payment.description],
    ['Years', yearsLabel(payment.yearsPaid)],
    ['Amount', formatCents(payment.amountCents)],
    // money received at the desk short of its years, or over them
    ...receivedMoneyLines(payment),
    ['Processing fee', formatCents(payment.feeCents)],
  ];
  const after: [string, string][] = [
    // who paid, when it is known: payments from before it was kept do not say
    ...(payment.payerName ? [['Paid by', payment.payerName] as [string, string]] : []),
    ['Payment method', paymentMethodLabel(payment.paymentMethod)],
    // a check or cash is dated by the day the board received it, not the moment it was entered
    payment.source === 'recorded' && payment.receivedOn
      ? ['Received on', formatDueDate(payment.receivedOn)]
      : ['Date paid', formatDateTime(payment.completedAt)],
  ];
  return (
    <section className={styles.receipt} aria-labelledby="receipt-organisation">
      {standing === 'voided' ? (
        <Subtitle1 as="p" className={styles.voided}>
          {PAYMENT_STANDING_TEXTS.voidedReceipt}
        </Subtitle1>
      ) : null}
      <Subtitle1 as="h2" id="receipt-organisation" className={styles.heading}>
        {M.organisation}
      </Subtitle1>
      {/* whose receipt it is, as a paper one would say */}
      <Body1 as="p" className={styles.from}>
        {associationAddressLine()} · {ASSOCIATION_IDENTITY.email}
      </Body1>
      <dl className={figures.details}>
        {rows.map(([label, value]) => (
          <Row key={label} label={label} value={value} />
        ))}
        <dt className={figures.total}>{totalLabel(standing)}</dt>
        <dd className={figures.total}>{formatCents(payment.totalChargedCents)}</dd>
        {after.map(([label, value]) => (
          <Row key={label} label={label} value={value} />
        ))}
        <dt>Status</dt>
        <dd>
          <PaymentStatusBadge standing={standing} />
        </dd>
        {standing === 'voided' ? <Row label="Why" value={ownerStandingLine(payment) ?? ''} /> : null}
        {(payment.refundedCents ?? 0) > 0 ? <Row label="Refund" value={refundLine(payment)} /> : null}
      </dl>
    </section>
  );
}

/** "Refunded $329.58 on Nov 28, 2026"; a refund from before the date was kept has none. */
function refundLine(payment: PaymentRecord): string {
  const cents = payment.refundedCents ?? 0;
  return payment.lastRefundedAt
    ? REFUND_TEXTS.refundedOn(cents, formatDate(payment.lastRefundedAt))
    : REFUND_TEXTS.refunded(cents);
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <Body1>{value}</Body1>
      </dd>
    </>
  );
}

function ReceiptActions({ printable, propertyId }: { printable: boolean; propertyId: string | null }) {
  const styles = useStyles();
  return (
    <div className={styles.actions}>
      {printable ? (
        <Button appearance="primary" icon={<PrintRegular />} onClick={() => window.print()}>
          {M.print}
        </Button>
      ) : null}
      <RouterButtonLink to={myAccountPath(propertyId)}>{M.backToAccount}</RouterButtonLink>
    </div>
  );
}
