import type { Page } from './browser';

// Layout shifts as the browser reports them (the layout-shift entries behind CLS), for tests that
// hold a page to "nothing on screen moves".

type ShiftWindow = { layoutShifts: number[] };

/** From the page's next load on, notes the value of every layout shift not caused by input. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as ShiftWindow).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts recorded so far on the page's current load. */
export function layoutShifts(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as ShiftWindow).layoutShifts);
}
