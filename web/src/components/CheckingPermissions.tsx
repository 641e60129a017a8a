import { ADMIN_PAGE_TITLES } from '@lakeside/domain';
import { useLocation } from 'react-router-dom';
import { Page } from './Page';
import { PageSpinner } from './PageSpinner';

const CHECKING_PERMISSIONS = 'Checking permissions...';

/**
 * What an admin page shows until the admin check has answered (spec §2, §6): under the page's
 * title, so the title stands where the page will draw it from the first paint on (index.html
 * carries this same screen, app/prerenderAppShells.tsx) and nothing moves when the page comes.
 * A non-admin sees the title for that moment too, then what the page's spec says.
 */
export function CheckingPermissions() {
  const title = ADMIN_PAGE_TITLES[useLocation().pathname];
  return <CheckingAdminPage title={title} />;
}

/** The checking screen itself, for a known title (also rendered at build time, without a router). */
export function CheckingAdminPage({ title }: { title: string | undefined }) {
  const checking = <PageSpinner label={CHECKING_PERMISSIONS} />;
  return title === undefined ? checking : <Page title={title}>{checking}</Page>;
}
