import { ROUTES } from '@lakeside/domain';
import { ADMIN_ONLY_NOTICE } from '@/components/AccessDeniedCard';
import { AdminOnly } from '@/features/auth';
import { UndeliveredMailList } from '@/features/mailDelivery';

/** E-mails Not Delivered: a non-admin is sent home, as from the other admin pages. */
export default function MailPage() {
  return (
    <AdminOnly redirectTo={ROUTES.home} notice={ADMIN_ONLY_NOTICE}>
      <UndeliveredMailList />
    </AdminOnly>
  );
}
