import { Field, makeStyles, mergeClasses, SearchBox, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(10rem, max-content)',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
    '@media (max-width: 36rem)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  alone: { gridTemplateColumns: 'minmax(0, 1fr)' },
  search: { maxWidth: 'none', width: '100%' },
});

interface ListFiltersProps {
  /** the search box's label, e.g. 'Search properties' */
  label: string;
  /** what it searches, e.g. 'Search by address or owner...' */
  placeholder: string;
  search: string;
  onSearch: (search: string) => void;
  /** a filter beside the box (a Field with its Select), if the list has one */
  children?: ReactNode;
}

/** Above a board's list: the search box, and its filter beside it (below it on a phone). */
export function ListFilters({ label, placeholder, search, onSearch, children }: ListFiltersProps) {
  const styles = useStyles();
  return (
    <div className={mergeClasses(styles.row, !children && styles.alone)} role="search">
      <Field label={label}>
        <SearchBox
          className={styles.search}
          placeholder={placeholder}
          value={search}
          onChange={(_, data) => onSearch(data.value)}
        />
      </Field>
      {children}
    </div>
  );
}
