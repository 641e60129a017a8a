import { PaymentsAdmin } from '@/features/payments';

// Not gated yet: the payments desk issue adds spec §6's redirect with an 'Access Denied' toast.
export default function PaymentsPage() {
  return <PaymentsAdmin />;
}
