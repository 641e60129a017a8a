import {
  Field,
  MessageBar,
  MessageBarBody,
  Select,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { HOA_ACCOUNT_MESSAGES, formatAddress } from '@lakeside/domain';
import { useState } from 'react';
import { useAuthSession, useOwnApprovalStatus } from '../auth';
import { Page } from '../components/Page';
import type { PropertyRecord } from '../data/properties';
import { useOnlineStatus } from '../pwa/useOnlineStatus';
import {
  AccountBalanceCard,
  NoticeCard,
  PaymentHistoryCard,
  PropertyInformationCard,
} from './myAccount/AccountCards';
import { useLiveHoaAccount, useOwnedProperties } from './myAccount/useLiveAccount';

const useStyles = makeStyles({
  cards: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '48rem' },
  selector: { maxWidth: '28rem' },
});

const LoadingProperties = () => <Spinner size="small" label="Loading your properties..." />;

/**
 * Spec §2 "My account": the resident's properties and their HOA accounts, live. Only approved
 * residents can own properties and read them (firestore.rules), so a pending or rejected
 * resident is told why the page is empty instead of meeting a refused query.
 */
export default function MyAccountPage() {
  const styles = useStyles();
  const session = useAuthSession();
  const access = useOwnApprovalStatus();
  const online = useOnlineStatus();
  // RequireSignIn renders this page only for a signed-in user
  if (session.status !== 'signed-in') return null;

  let content;
  if (access === 'approved') content = <OwnedProperties uid={session.user.uid} />;
  else if (access === 'pending')
    content = (
      <NoticeCard
        title={HOA_ACCOUNT_MESSAGES.awaitingApproval}
        text={HOA_ACCOUNT_MESSAGES.awaitingApprovalText}
      />
    );
  else if (access === 'rejected')
    content = (
      <NoticeCard title={HOA_ACCOUNT_MESSAGES.notApproved} text={HOA_ACCOUNT_MESSAGES.notApprovedText} />
    );
  else content = <LoadingProperties />;

  return (
    <Page title="My HOA Account">
      {!online ? (
        <MessageBar intent="warning">
          <MessageBarBody>{HOA_ACCOUNT_MESSAGES.offlineSavedData}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.cards}>{content}</div>
    </Page>
  );
}

function OwnedProperties({ uid }: { uid: string }) {
  const styles = useStyles();
  const properties = useOwnedProperties(uid);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  if (properties.status === 'loading') return <LoadingProperties />;
  if (properties.status === 'error')
    return <NoticeCard title="Error" text={HOA_ACCOUNT_MESSAGES.fetchPropertiesFailed} />;
  if (properties.value.length === 0)
    return (
      <NoticeCard title={HOA_ACCOUNT_MESSAGES.noProperties} text={HOA_ACCOUNT_MESSAGES.noPropertiesText} />
    );

  // the first property is preselected, and stays the fallback if the chosen one goes away
  const selected = properties.value.find((p) => p.id === selectedId) ?? properties.value[0]!;
  return (
    <>
      {properties.value.length > 1 ? (
        <Field label="Select property" className={styles.selector}>
          <Select value={selected.id} onChange={(_, data) => setSelectedId(data.value)}>
            {properties.value.map((property) => (
              <option key={property.id} value={property.id}>
                {formatAddress(property)}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      <PropertyInformationCard property={selected} uid={uid} />
      <PropertyAccount key={selected.id} property={selected} />
    </>
  );
}

function PropertyAccount({ property }: { property: PropertyRecord }) {
  const account = useLiveHoaAccount(property.id);
  if (account.status === 'loading') return <Spinner size="small" label="Loading account information..." />;
  if (account.status === 'error')
    return <NoticeCard title="Error" text={HOA_ACCOUNT_MESSAGES.loadAccountFailed} />;
  if (!account.value)
    return <NoticeCard title={HOA_ACCOUNT_MESSAGES.noAccount} text={HOA_ACCOUNT_MESSAGES.noAccountText} />;
  return (
    <>
      <AccountBalanceCard account={account.value} />
      <PaymentHistoryCard />
    </>
  );
}
