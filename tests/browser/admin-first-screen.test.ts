// The board's pages' first screen: index.html carries each page's title and
// 'Checking permissions...' (app/prerenderAppShells.tsx), shown at the page's address before
// any script has run, with the sidebar's place kept on a desktop for someone whose session is
// stored here; the app then draws the same screen in the same place, and the page below its
// title. Lighthouse's figures are `npm run bench:admin-pages`' (docs/benchmarks.md), not here.
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { useChromium, useSignedIn, type Page } from '../support/browser';
import { holdRequests } from '../support/holdRequests';
import { layoutShifts, recordLayoutShifts } from '../support/layoutShifts';
import { createTestUser } from '../support/users';

const CHECKING = 'Checking permissions...';
const freshPage = useChromium({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
const signedInPage = useSignedIn(freshPage);

/** 'Checking permissions...' as shown (index.html's copies for the other pages are hidden) */
const checking = (page: Page) => page.getByText(CHECKING, { exact: true }).filter({ visible: true });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
/** where the page's title stands on screen */
const titleBox = (page: Page, name: string) => heading(page, name).boundingBox();

describe("the board's pages' first screen", () => {
  it("is in index.html: the page's title and 'Checking permissions...', only at its address", async () => {
    for (const width of [1280, 390]) {
      const page = await freshPage({ viewport: { width, height: 800 } });
      // the app's code never arrives
      await page.route('**/assets/index-*.js', () => new Promise<void>(() => undefined));
      await page.goto('/admin/payments', { waitUntil: 'commit' });
      await heading(page, 'Payment Management').waitFor();
      await checking(page).waitFor();
      // one title: the other pages' copies, My HOA Account's frame and the landing's are hidden
      await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
      // nobody's session is stored here: no sidebar's place, the page starts at the left edge
      expect((await titleBox(page, 'Payment Management'))!.x).toBeLessThan(60);
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await page.goto('/admin/delinquency', { waitUntil: 'commit' });
      await heading(page, 'Delinquent Accounts').waitFor();
      await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
      await page.goto('/my-account', { waitUntil: 'commit' });
      await heading(page, 'My HOA Account').waitFor();
      await expect(checking(page).count()).resolves.toBe(0);
      await page.goto('/auth', { waitUntil: 'commit' });
      await page.locator('#admin-shell').waitFor({ state: 'attached' });
      await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(0);
      await page.context().close();
    }
  });

  it('keeps the sidebar’s place and the title where the page draws them: nothing moves', async () => {
    const admin = await createTestUser({ admin: true, approved: true });
    const page = await signedInPage(admin);
    await recordLayoutShifts(page);

    // before any script: the title beside the sidebar's place (a session is stored here)
    const releaseApp = await holdRequests(page, '**/assets/index-*.js');
    await page.goto('/admin/users', { waitUntil: 'commit' });
    await heading(page, 'User Management').waitFor();
    await checking(page).waitFor();
    const prerendered = await titleBox(page, 'User Management');
    expect(prerendered!.x).toBeGreaterThan(256);

    // the app's code runs, the page's does not yet: the app's own checking screen, same place
    const releasePage = await holdRequests(page, /\/assets\/UsersPage-[^/]+\.js$/);
    releaseApp();
    await page.getByRole('navigation', { name: /./ }).first().waitFor();
    await checking(page).waitFor();
    expect(await titleBox(page, 'User Management')).toEqual(prerendered);

    // and the page itself, under the same title
    releasePage();
    await page.getByText('Pending Approval').first().waitFor();
    await expect(checking(page).count()).resolves.toBe(0);
    expect(await titleBox(page, 'User Management')).toEqual(prerendered);
    // The title stands still (above, to the pixel). Elsewhere a shift of under 0.01 can come
    // (once in a few runs 0.006, not yet placed); the one this guards against, the page drawn
    // full width and then pushed right by the sidebar, was 0.19.
    const shifted = (await layoutShifts(page)).reduce((sum, shift) => sum + shift, 0);
    expect(shifted).toBeLessThan(0.01);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('a resident sees the title only while the check runs, then what the page says to them', async () => {
    const resident = await createTestUser({ approved: true });
    const page = await signedInPage(resident);
    await page.goto('/admin/users');
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await expect(heading(page, 'User Management').count()).resolves.toBe(0);
    await expect(checking(page).count()).resolves.toBe(0);
    await page.context().close();
  });
});
