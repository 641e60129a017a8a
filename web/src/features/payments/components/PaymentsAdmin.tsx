import { Page } from '@/components/Page';

// Placeholder: the admin check and the payments table come in a later issue.
export function PaymentsAdmin() {
  return <Page title="Payment Management" />;
}
