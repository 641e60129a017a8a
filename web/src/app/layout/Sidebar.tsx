import { DrawerBody, makeStyles, mergeClasses, OverlayDrawer, tokens } from '@fluentui/react-components';
import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON, SIDEBAR_WIDTH_MOBILE } from './sidebarConfig';
import { sidebarGroups } from './sidebarItems';
import { SidebarNav } from './SidebarNav';
import type { SidebarState } from './useSidebarState';

const useStyles = makeStyles({
  column: {
    position: 'sticky',
    top: 0,
    height: '100vh',
    flexShrink: 0,
    overflowX: 'hidden',
    overflowY: 'auto',
    backgroundColor: tokens.colorNeutralBackground2,
    borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    transitionProperty: 'width',
    transitionDuration: tokens.durationNormal,
    transitionTimingFunction: tokens.curveEasyEase,
    '@media (prefers-reduced-motion: reduce)': { transitionDuration: '0s' },
    // a printed page (a receipt) is the page alone, without the app's chrome
    '@media print': { display: 'none !important' },
  },
  expanded: { width: SIDEBAR_WIDTH },
  collapsed: { width: SIDEBAR_WIDTH_ICON },
  drawer: { width: SIDEBAR_WIDTH_MOBILE, maxWidth: '100vw' },
  drawerBody: { paddingInline: 0 },
});

interface SidebarProps {
  state: SidebarState;
  isAdmin: boolean;
}

/** A column on desktop (expanded or icons only), an overlay drawer on small screens. */
export default function Sidebar({ state, isAdmin }: SidebarProps) {
  const styles = useStyles();
  const groups = sidebarGroups(isAdmin);
  const desktopState = state.expanded ? 'expanded' : 'collapsed';

  if (state.isMobile) {
    return (
      <OverlayDrawer
        open={state.mobileOpen}
        onOpenChange={(_, data) => state.setMobileOpen(data.open)}
        className={styles.drawer}
        aria-label="Sidebar menu"
      >
        <DrawerBody className={styles.drawerBody}>
          <SidebarNav
            groups={groups}
            collapsed={false}
            desktopState={desktopState}
            onNavigate={() => state.setMobileOpen(false)}
          />
        </DrawerBody>
      </OverlayDrawer>
    );
  }

  return (
    <div className={mergeClasses(styles.column, state.expanded ? styles.expanded : styles.collapsed)}>
      <SidebarNav groups={groups} collapsed={!state.expanded} desktopState={desktopState} />
    </div>
  );
}
