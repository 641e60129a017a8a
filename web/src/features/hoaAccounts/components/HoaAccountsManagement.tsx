import { Button, Field, Select, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowSyncRegular } from '@fluentui/react-icons';
import {
  HOA_ACCOUNT_TEXTS,
  STATEMENT_TEXTS,
  creditOf,
  formatAddress,
  formatCents,
  ownersSummary,
  selectedYearsLabel,
  statementPath,
  adminPageTitle,
  ROUTES,
} from '@lakeside/domain';
import { lazyDialog } from '@/components/form/lazyDialog';
import { ListFilters } from '@/components/ListFilters';
import { Page } from '@/components/Page';
import { ListBody } from '@/components/ListBody';
import { LoadedList, RefreshButton } from '@/components/AdminList';
import { RecordTable } from '@/components/RecordTable';
import { RouterButtonLink } from '@/components/RouterButtonLink';
import { useDuesRateTable } from '@/features/duesRates';
import { useListView } from '@/hooks/useListView';
import { useHoaAccounts } from '../hooks/useHoaAccounts';
import {
  ACCOUNT_PAGE_SIZE,
  DEFAULT_ACCOUNT_SORT,
  filterAccounts,
  sortAccounts,
  type AccountColumnId,
  type AccountFilter,
  type AccountRow,
} from '../model/accountList';
import { ACCOUNT_LIST_TEXTS as T } from '../texts';
import { EditHoaAccountButton } from './EditHoaAccountButton';

// The edit form loads after the accounts' table; each row's Edit stands in meanwhile.
const EditHoaAccountDialog = lazyDialog(
  () => import('./EditHoaAccountDialog').then((module) => module.EditHoaAccountDialog),
  ({ account }) => <EditHoaAccountButton account={account} disabled />,
);

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  results: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
});

const FILTERS: readonly AccountFilter[] = ['all', 'owing', 'paidUp'];

/** Spec §2 "HOA accounts management" (admins only: see its route). */
export function HoaAccountsManagement() {
  const styles = useStyles();
  const { accounts, loading, syncing, reload, syncAll, save } = useHoaAccounts();
  // followed here, not in the dialog, so the years' prices are known before any dialog opens
  const rates = useDuesRateTable();
  const view = useListView(accounts, {
    pageSize: ACCOUNT_PAGE_SIZE,
    defaultSort: DEFAULT_ACCOUNT_SORT,
    sortRows: sortAccounts,
    filterRows: filterAccounts,
    defaultFilter: 'all' as AccountFilter,
  });

  return (
    <Page title={adminPageTitle(ROUTES.adminHoaAccounts)}>
      <div className={styles.toolbar}>
        <Button
          appearance="primary"
          icon={syncing ? <Spinner size="tiny" /> : <ArrowSyncRegular />}
          disabled={syncing}
          onClick={() => void syncAll()}
        >
          {syncing ? 'Syncing...' : 'Sync All Properties'}
        </Button>
        <RefreshButton loading={loading} onRefresh={reload} />
      </div>
      <LoadedList
        loading={loading}
        count={accounts.length}
        loadingLabel="Loading HOA accounts..."
        emptyText={HOA_ACCOUNT_TEXTS.empty}
      >
        <div className={styles.results}>
          <ListFilters
            label={T.searchLabel}
            placeholder={T.search}
            search={view.search}
            onSearch={view.setSearch}
          >
            <Field label={T.filterLabel}>
              <Select value={view.filter} onChange={(_, data) => view.setFilter(data.value as AccountFilter)}>
                {FILTERS.map((filter) => (
                  <option key={filter} value={filter}>
                    {T.filters[filter]}
                  </option>
                ))}
              </Select>
            </Field>
          </ListFilters>
          <ListBody view={view} noMatch={T.noMatch}>
            <RecordTable<AccountRow, AccountColumnId>
              label="HOA accounts"
              records={view.visible}
              recordKey={(account) => account.propertyId}
              cardHeading="h2"
              sorting={{ sort: view.sort, onSort: view.setSort }}
              columns={[
                {
                  header: 'Property Address',
                  sortId: 'address',
                  cell: (account) => formatAddress(account.property),
                },
                {
                  header: T.owners,
                  sortId: 'owners',
                  cell: (account) => ownersSummary(account.owners) || T.noOwners,
                },
                {
                  header: 'Current Balance',
                  sortId: 'balance',
                  numeric: true,
                  width: '9rem',
                  // a credit is money held, not owed: said beside the balance, never netted into it
                  cell: (account) =>
                    creditOf(account) > 0
                      ? `${formatCents(account.balanceCents)} · ${T.credit(formatCents(creditOf(account)))}`
                      : formatCents(account.balanceCents),
                },
                {
                  header: 'Years Owed',
                  sortId: 'yearsOwed',
                  cell: (account) => selectedYearsLabel(account.yearsOwed),
                },
              ]}
              actions={(account) => (
                <>
                  {/* keyed by the stored values, so the dialog opens on what was last saved */}
                  <EditHoaAccountDialog
                    key={`${account.balanceCents}:${account.yearsOwed.join()}`}
                    account={account}
                    rates={rates.status === 'ready' ? rates.value : undefined}
                    onSave={save}
                  />
                  {/* the owner's statement, for the board to answer or mail */}
                  <RouterButtonLink
                    to={statementPath(account.propertyId)}
                    aria-label={`Statement for ${account.property.streetAddress}`}
                  >
                    {STATEMENT_TEXTS.title}
                  </RouterButtonLink>
                </>
              )}
            />
          </ListBody>
        </div>
      </LoadedList>
    </Page>
  );
}
