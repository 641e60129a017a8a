import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT } from './sidebarConfig';

const mobileQuery = `(max-width: ${MOBILE_BREAKPOINT - 1}px)`;

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(mobileQuery);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

function isMobileNow(): boolean {
  return window.matchMedia(mobileQuery).matches;
}

/** True while the viewport is narrower than the sidebar's mobile breakpoint. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow);
}
