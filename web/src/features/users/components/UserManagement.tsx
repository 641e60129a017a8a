import { Body1, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { Page } from '@/components/Page';
import { useStatusChange } from '../hooks/useStatusChange';
import { useUserProfiles } from '../hooks/useUserProfiles';
import { ProfileCard } from './ProfileCard';
import { StatusCounts } from './StatusCounts';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
});

/** Spec §2 "User management": the approval workflow's screen (admins only: see its route). */
export function UserManagement() {
  const styles = useStyles();
  const { profiles, loading, reload } = useUserProfiles();
  const { updating, changeStatus } = useStatusChange(reload);

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
                    onChangeStatus={(status) =>
                      void changeStatus(profile.uid, status, profile.approvalStatus)
                    }
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
