// How My HOA Account starts, kept true in Chromium (its speed is
// measured by `npm run bench:account`, not here): while the session is restored the page shows
// what it last showed this resident (kept in localStorage, gone at sign-out), or else its frame;
// it keeps the Functions SDK and the payment form off its first screen until they are used; and
// the session lives in localStorage (Auth's IndexedDB store cost every reload ~150 ms).
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { answerCallable } from '../support/answerCallable';
import { signIn, useChromium, type Page } from '../support/browser';
import { hostingUrl } from '../support/emulators';
import { holdRequests } from '../support/holdRequests';
import { layoutShifts, recordLayoutShifts } from '../support/layoutShifts';
import { loadedScripts } from '../support/loadedScripts';
import { seedOwnedAccount } from '../support/payments';
import { adminDb, createResident } from '../support/users';
import { MY_ACCOUNT_TEXTS } from '../../web/src/features/hoaAccounts/texts';
import { PAYMENTS_UI_TEXTS as M } from '../../web/src/features/payments/texts';

// Callables are answered in the page, so no service worker (see answerCallable).
const freshPage = useChromium({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });

/** An approved resident owing `yearsOwed` on a property of their own, signed in, on My HOA Account. */
async function ownerOnMyAccount(yearsOwed: string[]) {
  const owner = await createResident('approved');
  const account = await seedOwnedAccount([owner], yearsOwed);
  const page = await freshPage();
  await signIn(page, owner.email, owner.password);
  await page.goto('/my-account');
  return { owner, page, ...account };
}

/**
 * Whether Firestore in the page has had the server's answer to its query of each collection:
 * its cache keeps each query (a target), with the time of the server's answer once there is one.
 */
function answered(page: Page, collections: string[]): Promise<boolean> {
  return page.evaluate(async (collections) => {
    const name = (await indexedDB.databases()).find((found) => found.name?.startsWith('firestore/'))?.name;
    if (!name) return false;
    const request = indexedDB.open(name);
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      const read = db.transaction('targets').objectStore('targets').getAll();
      const targets = await new Promise<{ canonicalId: string; readTime: { seconds: number } }[]>(
        (resolve, reject) => {
          read.onsuccess = () => resolve(read.result);
          read.onerror = () => reject(read.error);
        },
      );
      return collections.every((collection) =>
        targets.some(
          (target) => target.canonicalId.startsWith(`${collection}|`) && target.readTime.seconds > 0,
        ),
      );
    } finally {
      db.close();
    }
  }, collections);
}

