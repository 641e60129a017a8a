// The public landing page: sections and anchors, the hero, the mobile menu, the
// document buttons' states, accessibility and layout stability. The contact form has its own
// file (landing-contact.test.ts), the service worker too (pwa.test.ts).
import { OFFICIAL_DOCUMENTS } from '@lakeside/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { ANNOUNCEMENTS, EVENTS, OFFICERS, PROJECTS, SPONSORS } from '../../web/src/features/landing/content';
import { axeViolations } from '../support/axe';
import { signIn, useChromium, useSignedIn, type Page } from '../support/browser';
import { layoutShifts, recordLayoutShifts } from '../support/layoutShifts';
import { createTestUser, type TestUser } from '../support/users';

// The landing page's tests are about the page, not the service worker: without it every
// context starts from the network, as a first visit does.
const freshPage = useChromium({ serviceWorkers: 'block' });
const signedInPage = useSignedIn(freshPage);
/** signed in, not yet approved: the tests that only need someone signed in share them */
let member: TestUser;

beforeAll(async () => {
  member = await createTestUser();
});

/** Opens / and waits until the first auth answer has arrived (Login, or the welcome line). */
async function openLanding(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: 'Lakeside HOA' }).waitFor();
  await page
    .locator('#rules')
    .getByRole('button')
    .first()
    .filter({ hasNotText: 'Checking access' })
    .waitFor();
}

// Spec §2: the eight anchors, in this order.
const ANCHORS = ['home', 'officers', 'events', 'projects', 'announcements', 'rules', 'sponsors', 'contact'];

// Spec §2: the quick-reference rules, word for word.
const QUICK_RULES = [
  'quiet hours 10 PM-7 AM',
  'no overnight street parking',
  'pets leashed in common areas',
  'speed limit 15 mph',
  'trash pickup Tuesdays and Fridays',
  'lake hours 6 AM-10 PM',
  'land behind lakefront homes is private',
];

/** Top of an element relative to the viewport, and the bottom of the sticky navigation. */
function positions(page: Page, id: string) {
  return page.evaluate((sectionId) => {
    const section = document.getElementById(sectionId)!;
    const nav = document.querySelector('nav[aria-label="Sections"]')!;
    return {
      top: section.getBoundingClientRect().top,
      navBottom: nav.getBoundingClientRect().bottom,
      viewport: window.innerHeight,
    };
  }, id);
}

/** Waits until the section's top sits just below the sticky navigation (an anchor jump). */
async function waitUntilScrolledTo(page: Page, id: string): Promise<void> {
  await page.waitForFunction((sectionId) => {
    const section = document.getElementById(sectionId);
    const nav = document.querySelector('nav[aria-label="Sections"]');
    if (!section || !nav) return false;
    const top = section.getBoundingClientRect().top;
    return top >= nav.getBoundingClientRect().bottom - 1 && top < window.innerHeight / 2;
  }, id);
}

