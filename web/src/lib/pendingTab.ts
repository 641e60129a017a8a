/**
 * A browser tab for a page whose address is not known until a function answers (a Stripe
 * checkout, a document's signed link). It is opened blank within the click itself: after the
 * call returns, window.open would no longer count as the user's gesture and pop-up blockers
 * would stop it. Then it is sent to the address, or closed if the call fails.
 */
export interface PendingTab {
  go(url: string): void;
  close(): void;
}

/** `whenGone`: where the address goes when the tab was blocked or the user closed it meanwhile. */
export function openPendingTab(whenGone: (url: string) => void): PendingTab {
  const tab = window.open('about:blank', '_blank');
  // The page it will show needs no way back into this one.
  if (tab) tab.opener = null;
  return {
    go(url) {
      if (tab && !tab.closed) tab.location.href = url;
      else whenGone(url);
    },
    close() {
      tab?.close();
    },
  };
}
