import {
  Body1,
  Button,
  Caption1,
  makeStyles,
  Spinner,
  Subtitle1,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { PrintRegular } from '@fluentui/react-icons';
import {
  creditOf,
  duesStatement,
  formatAddress,
  formatCents,
  HOA_NAME,
  otherCharges,
  ROUTES,
  myAccountPath,
  selectedYearsLabel,
  STATEMENT_TEXTS as S,
  type OtherChargeLine,
  type StatementLine,
} from '@lakeside/domain';
import { useMemo } from 'react';
import { cardSurface } from '@/components/cardSurface';
import { useDefinitionListStyles } from '@/components/definitionList';
import { Page } from '@/components/Page';
import { RecordTable } from '@/components/RecordTable';
import { RouterButtonLink } from '@/components/RouterButtonLink';
import { NoticeCard } from '@/components/TitledCard';
import { useAuthSession } from '@/features/auth';
import { watchPropertyPayments } from '@/features/payments';
import { useLive } from '@/hooks/useLive';
import { formatDate } from '@/lib/format';
import { watchAccountTrail, watchHoaAccount, type HoaAccountRecord } from '../api/hoaAccounts';

/** a moment as the records read it (Firestore's timestamp, null while pending) */
type Time = HoaAccountRecord['createdAt'];

const useStyles = makeStyles({
  statement: {
    ...cardSurface,
    maxWidth: '56rem',
    padding: tokens.spacingHorizontalXL,
    gap: tokens.spacingVerticalM,
    '@media (max-width: 480px)': { padding: tokens.spacingHorizontalM },
    // on paper: no card shadow or border, just the content
    '@media print': { boxShadow: 'none', border: 'none', padding: 0 },
  },
  heading: { margin: 0 },
  text: { margin: 0 },
  due: { fontWeight: tokens.fontWeightSemibold },
  detail: { display: 'block', color: tokens.colorNeutralForeground2 },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    // !important: see Receipt.tsx (the landing page's pre-rendered styles come later)
    '@media print': { display: 'none !important' },
  },
});

/**
 * The owner's statement of one property, printable: the dues account's lines with a
 * running balance ending at the account's balance, and the property's other charges. For the
 * property's owners and the board; anyone else gets the same card as for no account at all.
 */
export function Statement({ propertyId }: { propertyId: string }) {
  const account = useLive(propertyId, watchHoaAccount, { title: 'Error', body: S.loadFailed });
  return (
    <Page title={S.title}>
      {account.status === 'loading' ? <Spinner size="small" label={S.loading} /> : null}
      {account.status === 'error' ? <NoticeCard title="Error" text={S.loadFailed} /> : null}
      {account.status === 'ready' && !account.value ? (
        <NoticeCard title={S.notFound} text={S.notFoundText} />
      ) : null}
      {account.status === 'ready' && account.value ? <StatementOf account={account.value} /> : null}
      <StatementActions
        propertyId={propertyId}
        printable={account.status === 'ready' && account.value !== null}
      />
    </Page>
  );
}

function StatementOf({ account }: { account: HoaAccountRecord }) {
  const styles = useStyles();
  // the summary is the app's one label / value list
  const list = useDefinitionListStyles();
  const trail = useLive(account.propertyId, watchAccountTrail, { title: 'Error', body: S.loadFailed });
  const payments = useLive(account.propertyId, watchPropertyPayments, { title: 'Error', body: S.loadFailed });
  const dues = useMemo(
    () => (trail.status === 'ready' ? duesStatement<Time>(trail.value, account) : undefined),
    [trail, account],
  );
  // the property's payments come newest first; a statement reads oldest first
  const others = useMemo(
    () => (payments.status === 'ready' ? otherCharges<Time>([...payments.value].reverse()) : undefined),
    [payments],
  );
  const failed = trail.status === 'error' || payments.status === 'error';

  return (
    <section className={styles.statement} aria-labelledby="statement-organisation">
      <Subtitle1 as="h2" id="statement-organisation" className={styles.heading}>
        {HOA_NAME}
      </Subtitle1>
      <Body1 as="p" className={styles.text}>
        {formatAddress(account.property)}
      </Body1>
      <dl className={list.list}>
        <dt>{S.asOf}</dt>
        <dd>{formatDate(new Date())}</dd>
        <dt className={styles.due}>{S.balanceDue}</dt>
        <dd className={styles.due}>{formatCents(account.balanceCents)}</dd>
        <dt>{S.yearsOwed}</dt>
        <dd>{selectedYearsLabel(account.yearsOwed)}</dd>
        {creditOf(account) > 0 ? (
          <>
            <dt>{S.creditHeld}</dt>
            <dd>{formatCents(creditOf(account))}</dd>
          </>
        ) : null}
        {others && others.openCents > 0 ? (
          <>
            <dt>{S.openOtherCharges}</dt>
            <dd>{formatCents(others.openCents)}</dd>
          </>
        ) : null}
      </dl>
      {failed ? <NoticeCard title="Error" text={S.loadFailed} /> : null}
      {!failed && (!dues || !others) ? <Spinner size="small" label={S.loading} /> : null}
      {!failed && dues && others ? (
        <>
          <DuesLines lines={dues.lines} />
          <OtherChargeLines lines={others.lines} />
        </>
      ) : null}
    </section>
  );
}

