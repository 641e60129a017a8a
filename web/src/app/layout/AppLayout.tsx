import { makeStyles } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '@/components/PageSpinner';
import { useAuthSession } from '@/features/auth';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { TopBar } from './TopBar';
import { useSidebarState } from './useSidebarState';

// Only signed-in users see the sidebar, so visitors of the landing page never download it
// (nor the drawer, tooltip and positioning code it brings).
const Sidebar = lazy(() => import('./Sidebar'));

const useStyles = makeStyles({
  shell: { display: 'flex', minHeight: '100vh' },
  column: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 },
  // Focused by the skip link when a page has no <h1>: no ring around the whole page.
  main: { flexGrow: 1, ':focus': { outlineStyle: 'none' } },
});

/**
 * Wraps every route. The sidebar and its top bar appear only for signed-in users (spec §2);
 * the tree keeps the same shape either way, so the page in <main> is not remounted when
 * the first auth answer arrives.
 */
export function AppLayout() {
  const styles = useStyles();
  const session = useAuthSession();
  const signedIn = session.status === 'signed-in';
  const sidebar = useSidebarState(signedIn);

  return (
    <div className={styles.shell}>
      <SkipLink />
      {signedIn ? (
        <Suspense fallback={null}>
          <Sidebar state={sidebar} isAdmin={session.claims.admin} />
        </Suspense>
      ) : null}
      <div className={styles.column}>
        {signedIn ? <TopBar sidebar={sidebar} /> : null}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
