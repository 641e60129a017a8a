import { ROUTES } from '@lakeside/domain';
import { ADMIN_ONLY_NOTICE } from '@/components/AccessDeniedCard';
import { AdminOnly } from '@/features/auth';
import { PropertyManagement } from '@/features/properties';

/** Spec §6: a non-admin on properties is sent home with an 'Access Denied' toast. */
export default function PropertiesPage() {
  return (
    <AdminOnly redirectTo={ROUTES.home} notice={ADMIN_ONLY_NOTICE}>
      <PropertyManagement />
    </AdminOnly>
  );
}
