// A tab open on the build before a deploy asks for that build's code by names the new deploy no
// longer has: Hosting answers 404 (firebase.json's rewrite leaves /assets/ out), and the app
// reloads once into the build now deployed (web/src/lib/reloadForNewBuild.ts) instead of a
// blank page. Here the deploy is played by the route: the sign-in page's chunk is gone once
// (404, as after a deploy), then there again (the new build's). Without a service worker, as on
// a first visit: an installed app's worker serves the old build's code until its update.
import { describe, expect, it } from 'vitest';
import { useChromium, type Page } from '../support/browser';

const freshPage = useChromium({ serviceWorkers: 'block' });
const AUTH_CHUNK = /\/assets\/AuthPage-[^/]+\.js$/;

/** How many times the page's document was loaded since `count` began. */
function countLoads(page: Page) {
  let loads = 0;
  page.on('load', () => (loads += 1));
  return () => loads;
}

describe('a deploy under an open tab', () => {
  it('the old build’s missing page code reloads the app once, into the page asked for', async () => {
    const page = await freshPage();
    await page.goto('/');
    const login = page.getByRole('link', { name: 'Login' });
    await login.waitFor();
    let refused = 0;
    await page.route(AUTH_CHUNK, async (route) => {
      if (refused++ === 0) await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
      else await route.continue();
    });
    const loads = countLoads(page);

    await login.click();
    await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
    expect(loads()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/auth');
    await page.context().close();
  });

  it('code still missing after the reload does not reload again', async () => {
    const page = await freshPage();
    await page.goto('/');
    const login = page.getByRole('link', { name: 'Login' });
    await login.waitFor();
    let asked = 0;
    await page.route(AUTH_CHUNK, (route) => {
      asked += 1;
      return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
    });
    const loads = countLoads(page);
    await login.click();
    // the reloaded page asks once more and finds it missing
    await expect.poll(() => asked, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    // a loop would have reloaded by now (it reloads as soon as the code fails)
    await page.waitForTimeout(2_000);
    expect(loads()).toBe(1);
    await page.context().close();
  });
});
