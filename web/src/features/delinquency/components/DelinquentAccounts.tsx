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
import { ArrowClockwiseRegular, ArrowDownloadRegular, MailRegular } from '@fluentui/react-icons';
import {
  DELINQUENCY_SORT_LABELS,
  DELINQUENCY_TEXTS as T,
  REMINDER_TEXTS as R,
  formatCents,
  hoaToday,
  lateSinceLabel,
  selectedYearsLabel,
  sortLateAccounts,
  type DelinquencySort,
  type DueDates,
} from '@lakeside/domain';
import { useDeferredValue, useMemo, useState } from 'react';
import { lazyDialog } from '@/components/form/lazyDialog';
import { useNotify } from '@/components/notify';
import { Page } from '@/components/Page';
import { RecordTable } from '@/components/RecordTable';
import { NoticeCard, TitledCard } from '@/components/TitledCard';
import { useDuesRates } from '@/features/duesRates';
import { ownersOfProperties } from '@/features/properties';
import { downloadText } from '@/lib/csv';
import {
  lateAccountsCsv,
  lateCsvFileName,
  matchesLateSearch,
  ownersLabel,
  reminderStatus,
  withReminder,
} from '../model/lateRows';
import { useLateAccounts, useOwners } from '../hooks/useLateAccounts';
import { useRemindAll, useSendReminder } from '../hooks/useReminders';
import { RemindAllButton } from './RemindAllButton';

// Remind All Late's dialog loads after the page's list (issue 13); its button stands in meanwhile.
const RemindAllDialog = lazyDialog(
  () => import('./RemindAllDialog').then((module) => module.RemindAllDialog),
  () => <RemindAllButton disabledFocusable />,
);

/** Rows shown at first and added by each 'Show more': what is read of the owners, too. */
const PAGE = 50;

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
  search: { flexGrow: 1, minWidth: '12rem', maxWidth: '28rem' },
  text: { margin: 0 },
});

/** Delinquent Accounts (issue 30, /admin/delinquency, admins only: see its route). */
export function DelinquentAccounts() {
  const rates = useDuesRates();
  const dueDates = useMemo<DueDates | undefined>(
    () =>
      rates.status === 'ready'
        ? Object.fromEntries(rates.value.map((rate) => [rate.year, rate.dueDate]))
        : undefined,
    [rates],
  );
  return (
    <Page title={T.title}>
      {rates.status === 'error' ? <NoticeCard title="Error" text={T.loadFailed} /> : null}
      {dueDates ? (
        <LateAccounts dueDates={dueDates} />
      ) : rates.status === 'loading' ? (
        <Spinner size="small" label={T.loading} />
      ) : null}
    </Page>
  );
}

function LateAccounts({ dueDates }: { dueDates: DueDates }) {
  const styles = useStyles();
  const notify = useNotify();
  // the association's day, fixed while the page is open
  const [today] = useState(() => hoaToday(new Date()));
  const [nowMs] = useState(() => Date.now());
  const { rows: readRows, totals, complete, failed, reload } = useLateAccounts(dueDates, today);
  const reminders = useSendReminder();
  const remindAll = useRemindAll(reload);
  // the reminders sent from this page, on their rows without reading the accounts again
  const rows = useMemo(
    () =>
      readRows.map((row) => {
        const sent = reminders.sent.get(row.propertyId);
        return sent && sent.remindersSent > (row.remindersSent ?? 0) ? withReminder(row, sent) : row;
      }),
    [readRows, reminders.sent],
  );
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<DelinquencySort>('daysLate');
  const [limit, setLimit] = useState(PAGE);
  const deferredSearch = useDeferredValue(search);
  const shown = useMemo(
    () =>
      sortLateAccounts(
        rows.filter((row) => matchesLateSearch(row, deferredSearch)),
        sort,
      ),
    [rows, deferredSearch, sort],
  );
  const visible = shown.slice(0, limit);
  const owners = useOwners(visible.map((row) => row.propertyId));

  const exportCsv = async () => {
    try {
      const all = await ownersOfProperties(shown.map((row) => row.propertyId));
      downloadText(lateCsvFileName(today), lateAccountsCsv(shown, all), 'text/csv');
    } catch (error) {
      console.error('Export CSV failed:', error);
      notify({ title: 'Error', body: T.exportFailed, intent: 'error' });
    }
  };

  return (
    <>
      <div className={styles.toolbar}>
        <Button icon={<ArrowClockwiseRegular />} disabled={!complete && !failed} onClick={reload}>
          {T.refresh}
        </Button>
        {/* the CSV waits for every late account, as the desk's does */}
        <Button
          icon={<ArrowDownloadRegular />}
          disabledFocusable={!complete || shown.length === 0}
          onClick={() => void exportCsv()}
        >
          {T.exportCsv}
        </Button>
        <RemindAllDialog disabled={!complete || rows.length === 0} onConfirm={remindAll} />
      </div>
      <div className={styles.totals}>
        <TitledCard title={T.accountsLate}>
          <Body1 as="p" className={styles.figure}>
            {totals ? totals.count : '…'}
          </Body1>
        </TitledCard>
        <TitledCard title={T.amountLate}>
          <Body1 as="p" className={styles.figure}>
            {totals ? formatCents(totals.cents) : '…'}
          </Body1>
        </TitledCard>
      </div>
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
      ) : !complete && rows.length === 0 ? (
        <Spinner size="small" label={T.loading} />
      ) : shown.length === 0 ? (
        <Body1 as="p" className={styles.text}>
          {rows.length === 0 ? T.empty : T.noMatch}
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
                width: '9rem',
                cell: (row) => selectedYearsLabel(row.yearsOwed),
              },
              {
                header: T.columns.amountOwed,
                numeric: true,
                width: '9rem',
                cell: (row) => formatCents(row.balanceCents),
              },
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
            recordLabel={(row) => row.addressLine}
          />
          <Body1 as="p" className={styles.text} role="status">
            {complete ? T.shown(visible.length, shown.length) : T.loadedSoFar(rows.length)}
          </Body1>
          {shown.length > visible.length ? (
            <div>
              <Button onClick={() => setLimit((current) => current + PAGE)}>
                {T.showMore(Math.min(PAGE, shown.length - visible.length))}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </>
  );
}
