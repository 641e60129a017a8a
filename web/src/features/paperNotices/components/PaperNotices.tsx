import { Body1, Button, makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, PrintRegular } from '@fluentui/react-icons';
import {
  PAPER_NOTICE_TEXTS as T,
  formatAddress,
  formatCents,
  formatDueDate,
  formatIsoDay,
  hoaToday,
  type PaperNoticeAccount,
} from '@lakeside/domain';
import { useId, useMemo, useState } from 'react';
import { LoadedList, RefreshButton } from '@/components/AdminList';
import { cardSurface } from '@/components/cardSurface';
import { Page } from '@/components/Page';
import { useDuesSchedule } from '@/features/duesRates';
import { useReloadable } from '@/hooks/useReloadable';
import { downloadText } from '@/lib/csv';
import { listPaperNotices } from '../api/paperNotices';
import {
  addressee,
  mailingListCsv,
  mailingListFileName,
  paperNotice,
  type PaperNotice,
} from '../model/notices';

const useStyles = makeStyles({
  // what is for the screen only: a printed page is the notices alone
  screenOnly: { '@media print': { display: 'none !important' } },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  notices: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  notice: {
    ...cardSurface,
    maxWidth: '48rem',
    padding: tokens.spacingHorizontalXL,
    gap: tokens.spacingVerticalS,
    '@media (max-width: 480px)': { padding: tokens.spacingHorizontalM },
    // one notice a sheet, without the card's frame
    '@media print': { boxShadow: 'none', border: 'none', padding: 0, breakAfter: 'page' },
  },
  heading: { margin: 0 },
  text: { margin: 0, overflowWrap: 'anywhere' },
  table: {
    borderCollapse: 'collapse',
    width: '100%',
    '& th, & td': {
      textAlign: 'start',
      padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
      borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    },
  },
  amount: { textAlign: 'end !important' as 'end', fontVariantNumeric: 'tabular-nums' },
  total: { fontWeight: tokens.fontWeightSemibold },
});

const EMPTY: PaperNoticeAccount[] = [];
const LOAD_FAILED = { title: 'Error', body: T.loadFailed };

/**
 * Paper Notices: the accounts no owner of which has an e-mail address. Each that owes gets a
 * notice to print (what is owed, by when, to whom checks are payable and where to send them);
 * every one is in the mailing list.
 */
export function PaperNotices() {
  const styles = useStyles();
  const accounts = useReloadable(listPaperNotices, { accounts: EMPTY }, LOAD_FAILED);
  const schedule = useDuesSchedule();
  // the association's day, fixed while the page is open
  const [today] = useState(() => hoaToday(new Date()));
  const notices = useMemo(
    () =>
      schedule.status === 'ready'
        ? accounts.value.accounts.map((account) => paperNotice(account, schedule.value, today))
        : [],
    [accounts.value, schedule, today],
  );
  const owing = notices.filter((notice) => notice.totalCents > 0);
  const loading = accounts.loading || schedule.status === 'loading';

  return (
    <Page title={T.title}>
      <div className={styles.screenOnly}>
        <Body1 as="p" className={styles.text}>
          {T.intro}
        </Body1>
      </div>
      <div className={`${styles.toolbar} ${styles.screenOnly}`}>
        <RefreshButton loading={loading} onRefresh={accounts.reload} />
        <Button icon={<PrintRegular />} disabledFocusable={owing.length === 0} onClick={() => window.print()}>
          {T.print}
        </Button>
        <Button
          icon={<ArrowDownloadRegular />}
          disabledFocusable={notices.length === 0}
          onClick={() => downloadText(mailingListFileName(today), mailingListCsv(notices), 'text/csv')}
        >
          {T.exportCsv}
        </Button>
      </div>
      <LoadedList loading={loading} count={notices.length} loadingLabel={T.loading} emptyText={T.empty}>
        <Body1 as="p" className={`${styles.text} ${styles.screenOnly}`} role="status">
          {T.count(notices.length, owing.length)}
        </Body1>
        <div className={styles.notices}>
          {owing.map((notice) => (
            <Notice key={notice.account.propertyId} notice={notice} today={today} />
          ))}
        </div>
      </LoadedList>
    </Page>
  );
}

/** One account's notice, a sheet of its own when printed. */
function Notice({ notice, today }: { notice: PaperNotice; today: string }) {
  const styles = useStyles();
  const headingId = useId();
  const { account } = notice;
  return (
    <section className={styles.notice} aria-labelledby={headingId}>
      <Subtitle1 as="h2" id={headingId} className={styles.heading}>
        {T.heading}: {account.property.streetAddress}
      </Subtitle1>
      <Body1 as="p" className={styles.text}>
        {T.dated(formatIsoDay(today))}
      </Body1>
      <Body1 as="p" className={styles.text}>
        {T.to}: {addressee(account)}
      </Body1>
      <Body1 as="p" className={styles.text}>
        {T.property}: {formatAddress(account.property)}
      </Body1>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{T.columns.year}</th>
            <th scope="col" className={styles.amount}>
              {T.columns.amount}
            </th>
            <th scope="col">{T.columns.due}</th>
            <th scope="col">{T.columns.standing}</th>
          </tr>
        </thead>
        <tbody>
          {notice.years.map((owed) => (
            <tr key={owed.year}>
              <td>{owed.year}</td>
              <td className={styles.amount}>{formatCents(owed.cents)}</td>
              <td>{formatDueDate(owed.dueDate)}</td>
              <td>{owed.bucket === 'current' ? T.notYetDue : T.pastDue}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className={styles.total}>
            <th scope="row">{T.totalOwed}</th>
            <td className={styles.amount}>{formatCents(notice.totalCents)}</td>
            <td colSpan={2} />
          </tr>
        </tfoot>
      </table>
      <Body1 as="p" className={styles.text}>
        {T.payableTo}
      </Body1>
      <Body1 as="p" className={styles.text}>
        {T.remitTo}
      </Body1>
      <Body1 as="p" className={styles.text}>
        {T.question}
      </Body1>
    </section>
  );
}
