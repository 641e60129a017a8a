import { ROUTES } from '@lakeside/domain';
import { ADMIN_ONLY_NOTICE } from '@/components/AccessDeniedCard';
import { AdminOnly } from '@/features/auth';
import { DuesBilling } from '@/features/billing';

/** Dues & Billing: a non-admin is sent home, as from the other admin pages. */
export default function BillingPage() {
  return (
    <AdminOnly redirectTo={ROUTES.home} notice={ADMIN_ONLY_NOTICE}>
      <DuesBilling />
    </AdminOnly>
  );
}
