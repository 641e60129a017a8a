import { MyHoaAccountFrame } from '@/features/hoaAccounts';
import { renderWithStyles } from '@/lib/prerender';
import { BarPlaceholder, LayoutFrame } from './layout/LayoutFrame';
import { MY_ACCOUNT_FRAME_ID } from './prerenderedMyAccount';

/**
 * Build time only (web/vite.config.ts, landingShell plugin): My HOA Account's first screen as the
 * app renders it while the session is restored (the layout with the top bar's place kept, the
 * page's title and card outlines), to HTML with its styles, for index.html. A resident opening
 * the page sees its frame at the first paint instead of a blank screen until the JavaScript has
 * arrived and run (issue 13); React's first render puts the same frame in the same place.
 */
export function renderMyAccountShell(): string {
  return renderWithStyles(
    <LayoutFrame bar={<BarPlaceholder />}>
      <div id={MY_ACCOUNT_FRAME_ID}>
        <MyHoaAccountFrame />
      </div>
    </LayoutFrame>,
  );
}
