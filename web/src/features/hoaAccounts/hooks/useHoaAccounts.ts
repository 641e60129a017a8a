import { HOA_ACCOUNT_TEXTS, syncedMessage, type UpdateHoaAccountRequest } from '@lakeside/domain';
import { useState } from 'react';
import { useNotify } from '@/components/notify';
import { listPropertiesByAddress } from '@/features/properties';
import { useReloadable } from '@/hooks/useReloadable';
import { errorNotice } from '@/lib/firebase/callableErrors';
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
  const notify = useNotify();
  const {
    value: accounts,
    loading,
    reload,
  } = useReloadable(listAccountsWithOwners, [] as AccountRow[], {
    title: 'Error',
    body: HOA_ACCOUNT_TEXTS.loadFailed,
  });
  const [syncing, setSyncing] = useState(false);

  async function syncAll() {
    setSyncing(true);
    try {
      const { synced, failed } = await syncHoaAccounts();
      notify({
        title: 'Success',
        body: failed ? `${syncedMessage(synced)} (${failed} failed)` : syncedMessage(synced),
        intent: failed ? 'warning' : 'success',
      });
      await reload();
    } catch (error) {
      notify(errorNotice(error, HOA_ACCOUNT_TEXTS.syncFailed));
    } finally {
      setSyncing(false);
    }
  }

  async function save(request: UpdateHoaAccountRequest): Promise<boolean> {
    try {
      await updateHoaAccount(request);
      notify({ title: 'Success', body: HOA_ACCOUNT_TEXTS.updated });
      await reload();
      return true;
    } catch (error) {
      notify(errorNotice(error, HOA_ACCOUNT_TEXTS.updateFailed));
      return false;
    }
  }

  return { accounts, loading, syncing, reload, syncAll, save };
}
