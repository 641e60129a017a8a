// Fluent's focus manager (tabster) adds invisible <i data-tabster-dummy aria-hidden tabindex=0>
// sentinels: two at the ends of <body> as soon as any dialog, drawer or dialog trigger is on
// the page (they then stay for good), and pairs inside menus, the toaster and grids. A keyboard
// user who Tabs onto one is bounced on at once, but a screen reader meets a focusable element
// that is hidden from it, which is what axe reports (aria-hidden-focus; microsoft/tabster#288).
//
// They have nothing left to do, so they are taken out of the Tab order:
// - at <body>'s ends and inside a dialog or the drawer: tabster keeps the Tab key inside an open
//   dialog with its own key handler, and without a dialog the browser moves the focus in and
//   out of the page by itself (tests/browser/properties-and-accounts.test.ts Tabs round one);
// - in a menu, Tab never walks the list: Fluent's Menu closes on Tab and moves on;
// - around the toaster, Tab reaches a toast's buttons in the page's order without them;
// - in the payments desk's grid, tabster's own key handler moves Tab out of the grid in one step
//   and Shift+Tab back to the row last focused, with or without them
//   (tests/browser/daily-use.test.ts Tabs through the grid).
// Tabster still focuses them from code where it wants to, which works with tabindex -1.

const SENTINEL = 'i[data-tabster-dummy]';

function quiet(root: ParentNode) {
  for (const sentinel of root.querySelectorAll<HTMLElement>(SENTINEL)) {
    if (sentinel.tabIndex !== -1) sentinel.tabIndex = -1;
  }
}

/** Keeps the sentinels out of the Tab order from now on, wherever tabster adds them. */
export function quietFocusSentinels(): void {
  quiet(document.body);
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      // (tabster sets a sentinel's tabindex again when it moves one)
      const target = mutation.target;
      if (mutation.type === 'attributes' && target instanceof HTMLElement && target.matches(SENTINEL)) {
        if (target.tabIndex !== -1) target.tabIndex = -1;
      }
      for (const node of mutation.addedNodes) {
        if (node instanceof HTMLElement) {
          if (node.matches(SENTINEL)) quiet(node.parentElement ?? document.body);
          else quiet(node);
        }
      }
    }
  }).observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['tabindex'],
  });
}
