import { Field, Select, makeStyles } from '@fluentui/react-components';
import { formatAddress } from '@lakeside/domain';
import type { ReactNode } from 'react';
import { CardSkeleton } from '@/components/CardSkeleton';
import { NoticeCard } from '@/components/TitledCard';
import { PropertyInformationCard, type PropertyRecord } from '@/features/properties';
import type { Live } from '@/hooks/useLive';
import type { HoaAccountRecord } from '../api/hoaAccounts';
import type { MyAccountCopy } from '../api/myAccountCopy';
import { MY_ACCOUNT_TEXTS as M } from '../texts';
import { AccountBalanceCard } from './AccountCards';
import { LoadingProperties } from './MyHoaAccountFrame';

const useStyles = makeStyles({
  selector: { maxWidth: '28rem' },
});

export interface OwnedPropertiesViewProps {
  uid: string;
  properties: Live<PropertyRecord[]>;
  accounts: Live<ReadonlyMap<string, HoaAccountRecord>>;
  selectedId: string | null;
  onSelect: (propertyId: string) => void;
  /** below the balance: the payment cards and the activity, only once the session is confirmed */
  accountExtras?: (property: PropertyRecord, account: HoaAccountRecord) => ReactNode;
}

/** A copy of what the page last showed, as the view takes its data. */
export function copyAsLive(copy: MyAccountCopy): Pick<OwnedPropertiesViewProps, 'properties' | 'accounts'> {
  return {
    properties: { status: 'ready', value: copy.properties },
    accounts: { status: 'ready', value: copy.accounts },
  };
}

/**
 * Spec §2 My account: the property selector (with more than one property), the chosen
 * property's information and its account's balance. What it shows comes from Firestore
 * (LiveOwnedProperties) or, until Firestore answers, from the copy of what it last showed.
 */
export function OwnedPropertiesView({
  uid,
  properties,
  accounts,
  selectedId,
  onSelect,
  accountExtras,
}: OwnedPropertiesViewProps) {
  const styles = useStyles();
  if (properties.status === 'loading') return <LoadingProperties />;
  if (properties.status === 'error') return <NoticeCard title="Error" text={M.fetchPropertiesFailed} />;
  if (properties.value.length === 0) return <NoticeCard title={M.noProperties} text={M.noPropertiesText} />;

  // the first property is preselected, and stays the fallback if the chosen one goes away
  const selected = properties.value.find((p) => p.id === selectedId) ?? properties.value[0]!;
  const account: Live<HoaAccountRecord | undefined> =
    accounts.status === 'ready' ? { status: 'ready', value: accounts.value.get(selected.id) } : accounts;
  let accountCards: ReactNode;
  if (account.status === 'loading') accountCards = <CardSkeleton label={M.loadingAccount} lines={1} />;
  else if (account.status === 'error') accountCards = <NoticeCard title="Error" text={M.loadAccountFailed} />;
  else if (!account.value) accountCards = <NoticeCard title={M.noAccount} text={M.noAccountText} />;
  else
    accountCards = (
      <>
        <AccountBalanceCard account={account.value} />
        {accountExtras?.(selected, account.value)}
      </>
    );

  return (
    <>
      {properties.value.length > 1 ? (
        <Field label="Select property" className={styles.selector}>
          <Select value={selected.id} onChange={(_, data) => onSelect(data.value)}>
            {properties.value.map((property) => (
              <option key={property.id} value={property.id}>
                {formatAddress(property)}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      <PropertyInformationCard property={selected} uid={uid} />
      {accountCards}
    </>
  );
}
