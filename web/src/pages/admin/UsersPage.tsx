import { Body1, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { approvalSuccessMessage, type ApprovalStatus } from '@lakeside/domain';
import { useState } from 'react';
import { useAdminCheck } from '../../auth';
import { CheckingPermissions } from '../../components/CheckingPermissions';
import { useNotify } from '../../components/notify';
import { Page } from '../../components/Page';
import { AccessDeniedCard } from './users/AccessDeniedCard';
import { approvalErrorMessage, setApprovalStatus } from './users/approvalApi';
import { ProfileCard } from './users/ProfileCard';
import { StatusCounts } from './users/StatusCounts';
import { useUserProfiles } from './users/useUserProfiles';

const useStyles = makeStyles({
  padded: { padding: tokens.spacingHorizontalXXL },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
});

/** Spec §2 "User management": the approval workflow's screen (admin only). */
export default function UsersPage() {
  const styles = useStyles();
  const adminCheck = useAdminCheck();
  if (adminCheck === 'checking') return <CheckingPermissions />;
  if (adminCheck === 'not-admin') {
    return (
      <div className={styles.padded}>
        <AccessDeniedCard />
      </div>
    );
  }
  return <UserManagement />;
}

function UserManagement() {
  const styles = useStyles();
  const notify = useNotify();
  const { profiles, loading, reload } = useUserProfiles();
  const [updating, setUpdating] = useState<ReadonlySet<string>>(new Set());

  async function changeStatus(uid: string, status: ApprovalStatus) {
    setUpdating((rows) => new Set(rows).add(uid));
    try {
      await setApprovalStatus(uid, status);
      notify({ title: 'Success', body: approvalSuccessMessage(status) });
      await reload();
    } catch (error) {
      notify({ title: 'Error', body: approvalErrorMessage(error), intent: 'error' });
    } finally {
      setUpdating((rows) => {
        const next = new Set(rows);
        next.delete(uid);
        return next;
      });
    }
  }

  return (
    <Page title="User Management">
      {loading ? (
        <Spinner size="small" label="Loading user profiles..." />
      ) : (
        <>
          <StatusCounts profiles={profiles} />
          {profiles.length === 0 ? (
            <Body1 as="p">No user profiles found.</Body1>
          ) : (
            <ul className={styles.list} aria-label="User profiles">
              {profiles.map((profile) => (
                <li key={profile.uid}>
                  <ProfileCard
                    profile={profile}
                    updating={updating.has(profile.uid)}
                    onChangeStatus={(status) => void changeStatus(profile.uid, status)}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Page>
  );
}
