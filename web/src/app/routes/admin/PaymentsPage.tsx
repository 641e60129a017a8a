import { ROUTES } from '@lakeside/domain';
import { ADMIN_ONLY_NOTICE } from '@/components/AccessDeniedCard';
import { AdminOnly } from '@/features/auth';
import { PaymentsDesk, preloadDeskList, readDeskFirstScreenAhead } from '@/features/paymentsDesk';
import { markTiming } from '@/lib/timing';

markTiming('page-code');
// the desk's first screen is read beside the session's start, not after the desk is drawn, and
// the desk's code and its list's load beside it, not once the admin check lets the desk be drawn
readDeskFirstScreenAhead();
PaymentsDesk.preload().catch(() => undefined); // a failure is React's to show when it draws the desk
preloadDeskList();

/** Spec §6: a non-admin on payments is sent home with an 'Access Denied' toast. */
export default function PaymentsPage() {
  return (
    <AdminOnly redirectTo={ROUTES.home} notice={ADMIN_ONLY_NOTICE}>
      <PaymentsDesk />
    </AdminOnly>
  );
}
