import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowSyncRegular } from '@fluentui/react-icons';
import {
  HOA_ACCOUNT_TEXTS,
  STATEMENT_TEXTS,
  formatAddress,
  formatCents,
  selectedYearsLabel,
  statementPath,
} from '@lakeside/domain';
import { lazyDialog } from '@/components/form/lazyDialog';
import { Page } from '@/components/Page';
import { LoadedList, RefreshButton } from '@/components/AdminList';
import { RecordTable } from '@/components/RecordTable';
import { RouterButtonLink } from '@/components/RouterButtonLink';
import { useDuesRateTable } from '@/features/duesRates';
import { useHoaAccounts } from '../hooks/useHoaAccounts';
import { EditHoaAccountButton } from './EditHoaAccountButton';

// The edit form loads after the accounts' table (issue 13); each row's Edit stands in meanwhile.
const EditHoaAccountDialog = lazyDialog(
  () => import('./EditHoaAccountDialog').then((module) => module.EditHoaAccountDialog),
  ({ account }) => <EditHoaAccountButton account={account} disabled />,
);

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/** Spec §2 "HOA accounts management" (admins only: see its route). */
export function HoaAccountsManagement() {
  const styles = useStyles();
  const { accounts, loading, syncing, reload, syncAll, save } = useHoaAccounts();
  // followed here, not in the dialog, so the years' prices are known before any dialog opens
  const rates = useDuesRateTable();

  return (
    <Page title="HOA Accounts Management">
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
        <RecordTable
          label="HOA accounts"
          records={accounts}
          recordKey={(account) => account.propertyId}
          cardHeading="h2"
          columns={[
            { header: 'Property Address', cell: (account) => formatAddress(account.property) },
            { header: 'Current Balance', cell: (account) => formatCents(account.balanceCents) },
            { header: 'Years Owed', cell: (account) => selectedYearsLabel(account.yearsOwed) },
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
              {/* the owner's statement, for the board to answer or mail (issue 29) */}
              <RouterButtonLink
                to={statementPath(account.propertyId)}
                aria-label={`Statement for ${account.property.streetAddress}`}
              >
                {STATEMENT_TEXTS.title}
              </RouterButtonLink>
            </>
          )}
        />
      </LoadedList>
    </Page>
  );
}
