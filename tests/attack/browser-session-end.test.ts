// Attack review, holes 2 and 3, in Chromium against the hosting emulator:
// - after an admin signed out, IndexedDB still held ~80 documents (residents' e-mails and
//   addresses, account balances) for the next person at a shared computer. Now whatever signs
//   the app out deletes Firestore's cache (features/auth/session/forgetLocalData.ts);
// - a resident whose approval was taken away kept their open app. Now it signs out at once and
//   the sign-in screen says why.
import { ROUTES, SESSION_TEXTS } from '@lakeside/domain';
import { describe, expect, it } from 'vitest';
import { signIn, useChromium, type Page } from '../support/browser';
import { seedOwnedAccount } from '../support/payments';
import { createProperty } from '../support/properties';
import { createResident, createTestUser } from '../support/users';
import { clientAs } from '../support/client';

const freshPage = useChromium({ viewport: { width: 1280, height: 900 } });

/** Every record of every IndexedDB database of the page's origin, as JSON, by database. */
function indexedDbContents(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    const contents: Record<string, string> = {};
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const records: unknown[] = [];
      for (const store of Array.from(db.objectStoreNames)) {
        const all = db.transaction(store, 'readonly').objectStore(store).getAll();
        records.push(
          ...(await new Promise<unknown[]>((resolve, reject) => {
            all.onsuccess = () => resolve(all.result as unknown[]);
            all.onerror = () => reject(all.error);
          })),
        );
      }
      db.close();
      contents[name] = JSON.stringify(records);
    }
    return contents;
  });
}

const firestoreDatabases = (page: Page) =>
  page.evaluate(async () =>
    (await indexedDB.databases()).map((d) => d.name ?? '').filter((name) => name.startsWith('firestore/')),
  );

describe('signing out leaves nothing of the user in the browser', () => {
  it('an admin who read residents and balances signs out: no document, e-mail or balance is left', async () => {
    const admin = await createTestUser({ admin: true, approved: true });
    const resident = await createResident('approved', { firstName: 'Leftover' });
    const propertyId = await createProperty('12 Cache Lane');
    const board = await clientAs(admin);
    await board.call('ensureHoaAccount', { propertyId });
    await board.call('updateHoaAccount', {
      propertyId,
      balanceCents: 48_000,
      yearsOwed: ['2024', '2025', '2026'],
    });
    await board.close();

    const page = await freshPage();
    await signIn(page, admin.email, admin.password);
    await page.goto(ROUTES.adminUsers);
    await page.getByText(resident.email).first().waitFor();
    await page.goto(ROUTES.adminHoaAccounts);
    await page.getByText('12 Cache Lane').first().waitFor();

    // Before: the cache holds what the admin read (the test can see a leak when there is one).
    await expect
      .poll(async () => Object.values(await indexedDbContents(page)).join(''))
      .toContain(resident.email);

    await page.goto(ROUTES.home);
    await page.locator('#home').getByRole('button', { name: 'Sign Out' }).click();
    await page.getByText('You have been successfully signed out.').first().waitFor();

    await expect.poll(() => firestoreDatabases(page), { timeout: 20_000 }).toEqual([]);
    const left = Object.values(await indexedDbContents(page)).join('\n');
    for (const secret of [resident.email, admin.email, admin.uid, resident.lastName, '12 Cache Lane']) {
      expect(left).not.toContain(secret);
    }
    // the balance as a number of its own: what stays (App Check's token, the SDK's heartbeat)
    // carries timestamps such as 1795822848000, whose digits once held '48000'
    expect(left).not.toMatch(/(?<!\d)48000(?!\d)/);
    const webStorage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(webStorage).not.toContain(admin.email);
    expect(webStorage).not.toContain(admin.uid);
    // The service worker's caches hold the app's own files only, never data.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls;
    });
    const origin = new URL(page.url()).origin;
    expect(cached.filter((url) => !url.startsWith(origin))).toEqual([]);
  });

  it('a cache left by a session that ended while the app was closed is deleted at the next visit', async () => {
    const admin = await createTestUser({ admin: true, approved: true });
    const page = await freshPage();
    await signIn(page, admin.email, admin.password);
    await page.goto(ROUTES.adminUsers);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect.poll(() => firestoreDatabases(page)).not.toEqual([]);
    // Auth's own record goes (as when a refresh fails at start), the Firestore cache stays.
    // (Auth keeps the session in localStorage: web/src/lib/firebase/app.ts)
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage))
        if (key.startsWith('firebase:authUser:')) localStorage.removeItem(key);
    });
    const next = await page.context().newPage();
    await page.close();
    await next.goto(ROUTES.home);
    await expect.poll(() => firestoreDatabases(next), { timeout: 20_000 }).toEqual([]);
  });
});

describe('a right taken away ends the open session', () => {
  it('a resident reset to pending is signed out of their open account page, told why', async () => {
    const resident = await createResident('approved');
    await seedOwnedAccount([resident], ['2026']);
    const admin = await createTestUser({ admin: true, approved: true });
    const page = await freshPage();
    await signIn(page, resident.email, resident.password);
    await page.goto(ROUTES.myAccount);
    await page.getByLabel('Current balance $160.00').waitFor();
    // the page keeps a copy of what it showed, for the next visit
    const copies = () =>
      page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('lakeside:last-seen:')));
    await expect.poll(copies).not.toEqual([]);
    // A sign-in in the same second as the revocation would still count (Auth's whole seconds).
    await page.waitForTimeout(1100);

    const board = await clientAs(admin);
    await board.call('setApprovalStatus', { uid: resident.uid, status: 'pending' });
    await board.close();

    await page.waitForURL((url) => url.pathname === ROUTES.auth, { timeout: 20_000 });
    await page.getByText(SESSION_TEXTS.revoked).waitFor();
    await expect.poll(() => firestoreDatabases(page), { timeout: 20_000 }).toEqual([]);
    await expect.poll(copies).toEqual([]);
  });
});
