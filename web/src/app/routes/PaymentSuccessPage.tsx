import { PaymentSuccess } from '@/features/payments';

export default function PaymentSuccessPage() {
  return <PaymentSuccess />;
}
