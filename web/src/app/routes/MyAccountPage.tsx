import { MyHoaAccount } from '@/features/hoaAccounts';
import { markTiming } from '@/lib/timing';

markTiming('page-code');

export default function MyAccountPage() {
  return <MyHoaAccount />;
}
