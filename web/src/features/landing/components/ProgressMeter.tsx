import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  track: {
    height: '8px',
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground6,
  },
  bar: {
    height: '100%',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground,
  },
  complete: { backgroundColor: tokens.colorPaletteGreenBackground3 },
});

interface ProgressMeterProps {
  /** 0–100; anything outside is clamped */
  percent: number;
  /** id of the element that names the bar (the project's title) */
  labelledBy: string;
}

/**
 * A determinate progress bar, 0–100. A plain element with the progressbar role rather than
 * Fluent's ProgressBar (which brings its motion code): screen readers announce the value from
 * aria-valuenow / aria-valuetext and the name from the project's title.
 */
export function ProgressMeter({ percent, labelledBy }: ProgressMeterProps) {
  const styles = useStyles();
  const value = Math.round(Math.min(100, Math.max(0, percent)));
  return (
    <div
      role="progressbar"
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={`${value}% complete`}
      className={styles.track}
    >
      <div
        className={mergeClasses(styles.bar, value === 100 && styles.complete)}
        style={{ width: `${value}%` }}
      />
    </div>
  );
}
