import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { PanelLeft24Regular } from '@fluentui/react-icons';
import type { SidebarState } from './useSidebarState';

const useStyles = makeStyles({
  bar: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '48px',
    paddingInline: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    // a printed page (a receipt) is the page alone, without the app's chrome
    // !important: the landing page's pre-rendered styles (index.html) come later in the document
    // and would win with their `display: flex` of the same weight
    '@media print': { display: 'none !important' },
  },
});

/** Holds the sidebar toggle, so it stays reachable when the sidebar is collapsed or hidden. */
export function TopBar({ sidebar }: { sidebar: SidebarState }) {
  const styles = useStyles();
  return (
    <header className={styles.bar}>
      <Button
        appearance="subtle"
        icon={<PanelLeft24Regular />}
        aria-label="Toggle Sidebar"
        aria-expanded={sidebar.isMobile ? sidebar.mobileOpen : sidebar.expanded}
        aria-keyshortcuts="Control+B Meta+B"
        onClick={sidebar.toggle}
      />
      <Text weight="semibold">Lakeside HOA</Text>
    </header>
  );
}
