import { Body1, Field, makeStyles, SearchBox, Spinner, tokens } from '@fluentui/react-components';
import {
  formatAddress,
  ownerFullName,
  registrationCounts,
  registrationsShown,
  type ApprovalStatus,
  adminPageTitle,
  ROUTES,
} from '@lakeside/domain';
import { useDeferredValue, useState } from 'react';
import { Page } from '@/components/Page';
import { RecordTable } from '@/components/RecordTable';
import { useResendVerification } from '../hooks/useResendVerification';
import { useStatusChange } from '../hooks/useStatusChange';
import { useUserProfiles } from '../hooks/useUserProfiles';
import { EmailWithVerification, RegistrationActions, registeredOn, StatusBadge } from './RegistrationCells';
import { StatusCounts } from './StatusCounts';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  search: { maxWidth: '28rem' },
  shown: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/**
 * Spec §2 "User management": the approval workflow's screen (admins only: see its route), made
 * for a real HOA's 200+ registrations: searched by name, e-mail or address, filtered
 * by the count cards, the pending ones first; a compact table on a desktop, cards on a phone.
 */
export function UserManagement() {
  const styles = useStyles();
  const { profiles, loading } = useUserProfiles();
  const { updating, changeStatus } = useStatusChange();
  const { sending, resend } = useResendVerification();
  const [typed, setTyped] = useState('');
  const [status, setStatus] = useState<ApprovalStatus | null>(null);
  // typing stays quick with hundreds of rows: the list follows a moment later
  const search = useDeferredValue(typed);
  const shown = registrationsShown(profiles, search, status);
  const fullName = (profile: (typeof profiles)[number]) => ownerFullName(profile) || profile.email;

  return (
    <Page title={adminPageTitle(ROUTES.adminUsers)}>
      {loading ? (
        <Spinner size="small" label="Loading user profiles..." />
      ) : (
        <div className={styles.content}>
          <StatusCounts counts={registrationCounts(profiles)} selected={status} onSelect={setStatus} />
          {profiles.length === 0 ? (
            <Body1 as="p">No user profiles found.</Body1>
          ) : (
            <>
              <Field label="Search by name, email or address" className={styles.search}>
                <SearchBox value={typed} onChange={(_, data) => setTyped(data.value)} />
              </Field>
              <Body1 as="p" className={styles.shown} role="status">
                {shown.length === profiles.length
                  ? `${profiles.length} users`
                  : `Showing ${shown.length} of ${profiles.length} users`}
              </Body1>
              {shown.length === 0 ? (
                <Body1 as="p">No users match.</Body1>
              ) : (
                <RecordTable
                  label="User profiles"
                  records={shown}
                  recordKey={(profile) => profile.uid}
                  recordLabel={fullName}
                  cardHeading="h2"
                  columns={[
                    { header: 'Name', cell: fullName },
                    { header: 'Status', cell: (profile) => <StatusBadge status={profile.approvalStatus} /> },
                    { header: 'Email', cell: (profile) => <EmailWithVerification profile={profile} /> },
                    { header: 'Address', cell: formatAddress },
                    { header: 'Registered', cell: registeredOn },
                  ]}
                  actions={(profile) => (
                    <RegistrationActions
                      profile={profile}
                      updating={updating.has(profile.uid)}
                      onChangeStatus={(next) => void changeStatus(profile.uid, next, profile.approvalStatus)}
                      resending={sending.has(profile.uid)}
                      onResendVerification={() => void resend(profile.uid)}
                    />
                  )}
                />
              )}
            </>
          )}
        </div>
      )}
    </Page>
  );
}
