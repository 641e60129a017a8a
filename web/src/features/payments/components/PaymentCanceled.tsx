import { Page } from '@/components/Page';

// Placeholder: the reference number (query param) and the buttons come with the payment flow.
export function PaymentCanceled() {
  return <Page title="Payment Canceled" />;
}
