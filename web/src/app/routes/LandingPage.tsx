import { makeStyles } from '@fluentui/react-components';
import { lazy, Suspense, type ReactNode } from 'react';
import type { ContactRequest } from '@lakeside/domain';
import { ContactDeliveryContext, Landing } from '@/features/landing';
import { useAppChrome } from '../layout/appChrome';

// Only for signed-in visitors, so out of the first visit's code (the landing page's budget).
const SidebarToggle = lazy(() => import('../layout/SidebarToggle'));
const UserMenu = lazy(() => import('../layout/UserMenu'));
const LandingMenuPages = lazy(() => import('../layout/LandingMenuPages'));

// A control's size while its code loads, so the bar does not shift when it arrives.
const useStyles = makeStyles({ placeholder: { width: '32px', height: '32px', flexShrink: 0 } });

/**
 * The contact form's sender: the contact inbox feature, with the Functions SDK, is loaded
 * when a message is sent, never with the landing page.
 */
async function sendContactMessage(message: ContactRequest): Promise<void> {
  const inbox = await import('@/features/inbox');
  await inbox.sendContactMessage(message);
}

// Every route is a lazily loaded module that only composes features (docs/architecture.md).
export default function LandingPage() {
  return (
    <ContactDeliveryContext.Provider value={sendContactMessage}>
      <LandingWithChrome />
    </ContactDeliveryContext.Provider>
  );
}

function LandingWithChrome() {
  const styles = useStyles();
  const sidebar = useAppChrome();
  if (!sidebar) return <Landing />;
  const loading = (control: ReactNode) => (
    <Suspense fallback={<span className={styles.placeholder} />}>{control}</Suspense>
  );
  // Signed in, the page's navigation is the only header: it takes the app bar's controls.
  // On a phone the sections' menu also lists the signed-in pages: one menu.
  return (
    <Landing
      navStart={loading(<SidebarToggle sidebar={sidebar} />)}
      navEnd={loading(<UserMenu />)}
      navPages={
        <Suspense fallback={null}>
          <LandingMenuPages />
        </Suspense>
      }
    />
  );
}
