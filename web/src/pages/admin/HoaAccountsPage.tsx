import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
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
import { useEffect } from 'react';
import { useAdminCheck } from '../../auth';
import { CheckingPermissions } from '../../components/CheckingPermissions';
import { useNotify } from '../../components/notify';
import { Page } from '../../components/Page';
import { EditHoaAccountDialog } from './hoaAccounts/EditHoaAccountDialog';
import { useHoaAccounts } from './hoaAccounts/useHoaAccounts';

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  scroll: { overflowX: 'auto' },
});

/** Spec §2 "HOA accounts management" (admin only; others get 'Admin access required'). */
export default function HoaAccountsPage() {
  const adminCheck = useAdminCheck();
  const notify = useNotify();

  useEffect(() => {
    if (adminCheck === 'not-admin')
      notify({ title: 'Error', body: HOA_ACCOUNT_MESSAGES.notAdmin, intent: 'error' });
  }, [adminCheck, notify]);

  if (adminCheck === 'checking') return <CheckingPermissions />;
  if (adminCheck === 'not-admin') {
    return (
      <Page title="HOA Accounts Management">
        <MessageBar intent="error">
          <MessageBarBody>{HOA_ACCOUNT_MESSAGES.notAdmin}</MessageBarBody>
        </MessageBar>
      </Page>
    );
  }
  return <HoaAccountsManagement />;
}

function HoaAccountsManagement() {
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
