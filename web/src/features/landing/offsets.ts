import type { CSSProperties } from 'react';

// The section navigation's height (56px) plus some air above a section's heading. The
// navigation is the page's only sticky bar, signed in or not (the app bar's controls move into
// it, see app/layout/appChrome.ts).
const NAV_HEIGHT_AND_GAP = '72px';

/** The CSS variable the anchored sections read: how far below the navigation a heading lands. */
export const LANDING_OFFSETS = { '--landing-sticky-offset': NAV_HEIGHT_AND_GAP } as CSSProperties;
