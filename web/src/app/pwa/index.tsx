import { lazy, Suspense, useEffect, useState } from 'react';

// Everything about the service worker (registration, workbox-window, the update banner and
// the offline notice) waits until the page has finished loading: it is not needed for the
// first paint, and the service worker's precaching should not compete with the page's own
// downloads on a weak connection.
const LazyPwaStatus = lazy(() => import('./PwaStatus'));

function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return;
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    // The effect runs some time after the render that saw the page still loading, and the load
    // event may have fired in between (a reload served by the service worker loads fast): then
    // no event is coming, and without this check the service worker code would never start.
    if (document.readyState === 'complete') queueMicrotask(onLoad);
    return () => window.removeEventListener('load', onLoad);
  }, [loaded]);
  return loaded;
}

/** The service worker and its banners; mount once, anywhere inside the FluentProvider. */
export function PwaStatus() {
  const loaded = usePageLoaded();
  if (!loaded || !('serviceWorker' in navigator)) return null;
  return (
    <Suspense fallback={null}>
      <LazyPwaStatus />
    </Suspense>
  );
}
