import { useCallback, useEffect, useState } from 'react';
import { readSidebarExpanded, saveSidebarExpanded } from './sidebarCookie';
import { SIDEBAR_KEYBOARD_SHORTCUT } from './sidebarConfig';
import { useIsMobile } from './useIsMobile';

export interface SidebarState {
  /** Desktop state, kept in the sidebar cookie. */
  expanded: boolean;
  /** Below the breakpoint the sidebar is an overlay drawer instead of a column. */
  isMobile: boolean;
  /** Whether the mobile drawer is open; it starts closed on every load. */
  mobileOpen: boolean;
  setMobileOpen: (open: boolean) => void;
  /** What the Toggle Sidebar button and Ctrl/Cmd+B do for the current viewport. */
  toggle: () => void;
}

/** `shortcutEnabled` is false while nobody is signed in, when there is no sidebar to toggle. */
export function useSidebarState(shortcutEnabled: boolean): SidebarState {
  const isMobile = useIsMobile();
  const [expanded, setExpanded] = useState(readSidebarExpanded);
  const [mobileOpen, setMobileOpen] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setMobileOpen((open) => !open);
      return;
    }
    setExpanded(!expanded);
    saveSidebarExpanded(!expanded);
  }, [isMobile, expanded]);

  useEffect(() => {
    if (!shortcutEnabled) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() !== SIDEBAR_KEYBOARD_SHORTCUT) return;
      if (!event.ctrlKey && !event.metaKey) return;
      // Ctrl+B would otherwise reach the browser (e.g. bookmarks in Firefox).
      event.preventDefault();
      // Holding the keys down would make the sidebar flicker.
      if (!event.repeat) toggle();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [shortcutEnabled, toggle]);

  return { expanded, isMobile, mobileOpen, setMobileOpen, toggle };
}
