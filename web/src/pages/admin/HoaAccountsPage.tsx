import { Page } from '../../components/Page';

// Placeholder: the admin check and the accounts table come in a later issue.
export default function HoaAccountsPage() {
  return <Page title="HOA Accounts Management" />;
}
