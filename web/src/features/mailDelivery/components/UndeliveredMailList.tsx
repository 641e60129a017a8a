import { Body1, Button, makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import { ArrowRepeatAllRegular, DismissRegular } from '@fluentui/react-icons';
import { MAIL_DELIVERY_TEXTS as T, adminPageTitle, ROUTES, type UndeliveredMail } from '@lakeside/domain';
import { LoadedList, RefreshButton } from '@/components/AdminList';
import { Page } from '@/components/Page';
import { RecordTable } from '@/components/RecordTable';
import { formatDateTime } from '@/lib/format';
import { useUndeliveredMail } from '../hooks/useUndeliveredMail';

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  heading: { margin: 0, marginRight: 'auto' },
  // addresses and a server's answer are long words: they wrap rather than widen the page
  text: { overflowWrap: 'anywhere', maxWidth: '28rem', display: 'block' },
});

const failedAt = (mail: UndeliveredMail) =>
  formatDateTime(mail.failedAtMs === null ? null : new Date(mail.failedAtMs));

/**
 * E-mails Not Delivered: each e-mail the mail server refused, or did not take in a day of
 * trying, newest first, with why; Resend sends it again as it was, Dismiss sets it aside.
 */
export function UndeliveredMailList() {
  const styles = useStyles();
  const { mails, total, loading, reload, updating, resend, dismiss } = useUndeliveredMail();

  return (
    <Page title={adminPageTitle(ROUTES.adminMail)}>
      <Body1 as="p">{T.intro}</Body1>
      <div className={styles.toolbar}>
        <Subtitle1 as="h2" className={styles.heading}>
          {total === mails.length
            ? `${total} not delivered`
            : `${mails.length} newest of ${total} not delivered`}
        </Subtitle1>
        <RefreshButton loading={loading} onRefresh={reload} />
      </div>
      <LoadedList
        loading={loading}
        count={mails.length}
        loadingLabel="Loading e-mails..."
        emptyText={T.empty}
      >
        <RecordTable
          label={T.title}
          records={mails}
          recordKey={(mail) => mail.id}
          recordLabel={(mail) => `${mail.subject} to ${mail.to.join(', ')}`}
          cardHeading="h3"
          columns={[
            { header: 'Subject', cell: (mail) => <span className={styles.text}>{mail.subject}</span> },
            { header: 'To', cell: (mail) => <span className={styles.text}>{mail.to.join(', ')}</span> },
            { header: 'Reason', cell: (mail) => <span className={styles.text}>{mail.reason}</span> },
            { header: 'Attempts', cell: (mail) => String(mail.attempts) },
            { header: 'Given up', cell: failedAt },
          ]}
          actions={(mail) => (
            <>
              <Button
                icon={<ArrowRepeatAllRegular />}
                aria-label={T.resendFor(mail.subject)}
                disabled={updating.has(mail.id)}
                onClick={() => void resend(mail.id)}
              >
                {T.resend}
              </Button>
              <Button
                icon={<DismissRegular />}
                aria-label={T.dismissFor(mail.subject)}
                disabled={updating.has(mail.id)}
                onClick={() => void dismiss(mail.id)}
              >
                {T.dismiss}
              </Button>
            </>
          )}
        />
      </LoadedList>
    </Page>
  );
}
