import { HOA_ACCOUNT_MESSAGES } from '@lakeside/domain';
import { useEffect, useState } from 'react';
import { useNotify } from '../../components/notify';
import { watchHoaAccount, type HoaAccountRecord } from '../../data/hoaAccounts';
import { watchOwnedProperties, type PropertyRecord } from '../../data/properties';
import { getDb } from '../../firebase/firestore';

/**
 * A live query's state. Offline, 'ready' holds what Firestore's persistent cache saved; the page
 * says so with its offline banner.
 */
export type Live<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; value: T };

/** The signed-in owner's properties, kept up to date (an admin's change shows at once). */
export function useOwnedProperties(uid: string): Live<PropertyRecord[]> {
  const notify = useNotify();
  const [state, setState] = useState<Live<PropertyRecord[]>>({ status: 'loading' });
  useEffect(
    () =>
      watchOwnedProperties(
        getDb(),
        uid,
        (value) => setState({ status: 'ready', value }),
        () => {
          setState({ status: 'error' });
          notify({ title: 'Error', body: HOA_ACCOUNT_MESSAGES.fetchPropertiesFailed, intent: 'error' });
        },
      ),
    [uid, notify],
  );
  return state;
}

/** One property's HOA account, live; `null` when the property has none yet. */
export function useLiveHoaAccount(propertyId: string): Live<HoaAccountRecord | null> {
  const notify = useNotify();
  const [state, setState] = useState<{ propertyId: string; live: Live<HoaAccountRecord | null> }>({
    propertyId,
    live: { status: 'loading' },
  });
  useEffect(
    () =>
      watchHoaAccount(
        getDb(),
        propertyId,
        (value) => setState({ propertyId, live: { status: 'ready', value } }),
        () => {
          setState({ propertyId, live: { status: 'error' } });
          notify({ title: 'Error', body: HOA_ACCOUNT_MESSAGES.loadAccountFailed, intent: 'error' });
        },
      ),
    [propertyId, notify],
  );
  // a switch of property shows "loading", never the previous property's account
  return state.propertyId === propertyId ? state.live : { status: 'loading' };
}
