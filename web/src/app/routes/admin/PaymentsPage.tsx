import { ROUTES } from '@lakeside/domain';
import { ADMIN_ONLY_NOTICE } from '@/components/AccessDeniedCard';
import { AdminOnly } from '@/features/auth';
import { PaymentsDesk } from '@/features/paymentsDesk';

/** Spec §6: a non-admin on payments is sent home with an 'Access Denied' toast. */
export default function PaymentsPage() {
  return (
    <AdminOnly redirectTo={ROUTES.home} notice={ADMIN_ONLY_NOTICE}>
      <PaymentsDesk />
    </AdminOnly>
  );
}
