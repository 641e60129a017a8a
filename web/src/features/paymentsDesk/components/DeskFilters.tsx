import { Field, makeStyles, SearchBox, Select, tokens } from '@fluentui/react-components';
import { ABANDONED_CHECKOUT_LABEL, PAYMENT_STATUSES, PAYMENT_STATUS_LABELS } from '@lakeside/domain';
import type { StatusFilter } from '../model/rows';
import { PAYMENTS_DESK_TEXTS as M } from '../texts';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(10rem, max-content)',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
    '@media (max-width: 36rem)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  search: { maxWidth: 'none', width: '100%' },
});

interface DeskFiltersProps {
  search: string;
  onSearch: (search: string) => void;
  status: StatusFilter;
  onStatus: (status: StatusFilter) => void;
}

/** Spec §2: the search box and the status filter (All Status, Pending, …, and issue 32's abandoned). */
export function DeskFilters({ search, onSearch, status, onStatus }: DeskFiltersProps) {
  const styles = useStyles();
  return (
    <div className={styles.row} role="search">
      <Field label={M.searchLabel}>
        <SearchBox
          className={styles.search}
          placeholder={M.search}
          value={search}
          onChange={(_, data) => onSearch(data.value)}
        />
      </Field>
      <Field label={M.statusLabel}>
        <Select value={status} onChange={(_, data) => onStatus(data.value as StatusFilter)}>
          <option value="all">{M.allStatus}</option>
          {PAYMENT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {PAYMENT_STATUS_LABELS[value]}
            </option>
          ))}
          {/* checkouts the payer left: out of every other choice, so they do not look like charges */}
          <option value="abandoned">{ABANDONED_CHECKOUT_LABEL}</option>
        </Select>
      </Field>
    </div>
  );
}
