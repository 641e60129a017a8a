import { makeStyles, Text, tokens } from '@fluentui/react-components';
import SidebarToggle from './SidebarToggle';
import UserMenu from './UserMenu';
import type { SidebarState } from './useSidebarState';

const useStyles = makeStyles({
  bar: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    // 48px and the 1px border: AppLayout holds this height (49px) while the bar's code loads
    minHeight: '48px',
    paddingInline: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    // a printed page (a receipt) is the page alone, without the app's chrome
    // !important: the landing page's pre-rendered styles (index.html) come later in the document
    // and would win with their `display: flex` of the same weight
    '@media print': { display: 'none !important' },
  },
  brand: { flexGrow: 1 },
});

/**
 * The signed-in pages' bar: the sidebar toggle (reachable when the sidebar is collapsed or
 * hidden), the association's name and the user menu. Loaded lazily (AppLayout): only signed-in
 * users see it.
 */
export default function TopBar({ sidebar }: { sidebar: SidebarState }) {
  const styles = useStyles();
  return (
    <header className={styles.bar}>
      <SidebarToggle sidebar={sidebar} />
      <Text weight="semibold" className={styles.brand}>
        Lakeside HOA
      </Text>
      <UserMenu />
    </header>
  );
}
