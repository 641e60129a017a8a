import { Page } from '../../components/Page';

// Placeholder: the admin check and the payments table come in a later issue.
export default function PaymentsPage() {
  return <Page title="Payment Management" />;
}
