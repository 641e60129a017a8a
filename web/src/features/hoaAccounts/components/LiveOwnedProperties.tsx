import { useEffect } from 'react';
import { PropertyPayments } from '@/features/payments';
import { watchOwnedProperties, type PropertyRecord } from '@/features/properties';
import { useLive, type Live } from '@/hooks/useLive';
import { watchOwnedHoaAccounts, type HoaAccountRecord } from '../api/hoaAccounts';
import { keepMyAccountCopy, type MyAccountCopy } from '../api/myAccountCopy';
import { MY_ACCOUNT_TEXTS as M } from '../texts';
import { AccountActivityCard } from './AccountActivityCard';
import { DueDatesCard } from './AccountCards';
import { OwnedPropertiesView, type OwnedPropertiesViewProps } from './OwnedPropertiesView';

type Props = Pick<OwnedPropertiesViewProps, 'uid' | 'selectedId' | 'onSelect'> & {
  copy: MyAccountCopy | undefined;
};

/**
 * My HOA Account's live part: the resident's properties and accounts followed in Firestore (an
 * admin's change shows at once), with the payment cards and the activity. Its own chunk, with
 * the Firestore SDK: the page's first render, from the copy, does not wait for that code.
 */
export default function LiveOwnedProperties({ uid, copy, selectedId, onSelect }: Props) {
  // Read side by side: the accounts do not wait for the properties.
  const liveProperties = useLive(uid, watchOwnedProperties, {
    title: 'Error',
    body: M.fetchPropertiesFailed,
  });
  const liveAccounts = useLive(uid, watchOwnedHoaAccounts, { title: 'Error', body: M.loadAccountFailed });
  // Until Firestore's first answer, the copy stands in; each answer then keeps a new copy.
  const properties: Live<PropertyRecord[]> =
    liveProperties.status === 'loading' && copy
      ? { status: 'ready', value: copy.properties }
      : liveProperties;
  const accounts: Live<ReadonlyMap<string, HoaAccountRecord>> =
    liveAccounts.status === 'loading' && copy ? { status: 'ready', value: copy.accounts } : liveAccounts;
  useEffect(() => {
    if (liveProperties.status === 'ready' && liveAccounts.status === 'ready')
      keepMyAccountCopy(uid, { properties: liveProperties.value, accounts: liveAccounts.value });
  }, [uid, liveProperties, liveAccounts]);

  return (
    <OwnedPropertiesView
      uid={uid}
      properties={properties}
      accounts={accounts}
      selectedId={selectedId}
      onSelect={onSelect}
      accountExtras={(property, account) => (
        // Make a Payment (while years are owed) and Payment History: the payments feature's;
        // the activity comes below them, with them
        // what of the balance is past due leads them, from the same rates
        <PropertyPayments
          propertyId={property.id}
          yearsOwed={account.yearsOwed}
          balanceCents={account.balanceCents}
          lead={(schedule) => <DueDatesCard account={account} schedule={schedule} />}
        >
          <AccountActivityCard propertyId={property.id} />
        </PropertyPayments>
      )}
    />
  );
}
