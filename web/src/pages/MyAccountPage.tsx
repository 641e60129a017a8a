import { Page } from '../components/Page';

// Placeholder: properties, balance and payments come in a later issue.
export default function MyAccountPage() {
  return <Page title="My HOA Account" />;
}
