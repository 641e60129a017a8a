import { ROUTES } from '@lakeside/domain';
import { ADMIN_ONLY_NOTICE } from '@/components/AccessDeniedCard';
import { AdminOnly } from '@/features/auth';
import { DelinquentAccounts } from '@/features/delinquency';

/** Delinquent Accounts: a non-admin is sent home, as from the other admin pages. */
export default function DelinquencyPage() {
  return (
    <AdminOnly redirectTo={ROUTES.home} notice={ADMIN_ONLY_NOTICE}>
      <DelinquentAccounts />
    </AdminOnly>
  );
}
