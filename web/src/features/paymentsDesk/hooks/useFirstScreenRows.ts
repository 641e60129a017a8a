import { useEffect, useState } from 'react';

/**
 * The rows a 1280 × 800 screen shows of the grid (ten, with two lines a cell), and two more.
 * The grid's first page is 50 rows; drawing all of them was one long task on a slow
 * machine, after the rows had arrived and before any was on the screen.
 */
export const FIRST_SCREEN_ROWS = 12;

/**
 * The rows to draw: the first screen's alone the first time there are rows, then, once the
 * browser has painted them, all of them for good. A treasurer sees the newest payments
 * sooner; the rest are drawn before anything below the fold can be reached.
 */
export function useFirstScreenRows<Row>(rows: readonly Row[]): readonly Row[] {
  const [staged, setStaged] = useState(true);
  const waiting = staged && rows.length > FIRST_SCREEN_ROWS;
  useEffect(() => {
    if (!waiting) return;
    // a frame, then a task: the first rows are painted before the rest are drawn
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setStaged(false));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [waiting]);
  return waiting ? rows.slice(0, FIRST_SCREEN_ROWS) : rows;
}
