import { Field, Select } from '@fluentui/react-components';
import { ABANDONED_CHECKOUT_LABEL, PAYMENT_STATUSES, PAYMENT_STATUS_LABELS } from '@lakeside/domain';
import { ListFilters } from '@/components/ListFilters';
import type { StatusFilter } from '../model/rows';
import { PAYMENTS_DESK_TEXTS as M } from '../texts';

interface DeskFiltersProps {
  search: string;
  onSearch: (search: string) => void;
  status: StatusFilter;
  onStatus: (status: StatusFilter) => void;
}

/** Spec §2: the search box and the status filter (All Status, Pending, …, and abandoned checkouts). */
export function DeskFilters({ search, onSearch, status, onStatus }: DeskFiltersProps) {
  return (
    <ListFilters label={M.searchLabel} placeholder={M.search} search={search} onSearch={onSearch}>
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
    </ListFilters>
  );
}