describe('landing page content', () => {
  it('has every section, each anchored in the sticky navigation, in the spec order', async () => {
    const page = await freshPage();
    await openLanding(page);
    const nav = page.getByRole('navigation', { name: 'Sections' });
    const hrefs = await nav
      .locator('ul')
      .first()
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(ANCHORS.map((id) => `#${id}`));
    const sectionIds = await page
      .locator('main section[id]')
      .evaluateAll((sections) => sections.map((s) => s.id));
    expect(sectionIds).toEqual(ANCHORS);
    for (const id of ANCHORS) {
      // every section is a region named by its heading
      await expect(page.locator(`#${id}`).getAttribute('aria-labelledby')).resolves.toBe(`${id}-heading`);
    }
    await expect(nav.evaluate((element) => getComputedStyle(element).position)).resolves.toBe('sticky');
    await page.context().close();
  });

  it('lists the officers, events, projects, announcements and sponsors with their details', async () => {
    const page = await freshPage();
    await openLanding(page);

    const officers = page.locator('#officers li');
    await expect(officers.count()).resolves.toBe(4);
    for (const officer of OFFICERS) {
      const card = officers.filter({ hasText: officer.name });
      await expect(card.textContent()).resolves.toContain(officer.position);
      await expect(card.getByRole('link', { name: officer.email }).getAttribute('href')).resolves.toBe(
        `mailto:${officer.email}`,
      );
      await expect(card.getByRole('link', { name: officer.phone }).getAttribute('href')).resolves.toMatch(
        /^tel:\+1\d{10}$/,
      );
    }

    const events = page.locator('#events li');
    await expect(events.count()).resolves.toBe(2);
    for (const event of EVENTS) {
      const text = await events.filter({ hasText: event.title }).textContent();
      for (const part of [event.time, event.location, event.description]) expect(text).toContain(part);
      expect(text).toMatch(/(Upcoming|Registration open|Cancelled)/);
    }

    const projects = page.locator('#projects li');
    await expect(projects.count()).resolves.toBe(4);
    const statuses = await projects.evaluateAll((cards) => cards.map((card) => card.textContent ?? ''));
    for (const status of ['Planning', 'In progress', 'Completed']) {
      expect(statuses.some((text) => text.includes(status))).toBe(true);
    }
    for (const project of PROJECTS) {
      const card = projects.filter({ hasText: project.title });
      // the bar is named by the project and announces its value
      const bar = card.getByRole('progressbar', { name: project.title });
      await expect(bar.getAttribute('aria-valuenow')).resolves.toBe(String(project.progress));
      await expect(bar.getAttribute('aria-valuemin')).resolves.toBe('0');
      await expect(bar.getAttribute('aria-valuemax')).resolves.toBe('100');
      await expect(bar.getAttribute('aria-valuetext')).resolves.toBe(`${project.progress}% complete`);
      const text = await card.textContent();
      expect(text).toContain(project.timeline);
      expect(text).toMatch(/Budget\$[\d,]+\.\d\d/);
    }

    const announcements = page.locator('#announcements li');
    await expect(announcements.count()).resolves.toBe(4);
    const announcementTexts = await announcements.evaluateAll((cards) =>
      cards.map((card) => card.textContent ?? ''),
    );
    for (const type of ['Info', 'Celebration', 'Reminder', 'Important']) {
      expect(announcementTexts.some((text) => text.startsWith(type))).toBe(true);
    }
    for (const priority of ['High priority', 'Medium priority', 'Low priority']) {
      expect(announcementTexts.some((text) => text.includes(priority))).toBe(true);
    }
    for (const announcement of ANNOUNCEMENTS) {
      expect(announcementTexts.some((text) => text.includes(announcement.title))).toBe(true);
    }

    const sponsors = page.locator('#sponsors ul > li');
    await expect(sponsors.count()).resolves.toBe(4);
    for (const sponsor of SPONSORS)
      await expect(sponsors.filter({ hasText: sponsor.name }).count()).resolves.toBe(1);
    await page.locator('#sponsors').getByRole('heading', { name: 'Become a sponsor' }).waitFor();
    await page.context().close();
  });

  it('shows the three official documents and the seven quick-reference rules word for word', async () => {
    const page = await freshPage();
    await openLanding(page);
    const documents = page.locator('#rules ul').first().locator(':scope > li');
    await expect(documents.count()).resolves.toBe(3);
    for (const document of OFFICIAL_DOCUMENTS) {
      const text = await documents.filter({ hasText: document.title }).textContent();
      expect(text).toContain(document.description);
      expect(text).toContain(document.fileName);
      expect(text).toContain(`Pages${document.pages}`);
      expect(text).toMatch(/Last updated\w+ \d{1,2}, \d{4}/);
    }
    const rules = await page
      .getByRole('heading', { name: 'Quick reference' })
      .locator('xpath=following-sibling::ul[1]/li')
      .allTextContents();
    expect(rules).toEqual(QUICK_RULES);
    await page.context().close();
  });

  it('has contact details and a footer with the address, quick links and emergency contacts', async () => {
    const page = await freshPage();
    await openLanding(page);
    const contact = page.locator('#contact');
    await expect(contact.getByRole('link', { name: /@/ }).first().getAttribute('href')).resolves.toMatch(
      /^mailto:/,
    );
    await expect(
      contact
        .getByRole('link', { name: /\(\d{3}\) \d{3}-\d{4}/ })
        .first()
        .getAttribute('href'),
    ).resolves.toMatch(/^tel:/);
    const footer = page.locator('footer');
    await expect(footer.locator('address').textContent()).resolves.toMatch(/\d+ .+ TN \d{5}/);
    const quickLinks = footer.getByRole('navigation', { name: 'Quick links' }).getByRole('link');
    await expect(quickLinks.count()).resolves.toBeGreaterThanOrEqual(7);
    await footer.getByRole('heading', { name: 'Emergency contacts' }).waitFor();
    await expect(footer.getByRole('link', { name: '911' }).getAttribute('href')).resolves.toBe('tel:911');
    await page.context().close();
  });
});

