import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  tokens,
} from '@fluentui/react-components';
import { ArrowSync20Regular, Dismiss20Regular } from '@fluentui/react-icons';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { useOnlineStatus } from '@/hooks/useOnlineStatus';
import { OFFLINE_READY_SHOWN_MS, OFFLINE_READY_TEXT } from './pwaTexts';

/** localStorage key: set once "ready to work offline" has been said on this device. */
export const OFFLINE_READY_SAID = 'lakeside.offlineReadyAnnounced';

function firstTimeOnThisDevice(): boolean {
  try {
    if (localStorage.getItem(OFFLINE_READY_SAID) !== null) return false;
    localStorage.setItem(OFFLINE_READY_SAID, new Date().toISOString());
  } catch {
    // Storage blocked (some private modes): saying it once per install is still fine.
  }
  return true;
}

const useStyles = makeStyles({
  // At the bottom, on every width: at the top of a phone it hid the page's title.
  // Start-aligned on a desktop so it does not cover the toasts (bottom-end). No z-index: a
  // dialog (a later portal) stays above it, and it is never printed (a receipt is the page alone).
  dock: {
    position: 'fixed',
    insetInlineStart: tokens.spacingHorizontalL,
    bottom: tokens.spacingVerticalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    width: `min(28rem, calc(100vw - 2 * ${tokens.spacingHorizontalL}))`,
    '@media print': { display: 'none' },
  },
});

/**
 * Lets the waiting service worker take over, then reloads into the new version. The reload is
 * ours: workbox-window only reloads pages that were already controlled when they loaded, not
 * the first visit's page (which the first service worker claimed while it was open).
 */
function reloadIntoUpdate(activateWaitingWorker: () => Promise<void>): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  void activateWaitingWorker();
}

/**
 * An installed app can stay open for days: each time it comes back to the foreground, it asks
 * whether a new version was deployed (the browser's own check runs only on navigations), so
 * "A new version is available" shows without waiting for a reload.
 */
function checkForUpdatesOnReturn(_url: string, registration: ServiceWorkerRegistration | undefined): void {
  if (!registration) return;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && navigator.onLine) {
      registration.update().catch(() => undefined); // offline or a blip: the next return asks again
    }
  });
}

function DismissButton({ onClick }: { onClick: () => void }) {
  return (
    <Button appearance="transparent" aria-label="Dismiss" icon={<Dismiss20Regular />} onClick={onClick} />
  );
}

/**
 * Calls `onFinished` when the service worker that a page opened without one has been installed
 * (its precache complete) and activated. workbox-window's own report of it was once lost in a
 * loaded CI run (the page was controlled, no report came); `navigator.serviceWorker.ready`
 * settles whenever the worker is active, however late anyone asks.
 */
function useFirstInstallFinished(onFinished: () => void) {
  useEffect(() => {
    if (navigator.serviceWorker.controller) return; // the app was installed before this page
    let current = true;
    void navigator.serviceWorker.ready.then(() => {
      if (current) onFinished();
    });
    return () => {
      current = false;
    };
  }, [onFinished]);
}

/**
 * Registers the service worker (workbox-window, through vite-plugin-pwa) and shows its news in
 * banners: once per device and for a few seconds, that the site now opens without internet;
 * when a new version is
 * waiting, "A new version is available" with Reload; and, whenever the network is gone, an
 * offline notice.
 *
 * Banners (Fluent MessageBars) rather than toasts: Fluent's Toaster adds focus sentinels that
 * accessibility checkers flag, and a first visit (when "ready to work offline" is said) should
 * be as clean as any other.
 */
export default function PwaStatus() {
  const styles = useStyles();
  const online = useOnlineStatus();
  const [offlineReady, setOfflineReady] = useState(false);
  // Said once per device, and never taken back by a second report in the same page: workbox
  // reports it again when the page was reloaded before the install finished.
  const announceOfflineReady = useCallback(() => {
    if (firstTimeOnThisDevice()) setOfflineReady(true);
  }, []);
  const {
    needRefresh: [updateWaiting, setUpdateWaiting],
    updateServiceWorker,
  } = useRegisterSW({ onOfflineReady: announceOfflineReady, onRegisteredSW: checkForUpdatesOnReturn });
  useFirstInstallFinished(announceOfflineReady);
  // Good news that needs nothing done goes by itself, but not while someone is reading it: the
  // pointer over it or the focus in it holds it (WCAG 2.2.1), and Dismiss closes it at once.
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!offlineReady || held) return;
    const timer = setTimeout(() => setOfflineReady(false), OFFLINE_READY_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [offlineReady, held]);
  const holdWhileRead = {
    onPointerEnter: () => setHeld(true),
    onPointerLeave: () => setHeld(false),
    onFocus: () => setHeld(true),
    onBlur: () => setHeld(false),
  };

  const banners: ReactNode[] = [];
  if (!online) {
    banners.push(
      <MessageBar key="offline" layout="multiline" intent="warning" politeness="polite">
        <MessageBarBody>
          <MessageBarTitle>You are offline</MessageBarTitle>
          Showing the saved version of the site. Signing in and account changes need a connection.
        </MessageBarBody>
      </MessageBar>,
    );
  }
  if (updateWaiting) {
    banners.push(
      <MessageBar key="update" layout="multiline" intent="info" politeness="polite">
        <MessageBarBody>A new version is available</MessageBarBody>
        <MessageBarActions containerAction={<DismissButton onClick={() => setUpdateWaiting(false)} />}>
          <Button
            appearance="primary"
            icon={<ArrowSync20Regular />}
            onClick={() => reloadIntoUpdate(updateServiceWorker)}
          >
            Reload
          </Button>
        </MessageBarActions>
      </MessageBar>,
    );
  } else if (offlineReady) {
    banners.push(
      // one short line: good news needs no paragraph, and it should hide as little as it can
      <MessageBar
        key="offline-ready"
        layout="singleline"
        intent="success"
        politeness="polite"
        {...holdWhileRead}
      >
        <MessageBarBody>{OFFLINE_READY_TEXT}</MessageBarBody>
        <MessageBarActions containerAction={<DismissButton onClick={() => setOfflineReady(false)} />} />
      </MessageBar>,
    );
  }

  if (banners.length === 0) return null;
  return (
    <aside aria-label="App status" className={styles.dock}>
      {banners}
    </aside>
  );
}
