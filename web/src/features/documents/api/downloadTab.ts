/**
 * A browser tab for a download whose address is not known yet. It is opened synchronously in
 * the click (after the call returns, window.open would no longer count as a user gesture and
 * popup blockers would stop it), then sent to the link, or closed if the call fails.
 */
export interface DownloadTab {
  go(url: string): void;
  close(): void;
}

export function openDownloadTab(): DownloadTab {
  const tab = window.open('', '_blank');
  // The tab will show our own functions' origin only; it needs no way back to this page.
  if (tab) tab.opener = null;
  return {
    go(url) {
      if (tab && !tab.closed) tab.location.href = url;
      // The blank tab was blocked: try once more (may still be blocked, but costs nothing).
      else window.open(url, '_blank', 'noopener');
    },
    close() {
      tab?.close();
    },
  };
}
