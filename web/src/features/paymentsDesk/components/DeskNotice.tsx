import { MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    overflowWrap: 'anywhere',
    paddingBlock: tokens.spacingVerticalXXS,
    // each line's button a target apart from the next one's (WCAG 2.5.8: 24 px), however many
    minHeight: '32px',
  },
});

export interface DeskNoticeItem {
  key: string;
  content: ReactNode;
}

/**
 * A warning above the desk's grid that lists payments needing the board (open disputes, refunds
 * Stripe never answered): a title, a sentence, one line per payment. Nothing while the list is
 * empty.
 */
export function DeskNotice({
  title,
  body,
  items,
}: {
  title: string;
  body: string;
  items: readonly DeskNoticeItem[];
}) {
  const styles = useStyles();
  if (items.length === 0) return null;
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{title}</MessageBarTitle> {body}
        <ul className={styles.list}>
          {items.map(({ key, content }) => (
            <li key={key} className={styles.item}>
              {content}
            </li>
          ))}
        </ul>
      </MessageBarBody>
    </MessageBar>
  );
}
