import { Badge, Button, Link, makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import { CheckmarkRegular, ArrowUndoRegular } from '@fluentui/react-icons';
import { CONTACT_TEXTS, adminPageTitle, ROUTES } from '@lakeside/domain';
import { Page } from '@/components/Page';
import { LoadedList, RefreshButton } from '@/components/AdminList';
import { RecordTable } from '@/components/RecordTable';
import { formatDateTime } from '@/lib/format';
import type { ContactMessageEntry } from '../api/contactMessages';
import { useContactMessages } from '../hooks/useContactMessages';

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  heading: { margin: 0, marginRight: 'auto' },
  // the message as the sender wrote it, line breaks kept
  text: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxWidth: '32rem', display: 'block' },
});

const fromOf = (message: ContactMessageEntry) => `${message.firstName} ${message.lastName}`;

/**
 * The board's Messages page: what residents and visitors sent with the landing
 * page's contact form, newest first, each marked done once answered (or new again).
 */
export function ContactInbox() {
  const styles = useStyles();
  const { messages, loading, reload, updating, setStatus } = useContactMessages();
  const waiting = messages.filter((message) => message.status === 'new').length;

  return (
    <Page title={adminPageTitle(ROUTES.adminMessages)}>
      <div className={styles.toolbar}>
        <Subtitle1 as="h2" className={styles.heading}>
          {waiting} new of {messages.length}
        </Subtitle1>
        <RefreshButton loading={loading} onRefresh={reload} />
      </div>
      <LoadedList
        loading={loading}
        count={messages.length}
        loadingLabel="Loading messages..."
        emptyText={CONTACT_TEXTS.empty}
      >
        <RecordTable
          label="Messages"
          records={messages}
          recordKey={(message) => message.id}
          recordLabel={(message) => `${message.subject} from ${fromOf(message)}`}
          cardHeading="h3"
          columns={[
            { header: 'Subject', cell: (message) => message.subject },
            {
              header: 'Status',
              cell: (message) =>
                message.status === 'new' ? (
                  <Badge appearance="tint" color="warning">
                    New
                  </Badge>
                ) : (
                  <Badge appearance="tint" color="success">
                    Done
                  </Badge>
                ),
            },
            { header: 'From', cell: fromOf },
            {
              header: 'Email',
              cell: (message) => (
                <Link
                  href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
                >
                  {message.email}
                </Link>
              ),
            },
            { header: 'Property', cell: (message) => message.propertyAddress },
            { header: 'Message', cell: (message) => <span className={styles.text}>{message.message}</span> },
            { header: 'Received', cell: (message) => formatDateTime(message.createdAt) },
          ]}
          actions={(message) =>
            message.status === 'new' ? (
              <Button
                icon={<CheckmarkRegular />}
                disabled={updating.has(message.id)}
                onClick={() => void setStatus(message.id, 'done')}
              >
                Mark as done
              </Button>
            ) : (
              <Button
                icon={<ArrowUndoRegular />}
                disabled={updating.has(message.id)}
                onClick={() => void setStatus(message.id, 'new')}
              >
                Mark as new
              </Button>
            )
          }
        />
      </LoadedList>
    </Page>
  );
}