const lineKey = (line: StatementLine<Time>, index: number) => `${index}:${line.kind}`;

function DuesLines({ lines }: { lines: StatementLine<Time>[] }) {
  const styles = useStyles();
  // the running balance needs the order: each line is keyed by its place
  const rows = lines.map((line, index) => ({ line, key: lineKey(line, index) }));
  return (
    <>
      <Subtitle2 as="h2" className={styles.heading}>
        {S.duesAccount}
      </Subtitle2>
      <RecordTable
        label={S.duesAccount}
        records={rows}
        recordKey={(row) => row.key}
        cardHeading="h3"
        columns={[
          { header: 'Date', width: '8rem', cell: ({ line }) => formatDate(line.at) },
          {
            header: 'Description',
            cell: ({ line }) => (
              <>
                {line.description}
                {line.detail ? <Caption1 className={styles.detail}>{line.detail}</Caption1> : null}
              </>
            ),
          },
          { header: 'Charges', numeric: true, width: '8rem', cell: ({ line }) => amount(line.chargeCents) },
          { header: 'Payments', numeric: true, width: '8rem', cell: ({ line }) => amount(line.creditCents) },
          {
            header: 'Balance',
            numeric: true,
            width: '8rem',
            cell: ({ line }) => formatCents(line.balanceCents),
          },
        ]}
      />
    </>
  );
}

/** A charge or payment column: empty (not "$0.00") where the line did not move that way. */
function amount(cents: number): string {
  return cents === 0 ? '' : formatCents(cents);
}

function OtherChargeLines({ lines }: { lines: OtherChargeLine<Time>[] }) {
  const styles = useStyles();
  return (
    <>
      <Subtitle2 as="h2" className={styles.heading}>
        {S.otherCharges}
      </Subtitle2>
      {lines.length === 0 ? (
        <Body1 as="p" className={styles.text}>
          {S.noOtherCharges}
        </Body1>
      ) : (
        <RecordTable
          label={S.otherCharges}
          records={lines}
          recordKey={(line) => line.paymentId}
          cardHeading="h3"
          columns={[
            { header: 'Date', width: '8rem', cell: (line) => formatDate(line.at) },
            { header: 'Description', cell: (line) => `${line.description} (${line.invoiceNumber})` },
            { header: 'Amount', numeric: true, width: '8rem', cell: (line) => formatCents(line.amountCents) },
            {
              header: 'Status',
              width: '10rem',
              cell: (line) =>
                line.state === 'paid'
                  ? `${S.chargeStatus.paid} ${formatDate(line.paidAt)}`
                  : S.chargeStatus[line.state],
            },
          ]}
        />
      )}
    </>
  );
}

function StatementActions({ printable, propertyId }: { printable: boolean; propertyId: string }) {
  const styles = useStyles();
  const session = useAuthSession();
  // the board opens statements from HOA Accounts; an owner from My HOA Account
  const admin = session.status === 'signed-in' && session.claims.admin;
  return (
    <div className={styles.actions}>
      {printable ? (
        <Button appearance="primary" icon={<PrintRegular />} onClick={() => window.print()}>
          {S.print}
        </Button>
      ) : null}
      <RouterButtonLink to={admin ? ROUTES.adminHoaAccounts : myAccountPath(propertyId)}>
        {admin ? S.backToAccounts : S.back}
      </RouterButtonLink>
    </div>
  );
}
