import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { cardSurface } from './cardSurface';
import { visuallyHidden } from './visuallyHidden';

// A card's outline while its data or code is on its way: the page keeps its shape (no jump when
// the card arrives) and shows where the content will be, instead of a spinner. Plain CSS, so it
// costs a page nothing to show. The label is for screen readers; the screen shows the shapes.
const useStyles = makeStyles({
  card: { ...cardSurface, gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  bar: {
    height: '16px',
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground3,
    animationName: { from: { opacity: 1 }, '50%': { opacity: 0.55 }, to: { opacity: 1 } },
    animationDuration: '1.6s',
    animationIterationCount: 'infinite',
    animationTimingFunction: 'ease-in-out',
    '@media (prefers-reduced-motion: reduce)': { animationName: 'none' },
  },
  title: { width: '40%', height: '20px' },
  label: visuallyHidden,
});

const LINE_WIDTHS = ['90%', '75%', '60%', '80%'];

/** A card-shaped placeholder with a title and `lines` lines of text (1–4), announced as `label`. */
export function CardSkeleton({ label, lines = 2 }: { label: string; lines?: number }) {
  const styles = useStyles();
  return (
    <div className={styles.card} role="status">
      <span className={styles.label}>{label}</span>
      <div className={mergeClasses(styles.bar, styles.title)} aria-hidden="true" />
      {LINE_WIDTHS.slice(0, lines).map((width) => (
        <div key={width} className={styles.bar} style={{ width }} aria-hidden="true" />
      ))}
    </div>
  );
}
