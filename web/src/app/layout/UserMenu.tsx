import { Suspense, useState, type KeyboardEvent } from 'react';
import { useAuthSession } from '@/features/auth';
import { lazyComponent } from '@/lib/lazyComponent';
import { AccountButton } from './AccountButton';

// preloaded when the pointer or the focus comes to the button, and then opened at once
const AccountMenu = lazyComponent(() => import('./AccountMenu'));
const preloadAccountMenu = () => void AccountMenu.preload().catch(() => undefined);

/**
 * Who is signed in, and the way to their account and out: on every signed-in page,
 * at the end of the app bar (or of the landing page's navigation). Loaded lazily with the
 * signed-in chrome, so the landing page's first visit does not carry it; and the menu itself
 * (Fluent's menu, its positioning and keyboard code) loads only when the
 * button is first pressed, or pointed at or focused, not at every page's start.
 */
export default function UserMenu() {
  const session = useAuthSession();
  const [wanted, setWanted] = useState(false);
  if (session.status !== 'signed-in') return null;
  // Accounts are created with an e-mail and password (spec §4), so there always is one.
  const email = session.user.email ?? '';

  // what Fluent's menu button does: Enter, Space (a click) and Arrow Down open it
  const standIn = (
    <AccountButton
      email={email}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preloadAccountMenu}
      onFocus={preloadAccountMenu}
      onClick={() => setWanted(true)}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key !== 'ArrowDown') return;
        event.preventDefault();
        setWanted(true);
      }}
    />
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <AccountMenu email={email} />
    </Suspense>
  );
}
