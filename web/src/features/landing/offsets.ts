import type { CSSProperties } from 'react';

// Signed-in users also have the app's sticky top bar (layout/TopBar.tsx, 48px plus its border)
// above the page: the section navigation sticks below it.
const APP_TOP_BAR_HEIGHT = '49px';
// The section navigation's height (56px) plus some air above a section's heading.
const NAV_HEIGHT_AND_GAP = '72px';

/**
 * The CSS variables the landing page's sticky navigation and anchored sections read:
 * where the navigation sticks, and how far below it a section's heading lands after a jump.
 */
export function landingOffsets(signedIn: boolean): CSSProperties {
  const stickyTop = signedIn ? APP_TOP_BAR_HEIGHT : '0px';
  return {
    '--landing-sticky-top': stickyTop,
    '--landing-sticky-offset': `calc(${stickyTop} + ${NAV_HEIGHT_AND_GAP})`,
  } as CSSProperties;
}
