import { makeStyles, Title2, tokens } from '@fluentui/react-components';
import { cardSurface } from '@/components/cardSurface';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    justifyContent: 'center',
    paddingBlock: tokens.spacingVerticalXXXL,
    paddingInline: tokens.spacingHorizontalL,
  },
  card: {
    ...cardSurface,
    width: '100%',
    maxWidth: '32rem',
    padding: tokens.spacingHorizontalXL,
    gap: tokens.spacingVerticalM,
    textAlign: 'center',
    alignItems: 'center',
    // Spacing comes from the gap, not from the headings' and paragraphs' default margins.
    '& > *': { margin: 0 },
  },
  icon: { fontSize: '48px', lineHeight: 1 },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalM,
    marginTop: tokens.spacingVerticalS,
  },
});

interface ResultCardProps {
  icon: ReactNode;
  iconColor: string;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}

/** The frame of a payment result page (spec §2): an icon, the page's <h1>, what happened, and where next. */
export function ResultCard({ icon, iconColor, title, children, actions }: ResultCardProps) {
  const styles = useStyles();
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <span className={styles.icon} style={{ color: iconColor }} aria-hidden>
          {icon}
        </span>
        <Title2 as="h1">{title}</Title2>
        {children}
        <div className={styles.actions}>{actions}</div>
      </div>
    </div>
  );
}
