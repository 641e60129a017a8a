import { Body1, makeStyles, mergeClasses, Title2, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { LandingSectionId } from '../content';
import { useLandingStyles } from '../styles';

const useStyles = makeStyles({
  section: {
    // The sticky navigation (and the app's top bar when signed in, see LandingPage) would
    // otherwise cover the heading an anchor scrolls to.
    scrollMarginTop: 'var(--landing-sticky-offset)',
    // Focused by useHashNavigation after an anchor jump, only so that keyboard and screen reader
    // users continue from here; it is not a control, so no focus ring.
    ':focus': { outlineStyle: 'none' },
  },
  tinted: { backgroundColor: tokens.colorNeutralBackground2 },
  header: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    marginBlockEnd: tokens.spacingVerticalXL,
    maxWidth: '48rem',
    '& > *': { margin: 0 },
  },
});

interface SectionProps {
  id: LandingSectionId;
  title: string;
  lead?: string;
  /** Alternating backgrounds tell the sections apart when scrolling. */
  tinted?: boolean;
  children: ReactNode;
}

/** One anchored section of the landing page: a labelled region with its <h2>. */
export function Section({ id, title, lead, tinted, children }: SectionProps) {
  const styles = useStyles();
  const layout = useLandingStyles();
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      tabIndex={-1}
      className={mergeClasses(styles.section, tinted && styles.tinted)}
    >
      <div className={layout.inner}>
        <div className={styles.header}>
          <Title2 as="h2" id={headingId}>
            {title}
          </Title2>
          {lead ? (
            <Body1 as="p" className={layout.muted}>
              {lead}
            </Body1>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  );
}
