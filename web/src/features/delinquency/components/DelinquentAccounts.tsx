import {
  Body1,
  Button,
  Field,
  makeStyles,
  SearchBox,
  Select,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowClockwiseRegular,
  ArrowDownloadRegular,
  MailRegular,
  PrintRegular,
} from '@fluentui/react-icons';
import {
  AGING_BUCKET_LABELS,
  AGING_TEXTS,
  DELINQUENCY_SORT_LABELS,
  DELINQUENCY_TEXTS as T,
  PAPER_NOTICE_TEXTS,
  PAST_DUE_BUCKETS,
  REMINDER_TEXTS as R,
  ROUTES,
  duesScheduleOf,
  formatCents,
  hoaToday,
  lateSinceLabel,
  selectedYearsLabel,
  sortLateAccounts,
  type DelinquencySort,
  type DuesSchedule,
} from '@lakeside/domain';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { lazyDialog } from '@/components/form/lazyDialog';
import { useNotify } from '@/components/notify';
import { Page } from '@/components/Page';
import { RecordTable } from '@/components/RecordTable';
import { RouterButtonLink } from '@/components/RouterButtonLink';
import { NoticeCard, TitledCard } from '@/components/TitledCard';
import { useDuesRates } from '@/features/duesRates';
import { ownersOfProperties } from '@/features/properties';
import { downloadText } from '@/lib/csv';
import {
  agingLabel,
  lateAccountsCsv,
  lateCsvFileName,
  lateRows,
  lateTotals,
  matchesAgingFilter,
  matchesLateSearch,
  ownersLabel,
  reminderStatus,
  withReminder,
  type AgingFilter,
  type LateRow,
} from '../model/lateRows';
import { LATE_PAGE as PAGE, useLateAccounts, useOwners } from '../hooks/useLateAccounts';
import { useRemindAll, useSendReminder } from '../hooks/useReminders';
import { RemindAllButton } from './RemindAllButton';

// Remind All Late's dialog loads after the page's list; its button stands in meanwhile.
const RemindAllDialog = lazyDialog(
  () => import('./RemindAllDialog').then((module) => module.RemindAllDialog),
  () => <RemindAllButton disabledFocusable />,
);

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  totals: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  },
  figure: {
    margin: 0,
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
  },
  buckets: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
    margin: 0,
  },
  bucket: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  bucketFigure: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
  search: { flexGrow: 1, minWidth: '12rem', maxWidth: '28rem' },
  text: { margin: 0 },
});

/** Delinquent Accounts (/admin/delinquency, admins only: see its route). */
export function DelinquentAccounts() {
  const rates = useDuesRates();
  const schedule = useMemo<DuesSchedule | undefined>(
    () => (rates.status === 'ready' ? duesScheduleOf(rates.value) : undefined),
    [rates],
  );
  return (
    <Page title={T.title}>
      {rates.status === 'error' ? <NoticeCard title="Error" text={T.loadFailed} /> : null}
      {schedule ? (
        <LateAccounts schedule={schedule} />
      ) : rates.status === 'loading' ? (
        <Spinner size="small" label={T.loading} />
      ) : null}
    </Page>
  );
}

