import { createContext, useContext } from 'react';
import type { SidebarState } from './useSidebarState';

/**
 * The signed-in app bar's state, for a page that shows those controls in its own bar: the
 * landing page puts the sidebar toggle and the user menu into its section navigation, so a
 * signed-in visitor sees one header, not two stacked. Null while signed out.
 */
export const AppChromeContext = createContext<SidebarState | null>(null);

export function useAppChrome(): SidebarState | null {
  return useContext(AppChromeContext);
}
