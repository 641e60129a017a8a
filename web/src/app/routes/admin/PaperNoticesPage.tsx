import { ROUTES } from '@lakeside/domain';
import { ADMIN_ONLY_NOTICE } from '@/components/AccessDeniedCard';
import { AdminOnly } from '@/features/auth';
import { PaperNotices } from '@/features/paperNotices';

/** Paper Notices: a non-admin is sent home, as from the other admin pages. */
export default function PaperNoticesPage() {
  return (
    <AdminOnly redirectTo={ROUTES.home} notice={ADMIN_ONLY_NOTICE}>
      <PaperNotices />
    </AdminOnly>
  );
}
