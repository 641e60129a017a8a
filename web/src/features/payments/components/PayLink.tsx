import { Body1, Button, makeStyles, Spinner, Subtitle1, tokens } from '@fluentui/react-components';
import { cardSurface } from '@/components/cardSurface';
import { LockClosedRegular } from '@fluentui/react-icons';
import {
  MISC_CHARGE_TEXTS,
  chargeBreakdown,
  formatAddress,
  formatCents,
  paymentMethodLabel,
  type PayLinkView,
  type PayMethod,
} from '@lakeside/domain';
import { useId, useState } from 'react';
import { AssociationContactLine, AssociationHeader } from '@/components/AssociationIdentity';
import { Page } from '@/components/Page';
import { useOnlineStatus } from '@/hooks/useOnlineStatus';
import { NoticeCard } from '@/components/TitledCard';
import { formatDateTime } from '@/lib/format';
import { usePayLink } from '../hooks/usePayLink';
import { paidOnLine, payTotalLabel, PAYMENTS_UI_TEXTS as M } from '../texts';
import { PayMethodChoice } from './PayMethodChoice';
import { PaymentStatusBadge } from './PaymentStatusBadge';
import { useReceiptDetailsStyles } from './receiptDetailsStyles';

const useStyles = makeStyles({
  card: {
    ...cardSurface,
    maxWidth: '36rem',
    padding: tokens.spacingHorizontalXL,
    gap: tokens.spacingVerticalM,
  },
  heading: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    margin: 0,
  },
  text: { margin: 0 },
  muted: { margin: 0, color: tokens.colorNeutralForeground2 },
  error: { margin: 0, color: tokens.colorPaletteRedForeground1 },
});

interface PayLinkProps {
  paymentId: string;
  token?: string;
  sessionId?: string;
}

/**
 * /pay/:paymentId?t=…: a miscellaneous charge anyone holding the link can pay without signing
 * in. Each Pay opens a fresh Checkout Session, so the link itself never goes stale;
 * once paid it says so, with the date and the receipt's figures.
 */
export function PayLink(props: PayLinkProps) {
  const { state, pay, paying, payError } = usePayLink(props);
  return (
    <Page title={M.payLinkTitle}>
      {/* whom the payer is paying: a link may reach someone who never saw the site */}
      <AssociationHeader />
      {state.status === 'loading' ? <Spinner size="small" label={M.payLinkLoading} /> : null}
      {state.status === 'invalid' ? (
        <NoticeCard title={M.payLinkInvalidTitle} text={MISC_CHARGE_TEXTS.linkInvalid} />
      ) : null}
      {state.status === 'error' ? <NoticeCard title="Error" text={state.message} /> : null}
      {state.status === 'ready' ? (
        <ChargeCard
          view={state.view}
          onPay={(method) => void pay(method)}
          paying={paying}
          payError={payError}
        />
      ) : null}
      <AssociationContactLine />
    </Page>
  );
}

interface ChargeCardProps {
  view: PayLinkView;
  onPay: (method: PayMethod) => void;
  paying: boolean;
  payError: string | null;
}

function ChargeCard({ view, onPay, paying, payError }: ChargeCardProps) {
  const styles = useStyles();
  const figures = useReceiptDetailsStyles();
  const payable = view.state === 'payable';
  const online = useOnlineStatus();
  const offlineId = useId();
  // the payer's way (the charge's last one to start with); once paid or in transit, what it was
  const [chosen, setChosen] = useState<PayMethod>(view.payMethod);
  const method = payable ? chosen : view.payMethod;
  const figuresBy = (way: PayMethod) => chargeBreakdown(view.amountCents, way);
  const { feeCents, totalCents } = payable
    ? figuresBy(method)
    : { feeCents: view.feeCents, totalCents: view.totalChargedCents };
  const total = formatCents(totalCents);
  const rows: [string, string][] = [
    ['Invoice', view.invoiceNumber],
    ['Property', formatAddress(view.property)],
    ['Description', view.description],
    ['Amount', formatCents(view.amountCents)],
    [M.processingFeeBy(method), formatCents(feeCents)],
  ];
  return (
    <div className={styles.card}>
      <div className={styles.heading}>
        <Subtitle1 as="h2" className={styles.text}>
          {view.description}
        </Subtitle1>
        <PaymentStatusBadge standing={view.status} />
      </div>
      <dl className={figures.details}>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <dt className={figures.total}>{M.total}</dt>
        <dd className={figures.total}>{total}</dd>
        {view.state === 'paid' ? (
          <>
            <dt>Payment method</dt>
            <dd>{paymentMethodLabel(view.paymentMethod)}</dd>
          </>
        ) : null}
      </dl>
      <div aria-live="polite">
        <ChargeState view={view} />
        {payError ? (
          <Body1 as="p" role="alert" className={styles.error}>
            {payError}
          </Body1>
        ) : null}
      </div>
      {payable ? (
        <>
          <PayMethodChoice value={method} onChange={setChosen} figuresBy={figuresBy} disabled={paying} />
          <div>
            {online ? null : (
              <Body1 as="p" id={offlineId} className={styles.error}>
                {M.payOffline}
              </Body1>
            )}
            <Button
              appearance="primary"
              icon={paying ? <Spinner size="tiny" /> : <LockClosedRegular />}
              disabled={paying || !online}
              aria-describedby={online ? undefined : offlineId}
              onClick={() => onPay(method)}
            >
              {paying ? M.payLinkRedirecting : payTotalLabel(total)}
            </Button>
          </div>
        </>
      ) : null}
    </div>
  );
}

function ChargeState({ view }: { view: PayLinkView }) {
  const styles = useStyles();
  switch (view.state) {
    case 'payable':
      return (
        <Body1 as="p" className={styles.muted}>
          {M.payLinkSecure}
        </Body1>
      );
    case 'processing':
      return (
        <Body1 as="p" className={styles.muted}>
          {M.payLinkProcessing}
        </Body1>
      );
    case 'paid':
      return (
        <Body1 as="p" className={styles.text}>
          <strong>{M.payLinkPaidTitle}.</strong>{' '}
          {view.completedAt ? paidOnLine(formatDateTime(new Date(view.completedAt))) : null}
        </Body1>
      );
    case 'voided':
      return (
        <Body1 as="p" className={styles.text}>
          <strong>{M.payLinkVoidedTitle}.</strong> {MISC_CHARGE_TEXTS.voided}
        </Body1>
      );
  }
}
