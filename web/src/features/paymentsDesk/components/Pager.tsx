import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { PAYMENTS_DESK_TEXTS as M, rangeLabel } from '../texts';

const useStyles = makeStyles({
  pager: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS },
  text: { margin: 0 },
});

interface PagerProps {
  page: number;
  pageCount: number;
  first: number;
  shown: number;
  total: number;
  onPage: (page: number) => void;
}

/**
 * "Showing 1–50 of 123" with Previous and Next: one page of rows at a time. At either end the
 * button stays focusable (disabledFocusable), so the keyboard's focus is not dropped.
 */
export function Pager({ page, pageCount, first, shown, total, onPage }: PagerProps) {
  const styles = useStyles();
  return (
    <nav className={styles.pager} aria-label="Pages">
      <Body1 as="p" className={styles.text} aria-live="polite">
        {rangeLabel(first + 1, first + shown, total)}
      </Body1>
      {pageCount > 1 ? (
        <div className={styles.buttons}>
          <Button
            icon={<ChevronLeftRegular />}
            disabledFocusable={page === 0}
            onClick={() => onPage(page - 1)}
          >
            {M.previous}
          </Button>
          <Button
            icon={<ChevronRightRegular />}
            iconPosition="after"
            disabledFocusable={page >= pageCount - 1}
            onClick={() => onPage(page + 1)}
          >
            {M.next}
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
