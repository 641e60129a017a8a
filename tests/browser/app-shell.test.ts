import { describe, expect, it } from 'vitest';
import { consoleErrors, signIn, useChromium, type Page } from '../support/browser';
import { createTestUser } from '../support/users';

const freshPage = useChromium();

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Sidebar' });

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
    const user = await createTestUser();
    const page = await freshPage();
    await signIn(page, user.email, user.password);

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
    const page = await freshPage();
    await signIn(page, admin.email, admin.password);
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
