// Fluent's focus manager (tabster) adds invisible <i data-tabster-dummy aria-hidden tabindex=0>
// sentinels: two at the ends of <body> as soon as any dialog, drawer or dialog trigger is on
// the page (they then stay for good), and pairs inside menus, the toaster and grids. A keyboard
// user who Tabs onto one is bounced on at once, but a screen reader meets a focusable element
// that is hidden from it, which is what axe reports (aria-hidden-focus; microsoft/tabster#288).
//
// Everywhere but in a grid they have nothing left to do, so they are taken out of the Tab order:
// - at <body>'s ends and inside a dialog or the drawer: tabster keeps the Tab key inside an open
//   dialog with its own key handler, and without a dialog the browser moves the focus in and
//   out of the page by itself (tests/browser/properties-and-accounts.test.ts Tabs round one);
// - in a menu, Tab never walks the list: Fluent's Menu closes on Tab and moves on;
// - around the toaster, Tab reaches a toast's buttons in the page's order without them.
// Tabster still focuses them from code where it wants to, which works with tabindex -1.
// The payments desk's grid keeps its sentinels and their 0: there they make Tab leave the grid
// in one step while the arrow keys move inside it, as the grid pattern wants (docs/decisions.md).

const SENTINEL = 'i[data-tabster-dummy]';

function isRetired(sentinel: HTMLElement): boolean {
  return sentinel.closest('[role="grid"]') === null;
}

function quiet(root: ParentNode) {
  for (const sentinel of root.querySelectorAll<HTMLElement>(SENTINEL)) {
    if (sentinel.tabIndex !== -1 && isRetired(sentinel)) sentinel.tabIndex = -1;
  }
}

/** Keeps the retired sentinels out of the Tab order from now on, wherever tabster adds them. */
export function quietFocusSentinels(): void {
  quiet(document.body);
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      // (tabster sets a sentinel's tabindex again when it moves one)
      const target = mutation.target;
      if (mutation.type === 'attributes' && target instanceof HTMLElement && target.matches(SENTINEL)) {
        if (target.tabIndex !== -1 && isRetired(target)) target.tabIndex = -1;
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
