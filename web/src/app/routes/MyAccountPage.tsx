import { MyHoaAccount } from '@/features/hoaAccounts';

export default function MyAccountPage() {
  return <MyHoaAccount />;
}
