import { Field, Select, makeStyles, tokens } from '@fluentui/react-components';
import { formatAddress } from '@lakeside/domain';
import { Suspense, useState } from 'react';
import { CardSkeleton } from '@/components/CardSkeleton';
import { Page } from '@/components/Page';
import { SavedDataBanner } from '@/components/SavedDataBanner';
import { NoticeCard } from '@/components/TitledCard';
import { EmailVerificationNotice, useAuthSession, useOwnApprovalStatus } from '@/features/auth';
import { PropertyPayments } from '@/features/payments';
import { PropertyInformationCard, watchOwnedProperties, type PropertyRecord } from '@/features/properties';
import { useLive, type Live } from '@/hooks/useLive';
import { watchOwnedHoaAccounts, type HoaAccountRecord } from '../api/hoaAccounts';
import { MY_ACCOUNT_MESSAGES as M } from '../messages';
import { AccountActivityCard } from './AccountActivityCard';
import { AccountBalanceCard } from './AccountCards';

const useStyles = makeStyles({
  cards: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '48rem' },
  selector: { maxWidth: '28rem' },
});

// The outlines of the property and balance cards: the page keeps its shape while they load.
const LoadingProperties = () => (
  <>
    <CardSkeleton label={M.loadingProperties} lines={3} />
    <CardSkeleton label={M.loadingAccount} lines={1} />
  </>
);

/**
 * Spec §2 "My account": the resident's properties and their HOA accounts, live. Only approved
 * residents can own properties and read them (firestore.rules), so a pending or rejected
 * resident is told why the page is empty instead of meeting a refused query.
 */
export function MyHoaAccount() {
  const styles = useStyles();
  const session = useAuthSession();
  const access = useOwnApprovalStatus();
  // RequireSignIn sends a signed-out visitor to /auth; while the session is being restored, the
  // page shows its frame (access is 'loading')
  if (session.status === 'signed-out') return null;

  let content;
  if (access === 'approved' && session.status === 'signed-in')
    content = <OwnedProperties uid={session.user.uid} />;
  else if (access === 'pending')
    content = (
      <>
        <NoticeCard title={M.awaitingApproval} text={M.awaitingApprovalText} />
        <Suspense fallback={null}>
          <EmailVerificationNotice />
        </Suspense>
      </>
    );
  else if (access === 'rejected') content = <NoticeCard title={M.notApproved} text={M.notApprovedText} />;
  else content = <LoadingProperties />;

  return (
    <Page title="My HOA Account">
      <SavedDataBanner />
      <div className={styles.cards}>{content}</div>
    </Page>
  );
}

function OwnedProperties({ uid }: { uid: string }) {
  const styles = useStyles();
  // Both kept up to date (an admin's change shows at once), and read side by side: the
  // accounts do not wait for the properties (issue 13).
  const properties = useLive(uid, watchOwnedProperties, { title: 'Error', body: M.fetchPropertiesFailed });
  const accounts = useLive(uid, watchOwnedHoaAccounts, { title: 'Error', body: M.loadAccountFailed });
  const [selectedId, setSelectedId] = useState<string | null>(null);

  if (properties.status === 'loading') return <LoadingProperties />;
  if (properties.status === 'error') return <NoticeCard title="Error" text={M.fetchPropertiesFailed} />;
  if (properties.value.length === 0) return <NoticeCard title={M.noProperties} text={M.noPropertiesText} />;

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
      <PropertyAccount
        key={selected.id}
        property={selected}
        account={
          accounts.status === 'ready' ? { status: 'ready', value: accounts.value.get(selected.id) } : accounts
        }
      />
    </>
  );
}

function PropertyAccount({
  property,
  account,
}: {
  property: PropertyRecord;
  // undefined: the property has no HOA account yet
  account: Live<HoaAccountRecord | undefined>;
}) {
  if (account.status === 'loading') return <CardSkeleton label={M.loadingAccount} lines={1} />;
  if (account.status === 'error') return <NoticeCard title="Error" text={M.loadAccountFailed} />;
  if (!account.value) return <NoticeCard title={M.noAccount} text={M.noAccountText} />;
  return (
    <>
      <AccountBalanceCard account={account.value} />
      {/* Make a Payment (while years are owed) and Payment History: the payments feature's */}
      <PropertyPayments propertyId={property.id} yearsOwed={account.value.yearsOwed} />
      <AccountActivityCard propertyId={property.id} />
    </>
  );
}
