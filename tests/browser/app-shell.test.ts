import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { consoleErrors, signIn, toast, useChromium, useSignedIn, type Page } from '../support/browser';
import { loadedScripts } from '../support/loadedScripts';
import { createTestUser, type TestUser } from '../support/users';

const freshPage = useChromium();
const signedInPage = useSignedIn(freshPage);
/** a signed-in user who is neither approved nor an admin, for the tests that only need one */
let resident: TestUser;

beforeAll(async () => {
  resident = await createTestUser();
});

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Sidebar' });
const PHONE = { viewport: { width: 390, height: 844 } };

/** The visible elements that stick to the top of the viewport (the page's headers). */
function stickyBars(page: Page): Promise<{ text: string; height: number }[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((element) => getComputedStyle(element).position === 'sticky')
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.height > 0 && box.top === 0 && box.width > 200)
      .map(({ element, box }) => ({ text: element.innerText.replace(/\s+/g, ' '), height: box.height })),
  );
}

describe('signed-out visitor', () => {
  it('sees the landing page at / without a sidebar', async () => {
    const page = await freshPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Lakeside HOA' }).waitFor();
    // the Login link shows once the auth state is known to be signed out
    const login = page.getByRole('link', { name: 'Login' });
    await login.waitFor();
    await expect(login.getAttribute('href')).resolves.toBe('/auth');
    await expect(sidebar(page).count()).resolves.toBe(0);
    await page.context().close();
  });

  it('gets the 404 page for an unknown path, logged, with a way home', async () => {
    const page = await freshPage();
    const errors = consoleErrors(page);
    await page.goto('/no-such-page/here');
    await page.getByText('Oops! Page not found').waitFor();
    expect(errors.some((e) => e.includes('404') && e.includes('/no-such-page/here'))).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.context().close();
  });

  it.each(['/my-account', '/admin/users', '/admin/properties', '/admin/payments', '/admin/hoa-accounts'])(
    'is sent from %s to /auth',
    async (path) => {
      const page = await freshPage();
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/auth');
      await page.context().close();
    },
  );

  it('returns to the page it was sent away from after signing in, with its query and anchor', async () => {
    const user = await createTestUser({ admin: true, approved: true });
    const page = await freshPage();
    await page.goto('/admin/payments?status=pending#list');
    await page.waitForURL((url) => url.pathname === '/auth');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/payments');
    expect(new URL(page.url()).search).toBe('?status=pending');
    expect(new URL(page.url()).hash).toBe('#list');
    await page.context().close();
  });

  it('goes home after signing in from /auth itself', async () => {
    const user = await createTestUser();
    const page = await freshPage();
    await signIn(page, user.email, user.password); // waits for /
    await page.context().close();
  });
});

describe('signed-in resident', () => {
  it('has a sidebar without the Admin group, toggled by ctrl+b and kept across a reload', async () => {
    const page = await signedInPage(resident);

    await sidebar(page).waitFor();
    await expect(sidebar(page).getAttribute('data-state')).resolves.toBe('expanded');
    await expect(sidebar(page).getByRole('link', { name: 'My Account' }).count()).resolves.toBe(1);
    await expect(sidebar(page).getByRole('link', { name: 'User Management' }).count()).resolves.toBe(0);

    await page.keyboard.press('Control+b');
    await expect(sidebar(page).getAttribute('data-state')).resolves.toBe('collapsed');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    const daysLeft = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(6.9);
    expect(daysLeft).toBeLessThanOrEqual(7);

    await page.reload();
    await sidebar(page).waitFor();
    await expect(sidebar(page).getAttribute('data-state')).resolves.toBe('collapsed');

    await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
    await expect(sidebar(page).getAttribute('data-state')).resolves.toBe('expanded');
    await page.context().close();
  });
});

