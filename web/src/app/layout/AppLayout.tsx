import { makeStyles } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import { ROUTES } from '@lakeside/domain';
import { Outlet, useMatch } from 'react-router-dom';
import { PageSpinner } from '@/components/PageSpinner';
import { useAuthSession } from '@/features/auth';
import { AppChromeContext } from './appChrome';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { useSidebarState } from './useSidebarState';

// Only signed-in users see the sidebar and the top bar, so visitors of the landing page never
// download them (nor the drawer, menu, tooltip and positioning code they bring).
const Sidebar = lazy(() => import('./Sidebar'));
const TopBar = lazy(() => import('./TopBar'));

const useStyles = makeStyles({
  shell: { display: 'flex', minHeight: '100vh' },
  column: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 },
  // Focused by the skip link when a page has no <h1>: no ring around the whole page.
  main: { flexGrow: 1, ':focus': { outlineStyle: 'none' } },
  // the top bar's place while its code loads: the page below does not jump when it arrives
  barPlaceholder: { minHeight: '49px', flexShrink: 0 },
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
  // The landing page has a sticky navigation of its own: it carries the app bar's controls
  // (appChrome.ts), so a signed-in visitor sees one header there, not two.
  const onLandingPage = useMatch(ROUTES.home) !== null;

  return (
    <div className={styles.shell}>
      <SkipLink />
      {signedIn ? (
        <Suspense fallback={null}>
          <Sidebar state={sidebar} isAdmin={session.claims.admin} />
        </Suspense>
      ) : null}
      <div className={styles.column}>
        {signedIn && !onLandingPage ? (
          <Suspense fallback={<div className={styles.barPlaceholder} />}>
            <TopBar sidebar={sidebar} />
          </Suspense>
        ) : null}
        {/* While Auth restores the session, the bar's place is kept off the landing page: a
            page shown meanwhile (My HOA Account's frame) does not jump down when it comes. */}
        {session.status === 'loading' && !onLandingPage ? <div className={styles.barPlaceholder} /> : null}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
          <AppChromeContext.Provider value={signedIn ? sidebar : null}>
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </AppChromeContext.Provider>
        </main>
      </div>
    </div>
  );
}
