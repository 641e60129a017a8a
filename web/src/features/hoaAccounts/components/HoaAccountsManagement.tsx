import {
  Body1,
  Button,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowClockwiseRegular, ArrowSyncRegular } from '@fluentui/react-icons';
import { HOA_ACCOUNT_MESSAGES, formatAddress, formatCents, selectedYearsLabel } from '@lakeside/domain';
import { Page } from '@/components/Page';
import { useHoaAccounts } from '../hooks/useHoaAccounts';
import { EditHoaAccountDialog } from './EditHoaAccountDialog';

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  scroll: { overflowX: 'auto' },
});

/** Spec §2 "HOA accounts management" (admins only: see its route). */
export function HoaAccountsManagement() {
  const styles = useStyles();
  const { accounts, loading, syncing, reload, syncAll, save } = useHoaAccounts();

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
        <Button icon={<ArrowClockwiseRegular />} disabled={loading} onClick={() => void reload()}>
          Refresh
        </Button>
      </div>
      {loading && accounts.length === 0 ? (
        <Spinner size="small" label="Loading HOA accounts..." />
      ) : accounts.length === 0 ? (
        <Body1 as="p">{HOA_ACCOUNT_MESSAGES.empty}</Body1>
      ) : (
        <div className={styles.scroll}>
          <Table aria-label="HOA accounts">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Property Address</TableHeaderCell>
                <TableHeaderCell>Current Balance</TableHeaderCell>
                <TableHeaderCell>Years Owed</TableHeaderCell>
                <TableHeaderCell>Actions</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {accounts.map((account) => (
                <TableRow key={account.propertyId}>
                  <TableCell>{formatAddress(account.property)}</TableCell>
                  <TableCell>{formatCents(account.balanceCents)}</TableCell>
                  <TableCell>{selectedYearsLabel(account.yearsOwed)}</TableCell>
                  <TableCell>
                    {/* keyed by the stored values, so the dialog opens on what was last saved */}
                    <EditHoaAccountDialog
                      key={`${account.balanceCents}:${account.yearsOwed.join()}`}
                      account={account}
                      onSave={save}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </Page>
  );
}
