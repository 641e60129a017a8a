import { lazy, Suspense, useEffect, useState } from 'react';
import { SERVICE_WORKER_SETTLE_MS } from './pwaTexts';

// Everything about the service worker (registration, workbox-window, the update banner and
// the offline notice) waits until the page has settled: it is not needed for the first screen,
// and the service worker's install should not compete with it (see usePageSettled).
const LazyPwaStatus = lazy(() => import('./PwaStatus'));

/**
 * True once the page has settled: its load event, then SERVICE_WORKER_SETTLE_MS, then a moment
 * the main thread is idle.
 *
 * Not at the load event itself: a page of this app loads its script early and its first screen
 * (the session, the page's code, Firestore's answers) after it. The install precaches every
 * page's code, and the browser compiles each script as it stores it; on two cores, that ran
 * beside the first screen and stretched its tasks, adding blocking time to
 * User Management's first screen. Nothing on the first screen needs the worker: a page opened
 * offline is already controlled by it, and the install only makes the next visits work offline.
 */
function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idle: number | undefined;
    const onLoad = () => {
      timer = setTimeout(() => {
        if ('requestIdleCallback' in window) {
          // (the timeout: a page that is never idle still gets its worker)
          idle = requestIdleCallback(() => setSettled(true), { timeout: SERVICE_WORKER_SETTLE_MS });
        } else {
          setSettled(true);
        }
      }, SERVICE_WORKER_SETTLE_MS);
    };
    // The effect runs some time after the render that saw the page still loading, and the load
    // event may have fired in between (a reload served by the service worker loads fast): then
    // no event is coming, and without this check the service worker code would never start.
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
    return () => {
      window.removeEventListener('load', onLoad);
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, []);
  return settled;
}

/** The service worker and its banners; mount once, anywhere inside the FluentProvider. */
export function PwaStatus() {
  const settled = usePageSettled();
  if (!settled || !('serviceWorker' in navigator)) return null;
  return (
    <Suspense fallback={null}>
      <LazyPwaStatus />
    </Suspense>
  );
}