describe('hero', () => {
  it('offers Login and Register to /auth, and its two buttons jump to their sections', async () => {
    const page = await freshPage();
    await openLanding(page);
    const hero = page.locator('#home');
    await expect(hero.getByRole('link', { name: 'Login' }).getAttribute('href')).resolves.toBe('/auth');
    await expect(hero.getByRole('link', { name: 'Register' }).getAttribute('href')).resolves.toBe('/auth');

    await hero.getByRole('link', { name: 'Latest Updates' }).click();
    await waitUntilScrolledTo(page, 'announcements');
    expect(new URL(page.url()).hash).toBe('#announcements');
    // keyboard users continue from the section they jumped to
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('announcements');

    await page.goto('/');
    await hero.getByRole('link', { name: 'Contact Management' }).click();
    await waitUntilScrolledTo(page, 'contact');

    await page.goto('/');
    await hero.getByRole('link', { name: 'Register' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    await page.context().close();
  });

  it('welcomes a signed-in user by email, and Sign Out says so', async () => {
    const user = await createTestUser();
    const page = await freshPage();
    await signIn(page, user.email, user.password);
    const hero = page.locator('#home');
    await hero.getByText(`Welcome back, ${user.email}`).waitFor();
    await expect(hero.getByRole('link', { name: 'Login' }).count()).resolves.toBe(0);

    await hero.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByText('Signed out', { exact: true }).waitFor();
    await page.getByText('You have been successfully signed out.', { exact: true }).waitFor();
    await hero.getByRole('link', { name: 'Login' }).waitFor();
    await page.context().close();
  });

  it('scrolls to the section named in the address on a first visit', async () => {
    const page = await freshPage();
    await page.goto('/#rules');
    await waitUntilScrolledTo(page, 'rules');
    const { top, navBottom } = await positions(page, 'rules');
    expect(top).toBeGreaterThanOrEqual(navBottom - 1);
    await page.context().close();
  });
});

describe('document buttons (spec §4)', () => {
  const documentButtons = (page: Page) => page.locator('#rules').getByRole('button');

  it("say 'Login Required' and are disabled for a signed-out visitor", async () => {
    const page = await freshPage();
    await openLanding(page);
    const buttons = documentButtons(page);
    await expect(buttons.count()).resolves.toBe(3);
    for (const button of await buttons.all()) {
      await expect(button.textContent()).resolves.toBe('Login Required');
      await expect(button.isDisabled()).resolves.toBe(true);
    }
    await page.locator('#rules').getByText('Please log in to download documents.').waitFor();
    await page.context().close();
  });

  it("say 'Approval Pending' and are disabled for a signed-in user who is not approved", async () => {
    const page = await signedInPage(member);
    await documentButtons(page).first().filter({ hasText: 'Approval Pending' }).waitFor();
    for (const button of await documentButtons(page).all()) {
      await expect(button.textContent()).resolves.toBe('Approval Pending');
      await expect(button.isDisabled()).resolves.toBe(true);
    }
    await page.context().close();
  });

  it("say 'Download Document' and are enabled for an approved resident", async () => {
    const user = await createTestUser({ approved: true });
    const page = await signedInPage(user);
    await documentButtons(page).first().filter({ hasText: 'Download Document' }).waitFor();
    for (const button of await documentButtons(page).all()) {
      await expect(button.textContent()).resolves.toBe('Download Document');
      await expect(button.isEnabled()).resolves.toBe(true);
    }
    await page.context().close();
  });
});

describe('mobile menu at 375 px', () => {
  it('opens, jumps to a section and closes; works from the keyboard; Escape closes it', async () => {
    const page = await freshPage({ viewport: { width: 375, height: 740 } });
    await openLanding(page);
    const nav = page.getByRole('navigation', { name: 'Sections' });
    const menu = nav.getByRole('button', { name: 'Menu' });
    // the inline links are folded away; only the menu button shows
    await expect(nav.getByRole('link', { name: 'Officers' }).count()).resolves.toBe(0);
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false');

    await menu.click();
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('true');
    const links = nav.getByRole('link').filter({ hasNotText: 'Lakeside HOA' });
    await expect(links.count()).resolves.toBe(8);
    await nav.getByRole('link', { name: 'Projects' }).click();
    await waitUntilScrolledTo(page, 'projects');
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(nav.getByRole('link', { name: 'Projects' }).count()).resolves.toBe(0);

    // keyboard: Enter opens, Tab walks into the links, Escape closes and returns to the button
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Home');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Officers');
    await page.keyboard.press('Escape');
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(menu.evaluate((button) => button === document.activeElement)).resolves.toBe(true);

    // Enter on a link follows it
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Events');
    await page.keyboard.press('Enter');
    await waitUntilScrolledTo(page, 'events');
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false');
    await page.context().close();
  });
});

describe('accessibility', () => {
  it('has a skip link as the first Tab stop, landing on the page heading', async () => {
    const page = await freshPage();
    await openLanding(page);
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
      'Skip to main content',
    );
    await page.keyboard.press('Enter');
    await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.toBe('H1');
    // the next Tab stop is in the hero, past the section navigation
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Login');
    await page.context().close();
  });

  it('has one <h1>, headings that never skip a level, and landmarks', async () => {
    const page = await freshPage();
    await openLanding(page);
    const levels = await page
      .locator('h1, h2, h3, h4, h5, h6')
      .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
    await expect(page.getByRole('main').count()).resolves.toBe(1);
    await expect(page.getByRole('navigation', { name: 'Sections' }).count()).resolves.toBe(1);
    await page.context().close();
  });

  it('axe finds no violations on / (with the contact form loaded), also at 375 px with the menu open', async () => {
    const page = await freshPage();
    await openLanding(page);
    await page.locator('#contact').scrollIntoViewIfNeeded();
    await page.getByLabel('First name').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: 'Officers' })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('axe finds no violations on / for a signed-in user', async () => {
    const page = await signedInPage(member);
    await page.locator('#home').getByRole('button', { name: 'Sign Out' }).waitFor();
    await page.getByRole('navigation', { name: 'Sidebar' }).waitFor();
    // Toasts are left out: Fluent's toaster keeps focus sentinels and sits outside the
    // landmarks while one is shown (e.g. the sign-in welcome), and it goes on its own.
    await page.locator('.fui-Toast').first().waitFor({ state: 'detached' });
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('axe finds no violations on the 404 page', async () => {
    const page = await freshPage();
    await page.goto('/no-such-page');
    await page.getByText('Oops! Page not found').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('layout stability', () => {
  it('does not shift while loading: no layout shifts, every image has its size', async () => {
    const page = await freshPage({ viewport: { width: 412, height: 823 } });
    await recordLayoutShifts(page);
    await openLanding(page);
    // fonts and the first auth answer are in: whatever could move the page has happened
    await page.evaluate(() => document.fonts.ready);
    const shifts = await layoutShifts(page);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
    const unsized = await page
      .locator('img')
      .evaluateAll(
        (images) =>
          images.filter((image) => !image.getAttribute('width') || !image.getAttribute('height')).length,
      );
    expect(unsized).toBe(0);
    await page.context().close();
  });
});

describe('polish', () => {
  /** How many officer cards sit on each row, top to bottom. */
  const officerRows = (page: Page) =>
    page.locator('#officers li').evaluateAll((cards) => {
      const rows = new Map<number, number>();
      for (const card of cards) {
        const top = Math.round(card.getBoundingClientRect().top);
        rows.set(top, (rows.get(top) ?? 0) + 1);
      }
      return [...rows.entries()].sort(([a], [b]) => a - b).map(([, count]) => count);
    });

  it('lays the officers out without a lone card, whatever the width, the sidebar open or not', async () => {
    expect(OFFICERS).toHaveLength(4);
    for (const [width, rows] of [
      [1280, [4]],
      [900, [2, 2]],
      [390, [1, 1, 1, 1]],
    ] as const) {
      const page = await freshPage({ viewport: { width, height: 900 } });
      await openLanding(page);
      await expect(officerRows(page)).resolves.toEqual(rows);
      await page.context().close();
    }
    // signed in, the sidebar takes 16rem of 1280 px: two by two, not three and one
    const page = await signedInPage(member, { viewport: { width: 1280, height: 900 } });
    await page.locator('#officers li').first().waitFor();
    // the signed-in chrome (its sidebar) loads after the page's own content: judge the settled
    // layout (a loaded CI run once measured one row of four before the sidebar was in)
    await expect.poll(() => officerRows(page), { timeout: 10_000 }).toEqual([2, 2]);
    await page.context().close();
  });

  it('has card headings without stray margins and file names that wrap only at their seams (390 px)', async () => {
    const page = await freshPage({ viewport: { width: 390, height: 844 } });
    await openLanding(page);
    const margins = await page
      .locator('#events h3, #projects h3')
      .evaluateAll((headings) =>
        headings.map((h) => getComputedStyle(h).marginTop + ' ' + getComputedStyle(h).marginBottom),
      );
    expect(margins.length).toBe(EVENTS.length + PROJECTS.length);
    expect(new Set(margins)).toEqual(new Set(['0px 0px']));
    // no file name breaks inside its extension ('bylaws.pd' / 'f'), nor before it ('.pdf' alone
    // on a line): '.pdf' and the character before it sit on one line
    const names = page.locator('#rules dd').filter({ hasText: /\.pdf$/ });
    await expect(names.count()).resolves.toBe(OFFICIAL_DOCUMENTS.length);
    const splitEndings = await names.evaluateAll((cells) =>
      cells
        .filter((cell) => {
          const last = Array.from(cell.childNodes).at(-1)!;
          const range = document.createRange();
          range.setStart(last, last.textContent!.length - 'x.pdf'.length);
          range.setEnd(last, last.textContent!.length);
          return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size !== 1;
        })
        .map((cell) => cell.textContent),
    );
    expect(splitEndings).toEqual([]);
    await page.context().close();
  });

  it('lines the footer copyright up with the footer columns, at 1280 and 390 px', async () => {
    for (const width of [1280, 390]) {
      const page = await freshPage({ viewport: { width, height: 800 } });
      await openLanding(page);
      const copyright = page.locator('footer > p');
      await copyright.waitFor();
      const edges = await copyright.evaluate((line) => {
        const textStart = line.getBoundingClientRect().left + parseFloat(getComputedStyle(line).paddingLeft);
        const column = line.previousElementSibling!.firstElementChild!.getBoundingClientRect().left;
        return { width: window.innerWidth, offset: Math.round(textStart - column) };
      });
      expect(edges).toEqual({ width, offset: 0 });
      await page.context().close();
    }
  });

  it('carries the brand on the sign-in page, leading home', async () => {
    const page = await freshPage({ viewport: { width: 390, height: 844 } });
    await page.goto('/auth');
    const brand = page.getByRole('link', { name: 'Lakeside HOA' });
    await brand.click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.context().close();
  });
});
