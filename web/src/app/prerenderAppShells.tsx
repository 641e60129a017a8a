import { ADMIN_PAGE_TITLES, ROUTES } from '@lakeside/domain';
import { CheckingAdminPage } from '@/components/CheckingPermissions';
import { MyHoaAccountFrame } from '@/features/hoaAccounts';
import { renderWithStyles } from '@/lib/prerender';
import { BarPlaceholder, LayoutFrame } from './layout/LayoutFrame';
import { PATH_ATTRIBUTE } from './prerenderedMarks';
import { MY_ACCOUNT_FRAME_ID } from './prerenderedMyAccount';
import { PrerenderedSidebarPlace, prerenderedSidebarCss } from './prerenderedSidebarPlace';

const MY_ACCOUNT_SHELL_ID = 'my-account-shell';
const ADMIN_SHELL_ID = 'admin-shell';
/** marks each of the board's pages' copy in the admin shell */
const ADMIN_PAGE_ATTRIBUTE = 'data-admin-page';

/**
 * Build time only (web/vite.config.ts, landingShell plugin): the first screens of the app's
 * signed-in pages as the app renders them while the session is restored (the layout with the
 * bar's and the sidebar's places kept), to HTML with their styles (one Griffel renderer, so
 * its rules keep their order), for index.html's #root. React's first render puts the same
 * screen in the same place; CSS (appShellsCss) shows the one for the address, if any.
 *
 * - My HOA Account: the page's title and card outlines. A resident opening it sees
 *   its frame at the first paint instead of a blank screen until the JavaScript has run.
 * - The board's pages: the title and 'Checking permissions...', one copy per page
 *   (components/CheckingPermissions.tsx). The title is each page's largest paint, which came
 *   after the session, the admin check and the page's code.
 */
export function renderAppShells(): string {
  return renderWithStyles(
    <>
      <div id={MY_ACCOUNT_SHELL_ID}>
        <LayoutFrame sidebar={<PrerenderedSidebarPlace />} bar={<BarPlaceholder />}>
          <div id={MY_ACCOUNT_FRAME_ID}>
            <MyHoaAccountFrame />
          </div>
        </LayoutFrame>
      </div>
      <div id={ADMIN_SHELL_ID}>
        <LayoutFrame sidebar={<PrerenderedSidebarPlace />} bar={<BarPlaceholder />}>
          {Object.entries(ADMIN_PAGE_TITLES).map(([path, title]) => (
            <div key={path} {...{ [ADMIN_PAGE_ATTRIBUTE]: path }}>
              <CheckingAdminPage title={title} />
            </div>
          ))}
        </LayoutFrame>
      </div>
    </>,
  );
}

/**
 * Each screen shows only at its address, and the admin shell only that page's copy (the boot
 * script puts the address in <html data-path> before the first paint); and the sidebar's place.
 */
export function appShellsCss(): string {
  const at = (path: string) => `html[${PATH_ATTRIBUTE}="${path}"]`;
  const adminPages = Object.keys(ADMIN_PAGE_TITLES);
  return (
    `#${MY_ACCOUNT_SHELL_ID},#${ADMIN_SHELL_ID},#${ADMIN_SHELL_ID} [${ADMIN_PAGE_ATTRIBUTE}]{display:none}` +
    `${at(ROUTES.myAccount)} #${MY_ACCOUNT_SHELL_ID}{display:block}` +
    `${adminPages.map((path) => `${at(path)} #${ADMIN_SHELL_ID}`).join(',')}{display:block}` +
    `${adminPages.map((path) => `${at(path)} #${ADMIN_SHELL_ID} [${ADMIN_PAGE_ATTRIBUTE}="${path}"]`).join(',')}{display:block}` +
    prerenderedSidebarCss()
  );
}