function LateAccounts({ schedule }: { schedule: DuesSchedule }) {
  const styles = useStyles();
  const notify = useNotify();
  // the association's day, fixed while the page is open
  const [today] = useState(() => hoaToday(new Date()));
  const [nowMs] = useState(() => Date.now());
  const {
    rows: readRows,
    count,
    complete,
    reading,
    failed,
    readMore,
    readAll,
    reload,
  } = useLateAccounts(schedule, today);
  const reminders = useSendReminder();
  const remindAll = useRemindAll(reload);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<DelinquencySort>('daysLate');
  const [aging, setAging] = useState<AgingFilter>('all');
  const [limit, setLimit] = useState(PAGE);
  const deferredSearch = useDeferredValue(search);
  // The rows as shown: the reminders sent from this page on their rows (without reading the
  // accounts again), the search, the sort. Firestore's order is already the default sort's.
  const present = useCallback(
    (read: readonly LateRow[]) => {
      const rows = read
        .map((row) => {
          const sent = reminders.sent.get(row.propertyId);
          return sent && sent.remindersSent > (row.remindersSent ?? 0) ? withReminder(row, sent) : row;
        })
        .filter((row) => matchesLateSearch(row, deferredSearch) && matchesAgingFilter(row, aging));
      return sort === 'daysLate' ? rows : sortLateAccounts(rows, sort);
    },
    [reminders.sent, deferredSearch, aging, sort],
  );
  const shown = useMemo(() => present(readRows), [present, readRows]);
  // Search, the aging filter and the other sorts cover every late account: they read the rest
  // first.
  const wantsAll = deferredSearch.trim() !== '' || sort !== 'daysLate' || aging !== 'all';
  // The past-due totals are added up from every late account's rows, read after the first page
  // is shown: they depend on each year's due date, which no stored sum knows.
  useEffect(() => {
    if (!complete && !failed) readAll().catch(() => undefined);
  }, [complete, failed, readAll]);
  const totals = useMemo(() => (complete ? lateTotals(readRows) : null), [complete, readRows]);
  const visible = shown.slice(0, limit);
  const owners = useOwners(visible.map((row) => row.propertyId));
  // how many rows there are to show: all read, or the default order's still being read
  const available = complete || wantsAll ? shown.length : Math.max(count ?? 0, shown.length);

  const showMore = () => {
    if (!complete && visible.length + PAGE > readRows.length) readMore().catch(() => undefined);
    setLimit((current) => current + PAGE);
  };

  const exportCsv = async () => {
    try {
      const rows = present(lateRows(await readAll(), schedule, today));
      const all = await ownersOfProperties(rows.map((row) => row.propertyId));
      downloadText(lateCsvFileName(today), lateAccountsCsv(rows, all), 'text/csv');
    } catch (error) {
      console.error('Export CSV failed:', error);
      notify({ title: 'Error', body: T.exportFailed, intent: 'error' });
    }
  };

  return (
    <>
      <div className={styles.toolbar}>
        <Button icon={<ArrowClockwiseRegular />} disabled={reading && !failed} onClick={reload}>
          {T.refresh}
        </Button>
        {/* the CSV reads every late account first */}
        <Button
          icon={<ArrowDownloadRegular />}
          disabledFocusable={failed || !count}
          onClick={() => void exportCsv()}
        >
          {T.exportCsv}
        </Button>
        <RemindAllDialog disabled={!count} onConfirm={remindAll} />
        {/* late accounts no e-mail reaches get their notice by post */}
        <RouterButtonLink to={ROUTES.adminPaperNotices} icon={<PrintRegular />}>
          {PAPER_NOTICE_TEXTS.link}
        </RouterButtonLink>
      </div>
      <div className={styles.totals}>
        <TitledCard title={T.accountsLate}>
          <Body1 as="p" className={styles.figure}>
            {count ?? '…'}
          </Body1>
        </TitledCard>
        <TitledCard title={AGING_TEXTS.pastDue}>
          <Body1 as="p" className={styles.figure}>
            {totals ? formatCents(totals.pastDueCents) : '…'}
          </Body1>
        </TitledCard>
        <TitledCard title={T.notYetDueOfLate}>
          <Body1 as="p" className={styles.figure}>
            {totals ? formatCents(totals.buckets.current) : '…'}
          </Body1>
        </TitledCard>
      </div>
      <TitledCard title={T.agingTitle}>
        <dl className={styles.buckets}>
          {PAST_DUE_BUCKETS.map((bucket) => (
            <div key={bucket} className={styles.bucket}>
              <dt>{AGING_BUCKET_LABELS[bucket]}</dt>
              <dd className={styles.bucketFigure}>{totals ? formatCents(totals.buckets[bucket]) : '…'}</dd>
            </div>
          ))}
        </dl>
      </TitledCard>
      <div className={styles.toolbar}>
        <Field label={T.search} className={styles.search}>
          <SearchBox
            value={search}
            onChange={(_, data) => {
              setSearch(data.value);
              setLimit(PAGE);
            }}
          />
        </Field>
        <Field label={T.agingFilter}>
          <Select
            value={aging}
            onChange={(_, data) => {
              setAging(data.value as AgingFilter);
              setLimit(PAGE);
            }}
          >
            <option value="all">{T.agingAll}</option>
            {PAST_DUE_BUCKETS.map((bucket) => (
              <option key={bucket} value={bucket}>
                {T.agingOption(AGING_BUCKET_LABELS[bucket])}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={T.sortBy}>
          <Select value={sort} onChange={(_, data) => setSort(data.value as DelinquencySort)}>
            {Object.entries(DELINQUENCY_SORT_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {failed ? (
        <NoticeCard title="Error" text={T.loadFailed} />
      ) : shown.length === 0 && !complete ? (
        <Spinner
          size="small"
          label={wantsAll && readRows.length > 0 ? T.loadedSoFar(readRows.length) : T.loading}
        />
      ) : shown.length === 0 ? (
        <Body1 as="p" className={styles.text}>
          {readRows.length === 0 ? T.empty : T.noMatch}
        </Body1>
      ) : (
        <>
          <RecordTable
            label={T.title}
            records={visible}
            recordKey={(row) => row.propertyId}
            cardHeading="h2"
            columns={[
              { header: T.columns.property, cell: (row) => row.addressLine },
              {
                header: T.columns.owners,
                cell: (row) =>
                  owners.has(row.propertyId) ? ownersLabel(owners.get(row.propertyId)) || T.noOwners : '…',
              },
              {
                header: T.columns.yearsOwed,
                width: '6rem',
                cell: (row) => selectedYearsLabel(row.yearsOwed),
              },
              {
                header: T.columns.pastDue,
                numeric: true,
                width: '6.5rem',
                cell: (row) => formatCents(row.aged.pastDueCents),
              },
              {
                header: T.columns.notYetDue,
                numeric: true,
                width: '6.5rem',
                cell: (row) => formatCents(row.aged.notYetDueCents),
              },
              { header: T.columns.aging, cell: (row) => agingLabel(row) },
              { header: T.columns.oldestDue, cell: (row) => lateSinceLabel(row) },
              { header: T.columns.reminders, cell: (row) => reminderStatus(row, nowMs).label },
            ]}
            actions={(row) => (
              <Button
                icon={<MailRegular />}
                disabledFocusable={!reminderStatus(row, nowMs).allowed || reminders.sending !== null}
                onClick={() => void reminders.send(row.propertyId)}
                aria-label={`${R.sendReminder}: ${row.addressLine}`}
              >
                {reminders.sending === row.propertyId ? R.sending : R.sendReminder}
              </Button>
            )}
            actionsWidth="10rem"
            recordLabel={(row) => row.addressLine}
          />
          <Body1 as="p" className={styles.text} role="status">
            {wantsAll && !complete ? T.loadedSoFar(readRows.length) : T.shown(visible.length, available)}
          </Body1>
          {available > visible.length ? (
            <div>
              <Button onClick={showMore} disabledFocusable={visible.length >= shown.length && reading}>
                {T.showMore(Math.min(PAGE, available - visible.length))}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </>
  );
}
