import { Page } from '../components/Page';

// Placeholder: the invoice (query param) and the follow-up buttons come with the payment flow.
export default function PaymentSuccessPage() {
  return <Page title="Payment Successful!" />;
}
