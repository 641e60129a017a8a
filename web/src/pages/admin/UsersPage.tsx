import { Page } from '../../components/Page';

// Placeholder: the admin check and the user list come in a later issue.
export default function UsersPage() {
  return <Page title="User Management" />;
}
