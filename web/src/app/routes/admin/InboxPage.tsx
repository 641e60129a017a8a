import { ROUTES } from '@lakeside/domain';
import { ADMIN_ONLY_NOTICE } from '@/components/AccessDeniedCard';
import { AdminOnly } from '@/features/auth';
import { ContactInbox } from '@/features/inbox';

/** The contact form's messages: a non-admin is sent home, as from the other admin pages. */
export default function InboxPage() {
  return (
    <AdminOnly redirectTo={ROUTES.home} notice={ADMIN_ONLY_NOTICE}>
      <ContactInbox />
    </AdminOnly>
  );
}
