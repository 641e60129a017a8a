import { Suspense, useState } from 'react';
import { ROUTES } from '@lakeside/domain';
import { Outlet, useMatch } from 'react-router-dom';
import { PageSpinner } from '@/components/PageSpinner';
import { useAuthSession } from '@/features/auth';
import { restoringUid } from '@/lib/firebase/app';
import { lazyComponent } from '@/lib/lazyComponent';
import { AppChromeContext } from './appChrome';
import { BarPlaceholder, LayoutFrame, SidebarPlaceholder } from './LayoutFrame';
import { useSidebarState } from './useSidebarState';

// Only signed-in users see the sidebar and the top bar, so visitors of the landing page never
// download them (nor the drawer, menu, tooltip and positioning code they bring).
const Sidebar = lazyComponent(() => import('./Sidebar'));
const TopBar = lazyComponent(() => import('./TopBar'));
/** The top bar's code (with the user menu's button and the sidebar's toggle): the sign-in screen loads it ahead. */
export const loadTopBar = TopBar.preload;

/**
 * Wraps every route. The sidebar and its top bar appear only for signed-in users (spec §2);
 * the tree keeps the same shape either way, so the page in <main> is not remounted when
 * the first auth answer arrives.
 */
export function AppLayout() {
  const session = useAuthSession();
  const signedIn = session.status === 'signed-in';
  const sidebar = useSidebarState(signedIn);
  // The landing page has a sticky navigation of its own: it carries the app bar's controls
  // (appChrome.ts), so a signed-in visitor sees one header there, not two.
  const onLandingPage = useMatch(ROUTES.home) !== null;
  // On a phone the sidebar is a drawer that starts closed: its code (the drawer, its motion and
  // focus management) loads when it is first opened, not at every page's start. Once
  // loaded it stays, so it can animate out and back in.
  const [drawerOpened, setDrawerOpened] = useState(false);
  if (sidebar.isMobile && sidebar.mobileOpen && !drawerOpened) setDrawerOpened(true);
  const sidebarShown = signedIn && (!sidebar.isMobile || drawerOpened);
  // On a desktop, while the session of someone signed in here is restored, the sidebar's place
  // is kept (and while its code loads): the page does not move right when it comes.
  const sidebarPlace = sidebar.isMobile ? null : <SidebarPlaceholder expanded={sidebar.expanded} />;
  const restoringSomeone = session.status === 'loading' && restoringUid() !== null;

  return (
    <LayoutFrame
      sidebar={
        sidebarShown ? (
          <Suspense fallback={sidebarPlace}>
            <Sidebar state={sidebar} isAdmin={session.claims.admin} />
          </Suspense>
        ) : restoringSomeone ? (
          sidebarPlace
        ) : null
      }
      bar={
        <>
          {signedIn && !onLandingPage ? (
            <Suspense fallback={<BarPlaceholder />}>
              <TopBar sidebar={sidebar} />
            </Suspense>
          ) : null}
          {/* While Auth restores the session, the bar's place is kept off the landing page: a
              page shown meanwhile (My HOA Account's frame) does not jump down when it comes. */}
          {session.status === 'loading' && !onLandingPage ? <BarPlaceholder /> : null}
        </>
      }
    >
      <AppChromeContext.Provider value={signedIn ? sidebar : null}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </AppChromeContext.Provider>
    </LayoutFrame>
  );
}
