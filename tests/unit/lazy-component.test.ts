import { createElement, lazy, Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from '../../web/src/lib/lazyComponent';

// web/src/lib/lazyComponent.ts: a component whose code has loaded is drawn in the
// render that asks for it, where React.lazy suspends once more (and React then holds the
// content back for its 300 ms throttle). renderToString draws in one synchronous pass, so
// whatever suspends shows its fallback: the difference is visible without a browser.
const Page = () => createElement('p', null, 'the page');
const loadPage = () => Promise.resolve({ default: Page });
const drawn = (component: ComponentType) =>
  renderToString(
    createElement(Suspense, { fallback: createElement('p', null, 'waiting') }, createElement(component)),
  );

describe('lazyComponent', () => {
  it('draws a component whose code has loaded at once', async () => {
    const page = lazyComponent(loadPage);
    await page.preload();
    expect(drawn(page)).toContain('the page');
  });

  it('is needed: React.lazy suspends even when its code has loaded', async () => {
    const loading = loadPage();
    const plain = lazy(() => loading);
    await loading;
    expect(drawn(plain)).toContain('waiting');
  });

  it('waits, as React.lazy does, while the code is still on its way', () => {
    expect(drawn(lazyComponent(loadPage))).toContain('waiting');
  });

  it('loads the code once, however often it is preloaded or drawn', async () => {
    let loads = 0;
    const page = lazyComponent(() => {
      loads++;
      return loadPage();
    });
    drawn(page);
    await Promise.all([page.preload(), page.preload()]);
    expect(drawn(page)).toContain('the page');
    expect(loads).toBe(1);
  });
});
