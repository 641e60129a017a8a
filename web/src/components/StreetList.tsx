import { makeStyles, tokens } from '@fluentui/react-components';
import { useId } from 'react';

const useStyles = makeStyles({
  // a long list scrolls inside the dialog rather than pushing its buttons away
  list: {
    margin: 0,
    marginBottom: tokens.spacingVerticalS,
    paddingInlineStart: tokens.spacingHorizontalXL,
    maxHeight: '10rem',
    overflowY: 'auto',
  },
});

/**
 * A preview's "these properties are left out" list: what happens to them, then their streets.
 * Focusable and named by its intro, so a keyboard can scroll a long one.
 */
export function StreetList({ intro, streets }: { intro: string; streets: readonly string[] }) {
  const styles = useStyles();
  const introId = useId();
  return (
    <>
      <p id={introId}>{intro}</p>
      <ul className={styles.list} aria-labelledby={introId} tabIndex={0}>
        {streets.map((street, index) => (
          <li key={`${index}-${street}`}>{street}</li>
        ))}
      </ul>
    </>
  );
}
