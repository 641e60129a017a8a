import { PageSpinner } from './PageSpinner';

/** What an admin page shows until the admin check has answered (spec §2, §6). */
export function CheckingPermissions() {
  return <PageSpinner label="Checking permissions..." />;
}
