import { makeStyles, Subtitle1, Text, tokens } from '@fluentui/react-components';
import { PrintRegular } from '@fluentui/react-icons';
import {
  PAPER_NOTICE_TEXTS,
  ROUTES,
  billableYears,
  centsToDollarsText,
  formatCents,
  formatDueDate,
} from '@lakeside/domain';
import { useMemo } from 'react';
import { LoadedList } from '@/components/AdminList';
import { lazyDialog } from '@/components/form/lazyDialog';
import { Page } from '@/components/Page';
import { RecordTable } from '@/components/RecordTable';
import { RouterButtonLink } from '@/components/RouterButtonLink';
import { useDuesRates, type DuesRateRecord } from '@/features/duesRates';
import { formatDateTime } from '@/lib/format';
import type { BillingRunRecord } from '../api/billingRuns';
import { useBillingRuns } from '../hooks/useBillingRuns';
import { rateRows, type RateRow } from '../model/rateRows';
import { BillingProgress } from './BillingProgress';
import { BILLING_TEXTS as T } from '../texts';
import { BillYearButton, ChangeRateButton, SetRateButton } from './RateDialogButtons';

// The dialogs load after the page's table; their buttons stand in meanwhile.
const SetRateDialog = lazyDialog(
  () => import('./SetRateDialog').then((module) => module.SetRateDialog),
  ({ current }) => (current ? <ChangeRateButton year={current.year} disabled /> : <SetRateButton disabled />),
);
const BillYearDialog = lazyDialog(
  () => import('./BillYearDialog').then((module) => module.BillYearDialog),
  ({ year }) => <BillYearButton year={year} disabled />,
);

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  heading: { margin: 0, marginRight: 'auto' },
});

const NONE: readonly DuesRateRecord[] = [];
const NO_RUNS: readonly BillingRunRecord[] = [];

function billedText({ rate }: RateRow<DuesRateRecord>): string {
  if (!rate?.billedAt) return T.notBilled;
  return T.billedOn(formatDateTime(rate.billedAt), rate.billedBy?.email ?? rate.billedBy?.uid ?? '');
}

/**
 * Dues & Billing (admins only): each year's rate and due date, set or changed until
 * the year is billed. This year and next are always listed; without a rate they cost $160.00.
 * Last year, this year and next may be billed (the server's rule too), once each.
 */
export function DuesBilling() {
  const styles = useStyles();
  const rates = useDuesRates();
  const { runs: liveRuns, start, underWay } = useBillingRuns();
  const rows = useMemo(() => rateRows(rates.status === 'ready' ? rates.value : NONE, new Date()), [rates]);
  const runs = liveRuns.status === 'ready' ? liveRuns.value : NO_RUNS;
  const runOf = new Map(runs.map((run) => [run.year, run]));
  const billable = billableYears(new Date());

  return (
    <Page title={T.pageTitle}>
      <div className={styles.toolbar}>
        <Subtitle1 as="h2" className={styles.heading}>
          {T.ratesHeading}
        </Subtitle1>
        <SetRateDialog rates={rates.status === 'ready' ? rates.value : NONE} />
        {/* the notices of the accounts no e-mail reaches, for the post */}
        <RouterButtonLink to={ROUTES.adminPaperNotices} icon={<PrintRegular />}>
          {PAPER_NOTICE_TEXTS.link}
        </RouterButtonLink>
      </div>
      <BillingProgress runs={runs.filter((run) => run.state === 'running')} />
      <LoadedList
        loading={rates.status === 'loading'}
        count={rows.length}
        loadingLabel={T.loadingRates}
        emptyText=""
      >
        <RecordTable
          label={T.ratesHeading}
          records={rows}
          recordKey={(row) => row.year}
          recordLabel={(row) => row.year}
          cardHeading="h3"
          columns={[
            { header: T.columns.year, cell: (row) => <Text weight="semibold">{row.year}</Text> },
            {
              header: T.columns.rate,
              cell: (row) => (row.rate ? formatCents(row.rate.amountCents) : T.defaultRate),
            },
            {
              header: T.columns.dueDate,
              cell: (row) => (row.rate ? formatDueDate(row.rate.dueDate) : T.noDueDate),
            },
            { header: T.columns.billed, cell: billedText },
            { header: T.columns.accountsBilled, cell: (row) => String(runOf.get(row.year)?.billed ?? '—') },
            {
              header: T.columns.totalBilled,
              cell: (row) => {
                const run = runOf.get(row.year);
                return run ? formatCents(run.billedCents) : '—';
              },
            },
          ]}
          actions={(row) => {
            const run = runOf.get(row.year);
            return (
              <>
                {row.rate ? (
                  <SetRateDialog
                    disabled={Boolean(row.rate.billedAt)}
                    current={{
                      year: row.year,
                      amount: centsToDollarsText(row.rate.amountCents),
                      dueDate: row.rate.dueDate,
                    }}
                  />
                ) : null}
                {run?.state === 'done' || !billable.includes(row.year) ? null : (
                  <BillYearDialog
                    year={row.year}
                    disabled={underWay(run)}
                    onStart={(year) => void start(year)}
                  />
                )}
              </>
            );
          }}
        />
      </LoadedList>
    </Page>
  );
}
