import { Body1, makeStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Pager, type PagedView } from './Pager';

const useStyles = makeStyles({
  // the previous search's rows, dimmed while the new one is worked out
  stale: { opacity: 0.6 },
  text: { margin: 0 },
});

interface ListBodyProps {
  view: PagedView & { stale: boolean };
  /** what the list says when the search finds nothing */
  noMatch: string;
  /** the page of records (a RecordTable of view.visible) */
  children: ReactNode;
}

/** Under a board's list's search: its page of records, or why there are none, and the pager. */
export function ListBody({ view, noMatch, children }: ListBodyProps) {
  const styles = useStyles();
  return (
    <>
      {view.sorted.length === 0 ? (
        <Body1 as="p" className={styles.text}>
          {noMatch}
        </Body1>
      ) : (
        <div className={view.stale ? styles.stale : undefined} aria-busy={view.stale}>
          {children}
        </div>
      )}
      <Pager view={view} />
    </>
  );
}
