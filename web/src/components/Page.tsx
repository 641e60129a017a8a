import { makeStyles, Title1, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '72rem',
    padding: tokens.spacingHorizontalXXL,
    // Spacing comes from the gap, not from the headings' and paragraphs' default margins.
    '& > *': { margin: 0 },
  },
});

/** The frame of an app page: its one <h1> (the spec's page title) and the content below it. */
export function Page({ title, children }: { title: string; children?: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.page}>
      <Title1 as="h1">{title}</Title1>
      {children}
    </div>
  );
}
