import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    paddingBlock: tokens.spacingVerticalS,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}`,
    ':first-child': { borderTop: 'none', paddingTop: 0 },
  },
});

/**
 * Entries stacked one under another, divided by a thin line: how a card lists records that a
 * table could not show on a 390 px phone without hiding columns (Payment History, the account
 * trail).
 */
export function StackedList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className={useStyles().list} aria-label={label}>
      {children}
    </ul>
  );
}

export function StackedListItem({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <li className={useStyles().item} aria-label={label}>
      {children}
    </li>
  );
}
