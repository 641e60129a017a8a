import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON } from './sidebarConfig';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

const useStyles = makeStyles({
  shell: { display: 'flex', minHeight: '100vh' },
  column: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 },
  // Focused by the skip link when a page has no <h1>: no ring around the whole page.
  main: { flexGrow: 1, ':focus': { outlineStyle: 'none' } },
  // the top bar's place while its code loads: the page below does not jump when it arrives
  barPlaceholder: { minHeight: '49px', flexShrink: 0 },
  // the desktop sidebar's place, the column's width and colours (Sidebar.tsx), without its links
  sidebarPlaceholder: {
    position: 'sticky',
    top: 0,
    height: '100vh',
    flexShrink: 0,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    '@media print': { display: 'none !important' },
  },
  sidebarExpanded: { width: SIDEBAR_WIDTH },
  sidebarCollapsed: { width: SIDEBAR_WIDTH_ICON },
});

/** The top bar's place, kept while the bar's code or the session is on its way. */
export function BarPlaceholder() {
  return <div className={useStyles().barPlaceholder} />;
}

/**
 * The desktop sidebar's place, kept while the session of someone signed in here is restored and
 * while the sidebar's code loads: without it the page beside it was drawn full width first, then
 * pushed 16rem right when the sidebar came (a layout shift on the admin pages).
 */
export function SidebarPlaceholder({ expanded }: { expanded: boolean }) {
  const styles = useStyles();
  return (
    <div
      className={mergeClasses(
        styles.sidebarPlaceholder,
        expanded ? styles.sidebarExpanded : styles.sidebarCollapsed,
      )}
    />
  );
}

/**
 * The page's frame: the skip link, the sidebar's column, then the top bar above <main>. AppLayout
 * fills it; index.html's pre-rendered copy of My HOA Account's first screen is this frame too
 * (app/prerenderAppShells.tsx), so the two match to the pixel.
 */
export function LayoutFrame({
  sidebar,
  bar,
  children,
}: {
  sidebar?: ReactNode;
  bar?: ReactNode;
  children: ReactNode;
}) {
  const styles = useStyles();
  return (
    <div className={styles.shell}>
      <SkipLink />
      {sidebar}
      <div className={styles.column}>
        {bar}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
    </div>
  );
}
