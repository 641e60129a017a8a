import { Body1, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { CheckmarkCircle48Filled } from '@fluentui/react-icons';
import {
  PROPERTY_PARAM,
  ROUTES,
  formatAddress,
  formatCents,
  myAccountPath,
  receiptPath,
  totalLabel,
  paymentStanding,
  METHOD_PARAM,
} from '@lakeside/domain';
import { useSearchParams } from 'react-router-dom';
import { RouterButtonLink } from '@/components/RouterButtonLink';
import { RouterLink } from '@/components/RouterLink';
import { useLive } from '@/hooks/useLive';
import { watchPayment } from '../api/payments';
import { useConfirmCheckout } from '../hooks/useCheckoutReturn';
import { invoiceLine, PAYMENTS_UI_TEXTS as M } from '../texts';
import { PaymentStatusBadge } from './PaymentStatusBadge';
import { ResultCard } from './ResultCard';
import { useReceiptDetailsStyles } from './receiptDetailsStyles';

const useStyles = makeStyles({
  status: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalS,
  },
  muted: { color: tokens.colorNeutralForeground2 },
  // the figures read left-aligned inside the centred card
  summary: { textAlign: 'start', marginBlock: tokens.spacingVerticalM },
});

/**
 * /payment-success (spec §2), where Stripe sends the payer after paying (query: session_id,
 * invoice). Public, as Stripe may return a payer whose session ended; a signed-in payer also
 * gets the payment settled at once (DESIGN §5) and sees its status live.
 */
export function PaymentSuccess() {
  const [params] = useSearchParams();
  const invoice = params.get('invoice');
  // the property paid for, so the way back shows it
  const propertyId = params.get(PROPERTY_PARAM);
  const confirmation = useConfirmCheckout(params.get('session_id'));
  // a bank debit is submitted, not paid: nothing is "processed" or "updated" yet
  const bank = params.get(METHOD_PARAM) === 'bank';

  return (
    <ResultCard
      icon={<CheckmarkCircle48Filled />}
      iconColor={tokens.colorPaletteGreenForeground1}
      title={bank ? M.bankSubmittedTitle : M.successTitle}
      actions={
        <>
          <RouterButtonLink to={myAccountPath(propertyId)} appearance="primary">
            {M.viewMyAccount}
          </RouterButtonLink>
          <RouterButtonLink to={ROUTES.home}>{M.goHome}</RouterButtonLink>
        </>
      }
    >
      <Body1 as="p">{bank ? M.bankSubmittedText : M.successText}</Body1>
      {invoice ? (
        <Body1 as="p">
          <strong>{invoiceLine(invoice)}</strong>
        </Body1>
      ) : null}
      {bank ? null : (
        <>
          <Body1 as="p">{M.confirmationEmail}</Body1>
          <Body1 as="p">{M.balanceUpdated}</Body1>
        </>
      )}
      <div aria-live="polite">
        {confirmation.status === 'confirming' ? <Spinner size="tiny" label={M.checkingStatus} /> : null}
        {confirmation.status === 'confirmed' ? <LiveStatus paymentId={confirmation.paymentId} /> : null}
        {confirmation.status === 'unavailable' ? <ConfirmUnavailable /> : null}
      </div>
    </ResultCard>
  );
}

/** The payment's status as Firestore has it, live: "Completed" as soon as it is settled. */
function LiveStatus({ paymentId }: { paymentId: string }) {
  const styles = useStyles();
  const figures = useReceiptDetailsStyles();
  // A failure to read shows the same calm sentence as a failure to confirm: the webhook
  // settles the payment whatever this page manages to see.
  const payment = useLive(paymentId, watchPayment, { title: 'Error', body: M.confirmUnavailable });
  if (payment.status === 'loading') return <Spinner size="tiny" label={M.checkingStatus} />;
  if (payment.status === 'error' || !payment.value) return <ConfirmUnavailable />;
  const paid = payment.value;
  return (
    <>
      <p className={styles.status}>
        <Body1>{M.paymentStatus}</Body1>
        <PaymentStatusBadge standing={paymentStanding(paid)} />
      </p>
      {/* what was paid, for which property: a resident with two knows which */}
      <dl className={`${figures.details} ${styles.summary}`}>
        <dt>{M.successProperty}</dt>
        <dd>{formatAddress(paid.property)}</dd>
        <dt>{M.successFor}</dt>
        <dd>{paid.description}</dd>
        <dt className={figures.total}>{totalLabel(paymentStanding(paid))}</dt>
        <dd className={figures.total}>{formatCents(paid.totalChargedCents)}</dd>
      </dl>
      {paid.status === 'completed' ? (
        <p>
          <RouterLink to={receiptPath(paid.id)}>{M.viewReceipt}</RouterLink>
        </p>
      ) : null}
      {paid.status === 'completed' ? null : (
        <Body1 as="p" className={styles.muted}>
          {paid.status === 'failed'
            ? M.notPaid
            : paid.status === 'processing'
              ? M.bankProcessing
              : M.notYetCompleted}
        </Body1>
      )}
    </>
  );
}

function ConfirmUnavailable() {
  const styles = useStyles();
  return (
    <Body1 as="p" className={styles.muted}>
      {M.confirmUnavailable}
    </Body1>
  );
}
