import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { LIST_TEXTS, rangeLabel } from './texts';

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

/** What a pager reads of a list's view (useListView). */
export interface PagedView {
  page: number;
  pageCount: number;
  /** the index of the page's first record */
  first: number;
  visible: readonly unknown[];
  /** every record the filters let through */
  sorted: readonly unknown[];
  goToPage: (page: number) => void;
}

/**
 * "Showing 1–50 of 123" with Previous and Next under a board's list: one page of rows at a time.
 * At either end the button stays focusable (disabledFocusable), so the keyboard's focus is not
 * dropped.
 */
export function Pager({ view }: { view: PagedView }) {
  const styles = useStyles();
  const { page, pageCount, first, goToPage: onPage } = view;
  return (
    <nav className={styles.pager} aria-label="Pages">
      <Body1 as="p" className={styles.text} aria-live="polite">
        {rangeLabel(first + 1, first + view.visible.length, view.sorted.length)}
      </Body1>
      {pageCount > 1 ? (
        <div className={styles.buttons}>
          <Button
            icon={<ChevronLeftRegular />}
            disabledFocusable={page === 0}
            onClick={() => onPage(page - 1)}
          >
            {LIST_TEXTS.previous}
          </Button>
          <Button
            icon={<ChevronRightRegular />}
            iconPosition="after"
            disabledFocusable={page >= pageCount - 1}
            onClick={() => onPage(page + 1)}
          >
            {LIST_TEXTS.next}
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
