import { Field, Select } from '@fluentui/react-components';
import { PAYMENT_STANDINGS, PAYMENT_STANDING_LABELS } from '@lakeside/domain';
import { ListFilters } from '@/components/ListFilters';
import type { StatusFilter } from '../model/rows';
import { PAYMENTS_DESK_TEXTS as M } from '../texts';

interface DeskFiltersProps {
  search: string;
  onSearch: (search: string) => void;
  status: StatusFilter;
  onStatus: (status: StatusFilter) => void;
}

/** Spec §2: the search box and the status filter (All Status, Pending, …, Voided, Refunded, …). */
export function DeskFilters({ search, onSearch, status, onStatus }: DeskFiltersProps) {
  return (
    <ListFilters label={M.searchLabel} placeholder={M.search} search={search} onSearch={onSearch}>
      <Field label={M.statusLabel}>
        <Select value={status} onChange={(_, data) => onStatus(data.value as StatusFilter)}>
          <option value="all">{M.allStatus}</option>
          {/* spec §2's four first, then what happened beyond them; checkouts the payer left are
              out of All Status, so they do not look like charges */}
          {PAYMENT_STANDINGS.map((value) => (
            <option key={value} value={value}>
              {PAYMENT_STANDING_LABELS[value]}
            </option>
          ))}
        </Select>
      </Field>
    </ListFilters>
  );
}
