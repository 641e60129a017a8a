// What index.html's boot script (web/vite.config.ts) marks on <html> before the first paint,
// for the CSS of the pre-rendered first screens to show the right one (app/prerender*.tsx).
// Plain data and a string of JavaScript: the build's config imports this module.
import { SIDEBAR_COOKIE_NAME } from './layout/sidebarConfig';

/** <html data-path>: the address, for the screen pre-rendered for it */
export const PATH_ATTRIBUTE = 'data-path';
/** someone's Auth session is stored in this browser: the app will restore it */
export const SIGNED_IN_HERE = 'signed-in-here';
/** they left the desktop sidebar collapsed */
export const SIDEBAR_COLLAPSED = 'sidebar-collapsed';

/**
 * The boot script's part that sets the marks: the address, a stored Auth session as
 * restoringUid() finds it (lib/firebase/app.ts), and the sidebar's cookie (sidebarCookie.ts).
 */
export const MARKS_BOOT_SCRIPT =
  ` const html = document.documentElement; html.setAttribute('${PATH_ATTRIBUTE}', location.pathname);` +
  ` try { if (Object.keys(localStorage).some((key) => key.startsWith('firebase:authUser:')))` +
  ` html.classList.add('${SIGNED_IN_HERE}'); } catch (error) {}` +
  ` if (document.cookie.split('; ').includes('${SIDEBAR_COOKIE_NAME}=false'))` +
  ` html.classList.add('${SIDEBAR_COLLAPSED}');`;
