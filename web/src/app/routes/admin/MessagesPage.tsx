import { ROUTES } from '@lakeside/domain';
import { ADMIN_ONLY_NOTICE } from '@/components/AccessDeniedCard';
import { AdminOnly } from '@/features/auth';
import { MessagesInbox } from '@/features/messages';

/** The contact form's messages (issue 12): a non-admin is sent home, as from the other admin pages. */
export default function MessagesPage() {
  return (
    <AdminOnly redirectTo={ROUTES.home} notice={ADMIN_ONLY_NOTICE}>
      <MessagesInbox />
    </AdminOnly>
  );
}
