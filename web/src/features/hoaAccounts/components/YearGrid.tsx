import { Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { visuallyHidden } from '@/components/visuallyHidden';

/** Years per row: the arrow keys Up and Down move by this much. */
const COLUMNS = 4;

const useStyles = makeStyles({
  years: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    margin: 0,
    padding: tokens.spacingHorizontalS,
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: `repeat(${COLUMNS}, 1fr)`,
    maxHeight: '14rem',
    overflowY: 'auto',
  },
  hint: visuallyHidden,
});

const STEP: Record<string, number> = {
  ArrowRight: 1,
  ArrowLeft: -1,
  ArrowDown: COLUMNS,
  ArrowUp: -COLUMNS,
};

interface YearGridProps {
  years: readonly string[];
  selected: readonly string[];
  onToggle: (year: string, checked: boolean) => void;
}

/**
 * Years Owed: twenty-eight checkboxes that are one stop for Tab: the arrow keys move
 * between years (Up and Down by a row), Home and End to the first and last, Space ticks. Tab
 * goes on to the dialog's buttons. The stop is the first ticked year, or the first year.
 */
export function YearGrid({ years, selected, onToggle }: YearGridProps) {
  const styles = useStyles();
  const legendId = useId();
  const hintId = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const firstTicked = years.findIndex((year) => selected.includes(year));
  const [active, setActive] = useState(firstTicked === -1 ? 0 : firstTicked);

  function onKeyDown(event: KeyboardEvent) {
    const last = years.length - 1;
    let next: number | undefined;
    if (event.key in STEP) next = Math.min(last, Math.max(0, active + STEP[event.key]!));
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    if (next === undefined) return;
    // the keys would otherwise scroll the grid or the page
    event.preventDefault();
    setActive(next);
    boxes.current[next]?.focus();
  }

  return (
    <fieldset className={styles.years} aria-labelledby={legendId} aria-describedby={hintId}>
      <legend id={legendId}>Years Owed</legend>
      <span id={hintId} className={styles.hint}>
        Arrow keys move between years, Space ticks one.
      </span>
      <div className={styles.grid} onKeyDown={onKeyDown}>
        {years.map((year, index) => (
          <Checkbox
            key={year}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            label={year}
            tabIndex={index === active ? 0 : -1}
            onFocus={() => setActive(index)}
            checked={selected.includes(year)}
            onChange={(_, data) => onToggle(year, data.checked === true)}
          />
        ))}
      </div>
    </fieldset>
  );
}