describe('signed-in admin', () => {
  it('sees the Admin group with the four admin pages', async () => {
    const admin = await createTestUser({ admin: true, approved: true });
    const page = await signedInPage(admin);
    const nav = sidebar(page);
    await nav.getByRole('link', { name: 'User Management' }).waitFor();
    for (const name of ['Property Management', 'Payment Management', 'HOA Accounts']) {
      await expect(nav.getByRole('link', { name }).count()).resolves.toBe(1);
    }
    await nav.getByRole('link', { name: 'HOA Accounts' }).click();
    await page.getByRole('heading', { name: 'HOA Accounts Management' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/hoa-accounts');
    await page.context().close();
  });
});

describe('the user menu and the header', () => {
  it.each([
    ['desktop', { viewport: { width: 1280, height: 800 } }],
    ['phone', PHONE],
  ])('says who is signed in on an admin page (%s), leads to My Account and signs out', async (_, size) => {
    const admin = await createTestUser({ admin: true, approved: true });
    const page = await freshPage(size);
    await signIn(page, admin.email, admin.password);
    await page.goto('/admin/properties');
    await page.getByRole('heading', { level: 1, name: 'Property Management' }).waitFor();

    const menuButton = page.getByRole('button', { name: `Account: ${admin.email}` });
    // the e-mail is written on the button on a desktop; a phone shows the icon alone
    await expect(menuButton.innerText()).resolves.toBe(size === PHONE ? '' : admin.email);
    await menuButton.click();
    const menu = page.getByRole('menu');
    await menu.getByText(`Signed in as ${admin.email}`).waitFor();
    await expect(axeViolations(page, '[role="menu"]')).resolves.toEqual([]);
    await menu.getByRole('menuitem', { name: 'My Account' }).click();
    await page.waitForURL((url) => url.pathname === '/my-account');
    await page.getByRole('heading', { level: 1, name: 'My HOA Account' }).waitFor();

    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await toast(page, 'You have been successfully signed out.').waitFor();
    // home, signed out: the public page with its Login link, no sidebar, no menu
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Login' }).waitFor();
    await expect(sidebar(page).count()).resolves.toBe(0);
    await expect(menuButton.count()).resolves.toBe(0);
    await page.context().close();
  });

  it('puts the menu on the keyboard path of the bar, opened with Enter and closed with Esc', async () => {
    const page = await signedInPage(resident, { at: '/my-account' });
    const menuButton = page.getByRole('button', { name: `Account: ${resident.email}` });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'My Account' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await expect(menuButton.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    await page.context().close();
  });

  it('shows one header on the signed-in landing page, with one menu (phone)', async () => {
    const page = await signedInPage(resident, PHONE); // at /
    const menuButton = page.getByRole('button', { name: `Account: ${resident.email}` });
    // the account button loads lazily, in its own chunk, into the page's own navigation (just
    // after the sign-in form, until the home page's code has arrived, the sign-in page is still
    // shown, with the app bar's)
    const sections = page.locator('nav[aria-label="Sections"]');
    await sections.getByRole('button', { name: `Account: ${resident.email}` }).waitFor();
    // one menu: the sections' menu lists the signed-in pages too, so the sidebar's
    // toggle is not shown beside it
    const menu = sections.getByRole('button', { name: 'Menu' });
    await menu.click();
    await sections.getByRole('link', { name: 'My Account' }).waitFor();
    await expect(sections.getByRole('link', { name: 'Contact' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Toggle Sidebar' }).count()).resolves.toBe(0);
    await menu.click();
    const bars = await stickyBars(page);
    expect(bars).toHaveLength(1);
    expect(bars[0]!.height).toBeLessThanOrEqual(57);
    await expect(page.getByRole('button', { name: 'Menu' }).count()).resolves.toBe(1);
    // the bar fits the phone: nothing pushed past its right edge
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(390);
    const right = await menuButton.evaluate((button) => button.getBoundingClientRect().right);
    expect(right).toBeLessThanOrEqual(390);
    await expect(axeViolations(page, 'nav[aria-label="Sections"]')).resolves.toEqual([]);

    // the other pages keep the app bar, still one header
    await page.goto('/my-account');
    await menuButton.waitFor();
    await expect(stickyBars(page).then((found) => found.length)).resolves.toBe(1);
    await page.context().close();
  });

  it('loads the phone drawer’s and the menu’s code only when they are first wanted', async () => {
    const page = await signedInPage(resident, { ...PHONE, at: '/my-account' });
    const menuButton = page.getByRole('button', { name: `Account: ${resident.email}` });
    await menuButton.waitFor();
    await expect(loadedScripts(page)).resolves.not.toContain('Sidebar');
    await expect(loadedScripts(page)).resolves.not.toContain('AccountMenu');
    await expect(menuButton.getAttribute('aria-haspopup')).resolves.toBe('menu');

    // Arrow Down on the button, as on Fluent's menu button: the menu opens, its first item focused
    await menuButton.focus();
    await page.keyboard.press('ArrowDown');
    const firstItem = page.getByRole('menuitem', { name: 'My Account' });
    await expect.poll(() => firstItem.evaluate((item) => item === document.activeElement)).toBe(true);
    await expect(loadedScripts(page)).resolves.toContain('AccountMenu');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
    await sidebar(page).getByRole('link', { name: 'My Account' }).waitFor();
    await expect(loadedScripts(page)).resolves.toContain('Sidebar');
    await page.context().close();
  });

  it('loads the top bar’s code on the sign-in screen, before Sign In is pressed', async () => {
    const page = await freshPage(PHONE);
    await page.goto('/auth');
    await page.getByLabel('Email').waitFor();
    await expect.poll(() => loadedScripts(page)).toContain('TopBar');
    await page.context().close();
  });

  it('returns the keyboard to the toggle when the phone drawer is closed with Esc', async () => {
    const page = await signedInPage(resident, { ...PHONE, at: '/my-account' });
    const toggle = page.getByRole('button', { name: 'Toggle Sidebar' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await sidebar(page).getByRole('link', { name: 'My Account' }).waitFor();
    await page.keyboard.press('Escape');
    await sidebar(page).waitFor({ state: 'detached' });
    await expect.poll(() => toggle.evaluate((button) => button === document.activeElement)).toBe(true);
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await page.context().close();
  });
});
