import { PaymentCanceled } from '@/features/payments';

export default function PaymentCanceledPage() {
  return <PaymentCanceled />;
}
