import { Page } from '../../components/Page';

// Placeholder: the admin check and the property table come in a later issue.
export default function PropertiesPage() {
  return <Page title="Property Management" />;
}
