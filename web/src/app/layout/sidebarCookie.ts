import { SIDEBAR_COOKIE_MAX_AGE, SIDEBAR_COOKIE_NAME } from './sidebarConfig';

/** The saved desktop state; expanded unless the visitor collapsed it within the cookie's life. */
export function readSidebarExpanded(): boolean {
  const prefix = `${SIDEBAR_COOKIE_NAME}=`;
  const saved = document.cookie
    .split('; ')
    .find((entry) => entry.startsWith(prefix))
    ?.slice(prefix.length);
  return saved !== 'false';
}

export function saveSidebarExpanded(expanded: boolean): void {
  document.cookie = `${SIDEBAR_COOKIE_NAME}=${expanded}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
}
