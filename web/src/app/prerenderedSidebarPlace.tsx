import { SidebarPlaceholder } from './layout/LayoutFrame';
import { MOBILE_BREAKPOINT } from './layout/sidebarConfig';
import { SIDEBAR_COLLAPSED, SIGNED_IN_HERE } from './prerenderedMarks';

const EXPANDED = 'prerendered-sidebar-expanded';
const COLLAPSED = 'prerendered-sidebar-collapsed';

/**
 * Build time only: the desktop sidebar's place in index.html's pre-rendered first screens (My
 * HOA Account's, the board's pages'), as AppLayout keeps it while a stored session is restored
 * (SidebarPlaceholder), expanded or collapsed as the visitor left it. CSS decides which, if
 * either, shows: the page's first paint already stands where the app will draw it.
 */
export function PrerenderedSidebarPlace() {
  return (
    <>
      <div className={EXPANDED}>
        <SidebarPlaceholder expanded />
      </div>
      <div className={COLLAPSED}>
        <SidebarPlaceholder expanded={false} />
      </div>
    </>
  );
}

/** Which of the two places shows: on a desktop, for someone whose session is stored here. */
export function prerenderedSidebarCss(): string {
  return (
    `.${EXPANDED},.${COLLAPSED}{display:none}` +
    `@media (min-width:${MOBILE_BREAKPOINT}px){` +
    `html.${SIGNED_IN_HERE}:not(.${SIDEBAR_COLLAPSED}) .${EXPANDED},` +
    `html.${SIGNED_IN_HERE}.${SIDEBAR_COLLAPSED} .${COLLAPSED}{display:contents}}`
  );
}
