import { Button, useRestoreFocusTarget } from '@fluentui/react-components';
import { PanelLeft24Regular } from '@fluentui/react-icons';
import type { SidebarState } from './useSidebarState';

/**
 * Opens and closes the sidebar (the drawer on a phone). Marked as the drawer's focus-restore
 * target, so closing the drawer with Esc or a tap outside puts the keyboard back here.
 * Loaded lazily, with the rest of the signed-in chrome: Fluent's focus-restore code (tabster)
 * stays out of the landing page's first visit.
 */
export default function SidebarToggle({ sidebar }: { sidebar: SidebarState }) {
  const restoreFocusTarget = useRestoreFocusTarget();
  return (
    <Button
      {...restoreFocusTarget}
      appearance="subtle"
      icon={<PanelLeft24Regular />}
      aria-label="Toggle Sidebar"
      aria-expanded={sidebar.isMobile ? sidebar.mobileOpen : sidebar.expanded}
      aria-keyshortcuts="Control+B Meta+B"
      onClick={sidebar.toggle}
    />
  );
}
