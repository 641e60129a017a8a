import { Body1, Button, Spinner } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';

/** An admin list's Refresh: off while a read is under way. */
export function RefreshButton({ loading, onRefresh }: { loading: boolean; onRefresh: () => unknown }) {
  return (
    <Button icon={<ArrowClockwiseRegular />} disabled={loading} onClick={() => void onRefresh()}>
      Refresh
    </Button>
  );
}

interface LoadedListProps {
  loading: boolean;
  /** how many records there are (what has loaded so far) */
  count: number;
  /** the spinner's words while the first read is under way, e.g. 'Loading properties...' */
  loadingLabel: string;
  /** what the page says when there are none */
  emptyText: string;
  /** the list itself, shown once there is at least one record */
  children: ReactNode;
}

/**
 * The board's lists (properties, HOA accounts, messages): a spinner until the first read is
 * in, a sentence when there is nothing, else the list. A reload keeps the list on the screen.
 */
export function LoadedList({ loading, count, loadingLabel, emptyText, children }: LoadedListProps) {
  if (loading && count === 0) return <Spinner size="small" label={loadingLabel} />;
  if (count === 0) return <Body1 as="p">{emptyText}</Body1>;
  return <>{children}</>;
}
