import { Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ErrorCircle12Filled } from '@fluentui/react-icons';
import { useId, type ReactNode } from 'react';

const useStyles = makeStyles({
  group: {
    border: 'none',
    margin: 0,
    padding: 0,
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
  },
  legend: {
    padding: 0,
    marginBottom: tokens.spacingVerticalXXS,
  },
  boxes: { display: 'flex', flexDirection: 'column' },
  hint: { color: tokens.colorNeutralForeground3 },
  error: {
    color: tokens.colorPaletteRedForeground1,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
  },
});

interface CheckboxGroupProps {
  label: string;
  /** a line under the boxes saying what ticking does (a total, a warning) */
  hint?: string;
  /** the schema's message for the group, shown instead of the hint */
  error?: string;
  className?: string;
  /** Fluent Checkboxes, each with its own label */
  children: ReactNode;
}

/**
 * A labelled set of checkboxes (years to pay, years owed again). Not a Fluent Field: a Field
 * hands its one control id to every Checkbox inside it, so each box's label pointed at the
 * first box and clicking "2026" ticked 2025. A fieldset names the group instead; each box keeps
 * its own id, and the hint or the error describes the group.
 */
export function CheckboxGroup({ label, hint, error, className, children }: CheckboxGroupProps) {
  const styles = useStyles();
  const legendId = useId();
  const noteId = useId();
  const note = error ?? hint;
  return (
    <fieldset
      className={mergeClasses(styles.group, className)}
      aria-labelledby={legendId}
      aria-describedby={note ? noteId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend id={legendId} className={styles.legend}>
        {label}
      </legend>
      <div className={styles.boxes}>{children}</div>
      {error ? (
        <Caption1 id={noteId} className={styles.error} role="alert">
          <ErrorCircle12Filled aria-hidden />
          {error}
        </Caption1>
      ) : hint ? (
        <Caption1 id={noteId} className={styles.hint}>
          {hint}
        </Caption1>
      ) : null}
    </fieldset>
  );
}
