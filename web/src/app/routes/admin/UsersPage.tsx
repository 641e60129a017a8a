import { makeStyles, tokens } from '@fluentui/react-components';
import { AccessDeniedCard } from '@/components/AccessDeniedCard';
import { AdminOnly } from '@/features/auth';
import { UserManagement } from '@/features/users';

const useStyles = makeStyles({
  padded: { padding: tokens.spacingHorizontalXXL },
});

/** Spec §2/§6: a non-admin gets an Access Denied card on the users page. */
export default function UsersPage() {
  const styles = useStyles();
  return (
    <AdminOnly
      denied={
        <div className={styles.padded}>
          <AccessDeniedCard />
        </div>
      }
    >
      <UserManagement />
    </AdminOnly>
  );
}
