import { Page } from '@/components/Page';

// Placeholder: the invoice (query param) and the follow-up buttons come with the payment flow.
export function PaymentSuccess() {
  return <Page title="Payment Successful!" />;
}
