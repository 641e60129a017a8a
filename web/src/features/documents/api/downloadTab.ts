import { openPendingTab, type PendingTab } from '@/lib/pendingTab';

/** A document's tab (see PendingTab: opened blank within the click, then sent to the link). */
export function openDownloadTab(): PendingTab {
  // The blank tab was blocked: try once more (may still be blocked, but costs nothing).
  return openPendingTab((url) => window.open(url, '_blank', 'noopener'));
}