describe('My HOA Account’s first screen', () => {
  it('shows the balance without the Functions SDK, which loads when Pay is pressed', async () => {
    const { page } = await ownerOnMyAccount(['2025', '2026']);
    await page.getByLabel('Current balance $320.00').waitFor();
    const card = page.getByRole('region', { name: M.makePayment });
    await card.getByRole('checkbox', { name: '2025' }).check();
    // the whole page is there, payment form included, and still no Functions SDK
    expect(await loadedScripts(page)).toContain('MakePaymentCard');
    expect(await loadedScripts(page)).not.toContain('functionsClient');

    const calls = await answerCallable(page, 'createHoaPayment', {
      status: 200,
      body: { result: { url: `${hostingUrl}/?checkout=test`, paymentId: 'p1', invoiceNumber: 'INV-1' } },
    });
    const tab = page.context().waitForEvent('page');
    await card.getByRole('button', { name: M.pay }).click();
    await tab;
    // the SDK is fetched first, then the call goes out
    await expect.poll(() => calls.length).toBe(1);
    expect(await loadedScripts(page)).toContain('functionsClient');
    await page.context().close();
  });

  /** Holds Auth's round trip (accounts:lookup) on the next load: the session stays restoring. */
  const holdAuth = (page: Page) => holdRequests(page, '**/accounts:lookup*');

  const COPY_KEY = 'lakeside:last-seen:my-hoa-account';
  /** The kept copy of the page as stored, or null when there is none. */
  const storedCopy = (page: Page) => page.evaluate((key) => localStorage.getItem(key), COPY_KEY);
  const loadingOutlines = (page: Page) =>
    page.getByRole('status').filter({ hasText: MY_ACCOUNT_TEXTS.loadingProperties });

  it('adds no preload link for the code it loads after the start: only index.html’s own are in the page', async () => {
    // A link per chunk, added by script, was Lighthouse's longest task
    const { page } = await ownerOnMyAccount(['2026']);
    await page.getByRole('region', { name: M.makePayment }).getByRole('checkbox', { name: '2026' }).waitFor();
    expect(await loadedScripts(page)).toEqual(
      expect.arrayContaining(['LiveOwnedProperties', 'MakePaymentCard']),
    );
    // index.html's own: its <link>s and those its boot script adds for the page at the address
    const indexHtml = await (await page.request.get('/my-account')).text();
    const bootData = /<script type="application\/json" id="boot-data">([^<]*)<\/script>/.exec(indexHtml);
    expect(bootData).not.toBeNull();
    const { pages } = JSON.parse(bootData![1]!) as { pages: Record<string, string[]> };
    const linksInIndexHtml =
      (indexHtml.match(/<link rel="modulepreload"/g)?.length ?? 0) + (pages['/my-account']?.length ?? 0);
    await expect(page.locator('link[rel=modulepreload]').count()).resolves.toBe(linksInIndexHtml);
    await page.context().close();
  });

  it('shows its title and card outlines, named for screen readers, while the session is restored', async () => {
    const { page } = await ownerOnMyAccount(['2026']);
    await page.getByLabel('Current balance $160.00').waitFor();

    // no copy of the last screen (a first visit on this device)
    await page.evaluate((key) => localStorage.removeItem(key), COPY_KEY);
    const release = await holdAuth(page);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'My HOA Account' }).waitFor();
    await loadingOutlines(page).waitFor();
    await expect(page.getByLabel(/Current balance/).count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    release();
    await page.getByLabel('Current balance $160.00').waitFor();
    await expect(loadingOutlines(page).count()).resolves.toBe(0);
    await page.context().close();
  });

  it('shows what it last showed while the session is restored, then the live account, and offers Pay only then', async () => {
    const { owner, page, propertyId, street } = await ownerOnMyAccount(['2025', '2026']);
    await page.getByLabel('Current balance $320.00').waitFor();
    await page.getByRole('region', { name: M.makePayment }).waitFor();
    await expect.poll(() => storedCopy(page).then((copy) => copy ?? '')).toContain(owner.uid);

    // the board settles a year while the resident is on another page
    await page.goto('/');
    await adminDb()
      .collection('hoaAccounts')
      .doc(propertyId)
      .update({ balanceCents: 16000, yearsOwed: ['2026'], oldestYearOwed: '2026' });
    const release = await holdAuth(page);
    await page.goto('/my-account');
    // Auth has not answered: the last screen, its balance and address, and no payment form yet
    await page.getByLabel('Current balance $320.00').waitFor();
    await expect(page.getByText(street, { exact: false }).count()).resolves.toBeGreaterThan(0);
    await expect(page.getByRole('region', { name: M.makePayment }).count()).resolves.toBe(0);
    await expect(loadingOutlines(page).count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    release();
    // the live account replaces it, the payment form comes, and the new figures are kept
    await page.getByLabel('Current balance $160.00').waitFor();
    await page.getByRole('region', { name: M.makePayment }).waitFor();
    await expect.poll(() => storedCopy(page).then((copy) => copy ?? '')).toContain('"balanceCents":16000');
    await page.context().close();
  });

  it('never shows a copy to another user, nor once the session has ended', async () => {
    const { owner, page } = await ownerOnMyAccount(['2026']);
    await page.getByLabel('Current balance $160.00').waitFor();
    await expect.poll(() => storedCopy(page).then((copy) => copy !== null)).toBe(true);

    // a copy under another uid (a copy left from someone else) is not shown
    await page.evaluate((key) => {
      const copy = JSON.parse(localStorage.getItem(key)!) as { uid: string };
      localStorage.setItem(key, JSON.stringify({ ...copy, uid: 'someone-else' }));
    }, COPY_KEY);
    const release = await holdAuth(page);
    await page.reload();
    await loadingOutlines(page).waitFor();
    await expect(page.getByLabel(/Current balance/).count()).resolves.toBe(0);
    release();
    await page.getByLabel('Current balance $160.00').waitFor();

    // the session ends while the app is closed (its record gone): at the next start the copy goes
    await expect.poll(() => storedCopy(page).then((copy) => copy ?? '')).toContain(owner.uid);
    // (on a file of the site, not the app, which would write its session back)
    await page.goto('/favicon.svg');
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage))
        if (key.startsWith('firebase:authUser:')) localStorage.removeItem(key);
    });
    await page.goto('/my-account');
    await page.waitForURL((url) => url.pathname === '/auth');
    await expect.poll(() => storedCopy(page)).toBeNull();
    await page.context().close();
  });

  it('is in index.html: its frame shows before any script has run, and only at its address', async () => {
    const page = await freshPage();
    // the app's code never arrives
    await page.route('**/assets/index-*.js', () => new Promise<void>(() => undefined));
    await page.goto('/my-account', { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: 'My HOA Account' }).waitFor();
    await loadingOutlines(page).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto('/auth', { waitUntil: 'commit' });
    await page.locator('#my-account-shell').waitFor({ state: 'attached' });
    await expect(page.getByRole('heading', { name: 'My HOA Account' }).count()).resolves.toBe(0);
    await page.context().close();
  });

  /**
   * An approved owner of one account ($160 owed) and a page without a service worker, so the
   * app's code comes over the network, where a test can hold it.
   */
  async function ownerWithoutServiceWorker() {
    const owner = await createResident('approved');
    await seedOwnedAccount([owner], ['2026']);
    // (this file's pages have no service worker)
    const blocked = await freshPage();
    return { owner, blocked, close: () => blocked.context().close() };
  }

  it('keeps showing that frame, not a spinner, while its code loads', async () => {
    const { owner, blocked, close } = await ownerWithoutServiceWorker();
    await signIn(blocked, owner.email, owner.password);
    const release = await holdRequests(blocked, '**/assets/MyAccountPage-*.js');
    await blocked.goto('/my-account');
    // the session is there (its top bar), the page's code is not: the pre-rendered frame
    await blocked.getByRole('button', { name: `Account: ${owner.email}` }).waitFor();
    await blocked.getByRole('heading', { level: 1, name: 'My HOA Account' }).waitFor();
    await loadingOutlines(blocked).waitFor();
    // (the spinner other pages show while their code loads says just "Loading...")
    await expect(
      blocked
        .getByRole('status')
        .filter({ hasText: /^Loading\.\.\.$/ })
        .count(),
    ).resolves.toBe(0);
    release();
    await blocked.getByLabel('Current balance $160.00').waitFor();
    await expect(blocked.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
    await close();
  });

  it('asks for the resident’s data while Auth signs them in and the app draws, not after', async () => {
    const { owner, blocked, close } = await ownerWithoutServiceWorker();
    const releaseLivePart = await holdRequests(blocked, '**/assets/LiveOwnedProperties-*.js');
    const releaseAuth = await holdAuth(blocked);
    const listens: string[] = [];
    blocked.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('Firestore/Listen/channel'))
        listens.push(decodeURIComponent(request.postData() ?? ''));
    });
    const firestoreCaches = () =>
      blocked.evaluate(
        async () => (await indexedDB.databases()).filter((db) => db.name?.startsWith('firestore/')).length,
      );

    await blocked.goto('/my-account');
    await blocked.waitForURL((url) => url.pathname === '/auth');
    await blocked.getByLabel('Email').fill(owner.email);
    await blocked.getByLabel('Password').fill(owner.password);
    await expect(firestoreCaches()).resolves.toBe(0);
    await blocked.getByRole('button', { name: 'Sign In' }).click();
    // while Auth's answer is on its way, Firestore opens its cache
    await expect.poll(firestoreCaches).toBe(1);
    expect(listens).toEqual([]);
    releaseAuth();
    // signed in: the properties and accounts are asked for while the page's live part is held
    await blocked.waitForURL((url) => url.pathname === '/my-account');
    await expect.poll(() => listens.join('\n')).toContain(`"collectionId":"hoaAccounts"`);
    expect(listens.join('\n')).toContain(`"collectionId":"properties"`);
    await expect(blocked.getByLabel(/Current balance/).count()).resolves.toBe(0);
    releaseLivePart();
    await blocked.getByLabel('Current balance $160.00').waitFor();
    await close();
  });

  it('brings the payment cards and the activity in together, below the balance, so nothing on screen moves', async () => {
    const { owner, blocked, close } = await ownerWithoutServiceWorker();
    await recordLayoutShifts(blocked);
    await signIn(blocked, owner.email, owner.password);
    const releaseForm = await holdRequests(blocked, '**/assets/MakePaymentCard-*.js');
    await blocked.goto('/my-account');
    await blocked.getByLabel('Current balance $160.00').waitFor();
    const outline = blocked.getByRole('status').filter({ hasText: M.loadingPaymentForm });
    await outline.waitFor();
    // once the payments and the years' rates are answered: still the one outline, not the
    // history or the activity that the form would push down when it comes
    await expect.poll(() => answered(blocked, ['payments', 'duesRates'])).toBe(true);
    const history = blocked.getByRole('region', { name: M.paymentHistory });
    const activity = blocked.getByRole('region', { name: MY_ACCOUNT_TEXTS.accountActivity });
    await expect(history.count()).resolves.toBe(0);
    await expect(activity.count()).resolves.toBe(0);
    releaseForm();
    await blocked.getByRole('region', { name: M.makePayment }).waitFor();
    await history.waitFor();
    await activity.waitFor();
    await expect(outline.count()).resolves.toBe(0);
    const shifts = await layoutShifts(blocked);
    expect(shifts).toEqual([]);
    await close();
  });

  it('keeps the session in localStorage, and signing out removes it', async () => {
    const owner = await createResident('approved');
    const page = await freshPage();
    await signIn(page, owner.email, owner.password);
    const sessionKeys = () =>
      page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('firebase:authUser:')));
    await expect(sessionKeys()).resolves.toHaveLength(1);
    // a reload restores it
    await page.goto('/my-account');
    await page.getByRole('heading', { level: 1, name: 'My HOA Account' }).waitFor();
    await page.getByRole('button', { name: `Account: ${owner.email}` }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(sessionKeys).toEqual([]);
    // and the copy of what My HOA Account showed
    await expect
      .poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('lakeside:'))))
      .toEqual([]);
    await page.context().close();
  });
});
