// Spec §9: the sidebar's constants, in one place for the layout, the cookie and the tests.

/** Cookie that keeps the desktop sidebar expanded ("true") or collapsed ("false"). */
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
/** 7 days, in seconds (cookie max-age). */
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;

export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_ICON = '3rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';

/** Below this viewport width (px) the sidebar becomes an overlay drawer. */
export const MOBILE_BREAKPOINT = 768;

/** Toggles the sidebar together with Ctrl (Windows/Linux) or Cmd (macOS). */
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b';
