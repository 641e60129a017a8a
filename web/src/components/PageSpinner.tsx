import { makeStyles, tokens } from '@fluentui/react-components';

// Fluent's Spinner drawn with plain CSS: this shows on every page while its code or the auth
// answer is on its way, so it sits in the entry chunk that every first visit loads, and
// Fluent's Spinner and Label components would count there against the landing page's
// budget. Same size (small: 24 px), colours and turn as Fluent's.
const useStyles = makeStyles({
  root: {
    display: 'flex',
    justifyContent: 'center',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingVerticalXXL,
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
  },
  ring: {
    width: '24px',
    height: '24px',
    boxSizing: 'border-box',
    borderRadius: '50%',
    border: `2px solid ${tokens.colorBrandStroke2Contrast}`,
    borderTopColor: tokens.colorBrandStroke1,
    animationName: { from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } },
    animationDuration: '1.5s',
    animationIterationCount: 'infinite',
    animationTimingFunction: 'linear',
    '@media (prefers-reduced-motion: reduce)': { animationDuration: '3s' },
  },
});

/** Shown in place of a page while what it needs is on its way (its code, auth, a check). */
export function PageSpinner({ label = 'Loading...' }: { label?: string }) {
  const styles = useStyles();
  return (
    <div className={styles.root} role="status">
      <span className={styles.ring} aria-hidden="true" />
      {label}
    </div>
  );
}
