import type { Page } from './browser';

/** The app's script files the page has fetched so far, by chunk name (without the build's hash). */
export const loadedScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js'))
      .map((name) => (name.split('/').pop() ?? '').replace(/-[\w-]{8}\.js$/, '')),
  );
