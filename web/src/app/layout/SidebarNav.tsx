import {
  createFocusOutlineStyle,
  makeStyles,
  mergeClasses,
  tokens,
  Tooltip,
} from '@fluentui/react-components';
import { useId, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { visuallyHidden } from '@/components/visuallyHidden';
import type { SidebarGroup, SidebarItem } from './sidebarItems';

const useStyles = makeStyles({
  nav: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    paddingBlock: tokens.spacingVerticalM,
    paddingInline: tokens.spacingHorizontalXS,
  },
  groupLabel: {
    paddingInline: tokens.spacingHorizontalS,
    paddingBlockEnd: tokens.spacingVerticalXS,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
  },
  hidden: visuallyHidden,
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
  },
  link: {
    // Anchors the focus outline (an absolutely positioned ::after) to the link itself.
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    minHeight: '36px',
    // 10px + a 20px icon + 10px fills the 3rem collapsed column, so icons stay put when it collapses.
    paddingInline: '10px',
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    // No overflow: hidden here, it would clip the focus outline; the column clips the labels.
    whiteSpace: 'nowrap',
    ':hover': {
      backgroundColor: tokens.colorSubtleBackgroundHover,
      color: tokens.colorNeutralForeground2Hover,
    },
    ...createFocusOutlineStyle(),
  },
  active: {
    backgroundColor: tokens.colorSubtleBackgroundSelected,
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundSelected, color: tokens.colorBrandForeground1 },
  },
  icon: { display: 'flex', flexShrink: 0, fontSize: '20px' },
});

interface SidebarNavProps {
  groups: SidebarGroup[];
  /** Icons only, with labels in tooltips (desktop collapsed state). */
  collapsed: boolean;
  /** The desktop state, published as data-state whatever the viewport (browser tests read it). */
  desktopState: 'expanded' | 'collapsed';
  onNavigate?: () => void;
}

export function SidebarNav({ groups, collapsed, desktopState, onNavigate }: SidebarNavProps) {
  const styles = useStyles();
  return (
    <nav aria-label="Sidebar" data-state={desktopState} className={styles.nav}>
      {groups.map((group) => (
        <SidebarNavGroup key={group.label} group={group} collapsed={collapsed} onNavigate={onNavigate} />
      ))}
    </nav>
  );
}

function SidebarNavGroup({
  group,
  collapsed,
  onNavigate,
}: {
  group: SidebarGroup;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const styles = useStyles();
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <div id={labelId} className={mergeClasses(styles.groupLabel, collapsed && styles.hidden)}>
        {group.label}
      </div>
      <ul className={styles.list}>
        {group.items.map((item) => (
          <li key={item.to}>
            <SidebarLink item={item} collapsed={collapsed} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function SidebarLink({
  item,
  collapsed,
  onNavigate,
}: {
  item: SidebarItem;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const styles = useStyles();
  // The tooltip stays mounted in both states and is only allowed to show when collapsed:
  // adding or removing the wrapper would remount the link and drop keyboard focus on Ctrl+B.
  const [tooltipWanted, setTooltipWanted] = useState(false);
  return (
    // "inaccessible": the link's own (visually hidden) text already gives it its name.
    <Tooltip
      content={item.label}
      relationship="inaccessible"
      positioning="after"
      visible={collapsed && tooltipWanted}
      onVisibleChange={(_, data) => setTooltipWanted(data.visible)}
    >
      <NavLink
        to={item.to}
        end
        onClick={onNavigate}
        className={({ isActive }) => mergeClasses(styles.link, isActive && styles.active)}
      >
        <span className={styles.icon} aria-hidden="true">
          {item.icon}
        </span>
        <span className={collapsed ? styles.hidden : undefined}>{item.label}</span>
      </NavLink>
    </Tooltip>
  );
}
