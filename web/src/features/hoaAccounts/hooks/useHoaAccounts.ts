import { HOA_ACCOUNT_TEXTS, syncedMessage } from '@lakeside/domain';
import { listPropertiesByAddress } from '@/features/properties';
import { useCallableAction } from '@/hooks/useCallableAction';
import { useReloadable } from '@/hooks/useReloadable';
import { listHoaAccountsNewestFirst, syncHoaAccounts, updateHoaAccount } from '../api/hoaAccounts';
import type { AccountRow } from '../model/accountList';

/**
 * Every account with its property's owners: the two lists side by side, so the board can find
 * an account by an owner's name (the account itself keeps only their uids).
 */
async function listAccountsWithOwners(): Promise<AccountRow[]> {
  const [accounts, properties] = await Promise.all([listHoaAccountsNewestFirst(), listPropertiesByAddress()]);
  const owners = new Map(properties.map((property) => [property.id, property.owners]));
  return accounts.map((account) => ({ ...account, owners: owners.get(account.propertyId) ?? [] }));
}

/** The HOA accounts screen's data and actions, with the spec's toasts (§8). */
export function useHoaAccounts() {
  const {
    value: accounts,
    loading,
    reload,
  } = useReloadable(listAccountsWithOwners, [] as AccountRow[], {
    title: 'Error',
    body: HOA_ACCOUNT_TEXTS.loadFailed,
  });
  const [syncAll, syncing] = useCallableAction(syncHoaAccounts, {
    success: ({ synced, failed }) => ({
      title: 'Success',
      body: failed ? `${syncedMessage(synced)} (${failed} failed)` : syncedMessage(synced),
      intent: failed ? 'warning' : 'success',
    }),
    failure: HOA_ACCOUNT_TEXTS.syncFailed,
    after: () => reload(),
  });

  const [save] = useCallableAction(updateHoaAccount, {
    success: () => ({ title: 'Success', body: HOA_ACCOUNT_TEXTS.updated }),
    failure: HOA_ACCOUNT_TEXTS.updateFailed,
    after: () => reload(),
  });

  return { accounts, loading, syncing, reload, syncAll, save };
}
