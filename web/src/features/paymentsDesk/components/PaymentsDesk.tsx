import {
  Body1,
  Button,
  Caption1,
  makeStyles,
  Spinner,
  tokens,
  typographyStyles,
} from '@fluentui/react-components';
import { ArrowClockwiseRegular, ArrowDownloadRegular } from '@fluentui/react-icons';
import { Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import { lazyDialog } from '@/components/form/lazyDialog';
import { Page } from '@/components/Page';
import { CardSort } from '@/components/CardSort';
import { Pager } from '@/components/Pager';
import { CARDS_QUERY } from '@/components/cardsQuery';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import { UndeliveredMailNotice } from '@/features/mailDelivery';
import { DESK_COLUMNS } from '../model/columns';
import { csvFileName, paymentsCsv } from '../model/csv';
import type { RowActions } from '../model/rowActions';
import { useDeskView } from '../hooks/useDeskView';
import { useEmailPayLink } from '../hooks/useEmailPayLink';
import { useMiscCharges } from '../hooks/useMiscCharges';
import { useRecordedPayments } from '../hooks/useRecordedPayments';
import { usePaymentsDesk } from '../hooks/usePaymentsDesk';
import { PAYMENTS_DESK_TEXTS as M } from '../texts';
import { CreateMiscChargeButton } from './CreateMiscChargeButton';
import { RecordPaymentButton } from './RecordPaymentButton';
import { DeskFilters } from './DeskFilters';
import { DisputesBanner } from './DisputesBanner';
import { PaymentCardList, PaymentsGrid, preloadDeskList } from './deskLists';
import { StuckRefundsBanner } from './StuckRefundsBanner';
import { downloadText } from '@/lib/csv';
import { SummaryCards } from './SummaryCards';

// The charge form loads after the desk's table; its button stands in meanwhile.
const CreateMiscChargeDialog = lazyDialog(
  () => import('./CreateMiscChargeDialog').then((module) => module.CreateMiscChargeDialog),
  () => <CreateMiscChargeButton disabled />,
);

// The same for Record a Payment Received.
const RecordPaymentDialog = lazyDialog(
  () => import('./RecordPaymentDialog').then((module) => module.RecordPaymentDialog),
  () => <RecordPaymentButton disabled />,
);

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  results: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  // a plain h2 (Fluent's Subtitle1 takes no ref) that the focus can be moved to
  heading: { ...typographyStyles.subtitle1, margin: 0 },
  stale: { opacity: 0.6 },
  progress: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/** Spec §2 "Payment management", /admin/payments (admins only: see its route). */
export function PaymentsDesk() {
  const styles = useStyles();
  const { rows, totals, complete, stuckRefunds, loading, reload, refresh } = usePaymentsDesk();
  const view = useDeskView(rows);
  const cards = useMediaQuery(CARDS_QUERY);
  const { create, copyLink, voidCharge } = useMiscCharges(reload);
  const { emailing, emailLink } = useEmailPayLink();
  const { record, voidRecorded, refund } = useRecordedPayments(reload);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // the list's code: asked already by the route (once), again here when the width changes
  useEffect(() => preloadDeskList(cards), [cards]);

  // A voided charge loses its Void button, which held the focus: the list's heading takes it,
  // so the keyboard goes on from where the board was working.
  const onVoid = useCallback(
    async (paymentId: string) => {
      const voided = await voidCharge(paymentId);
      if (voided) headingRef.current?.focus();
      return voided;
    },
    [voidCharge],
  );

  const onVoidRecorded = useCallback(
    async (paymentId: string, reason: string) => {
      const voided = await voidRecorded(paymentId, reason);
      if (voided) headingRef.current?.focus();
      return voided;
    },
    [voidRecorded],
  );

  const exportCsv = () => downloadText(csvFileName(new Date()), paymentsCsv(view.sorted), 'text/csv');

  // one object for the list's rows: the memoised grid or cards draw again only when it changes
  const actions = useMemo<RowActions>(
    () => ({
      onCopyLink: copyLink,
      onEmailLink: emailLink,
      emailing,
      onVoid,
      onVoidRecorded,
      onRefund: refund,
    }),
    [copyLink, emailLink, emailing, onVoid, onVoidRecorded, refund],
  );
  // the first load shows the newest pages while older ones arrive; this says how far it is
  const arriving = loading && !complete && rows.length > 0;
  return (
    <Page title={M.title}>
      <div className={styles.toolbar}>
        <CreateMiscChargeDialog onCreate={create} />
        <RecordPaymentDialog onRecord={record} />
        <Button icon={<ArrowClockwiseRegular />} disabled={loading} onClick={() => void refresh()}>
          {M.refresh}
        </Button>
      </div>
      <SummaryCards totals={totals} />
      <DisputesBanner rows={rows} onFind={view.setSearch} />
      <StuckRefundsBanner refunds={stuckRefunds} onSend={refund} />
      {/* counted once the desk's own list is in: its first screen does not wait on the Functions SDK */}
      <UndeliveredMailNotice when={complete} />
      <section className={styles.results} aria-labelledby="desk-transactions">
        <div className={styles.toolbar}>
          <h2 id="desk-transactions" className={styles.heading} ref={headingRef} tabIndex={-1}>
            {M.transactions}
          </h2>
          <Button
            icon={<ArrowDownloadRegular />}
            disabledFocusable={!complete || view.sorted.length === 0}
            aria-describedby={arriving ? 'desk-progress' : undefined}
            onClick={exportCsv}
          >
            {M.exportCsv}
          </Button>
        </div>
        {arriving ? (
          <Caption1 as="p" id="desk-progress" role="status" className={styles.progress}>
            {M.loadedSoFar(rows.length)} {M.exportWaits}
          </Caption1>
        ) : null}
        <DeskFilters
          search={view.search}
          onSearch={view.setSearch}
          status={view.status}
          onStatus={view.setStatus}
        />
        {cards ? <CardSort columns={DESK_COLUMNS} sort={view.sort} onSort={view.setSort} /> : null}
        {loading && rows.length === 0 ? (
          <Spinner size="small" label={M.loading} />
        ) : view.sorted.length === 0 ? (
          <Body1 as="p">{M.empty}</Body1>
        ) : (
          <div className={view.stale ? styles.stale : undefined} aria-busy={view.stale}>
            <Suspense fallback={<Spinner size="small" label={M.loading} />}>
              {cards ? (
                <PaymentCardList rows={view.visible} actions={actions} />
              ) : (
                <PaymentsGrid rows={view.visible} sort={view.sort} onSort={view.setSort} actions={actions} />
              )}
            </Suspense>
          </div>
        )}
        <Pager view={view} />
      </section>
    </Page>
  );
}
