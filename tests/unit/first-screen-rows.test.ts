import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  FIRST_SCREEN_ROWS,
  useFirstScreenRows,
} from '../../web/src/features/paymentsDesk/hooks/useFirstScreenRows';

// The desk's grid draws the first screen's rows first. renderToString draws the first
// render only (no effects run), which is what the treasurer sees before the rest are drawn; the
// browser test of the page boundaries checks that all 50 are drawn after.
const Rows = ({ rows }: { rows: number[] }) =>
  createElement('ol', null, ...useFirstScreenRows(rows).map((row) => createElement('li', { key: row }, row)));
const drawnRows = (count: number) =>
  (
    renderToString(createElement(Rows, { rows: Array.from({ length: count }, (_, i) => i) })).match(
      /<li>/g,
    ) ?? []
  ).length;

describe('useFirstScreenRows', () => {
  it('draws only the first screen’s rows of a full page at first', () => {
    expect(FIRST_SCREEN_ROWS).toBe(12);
    expect(drawnRows(50)).toBe(FIRST_SCREEN_ROWS);
  });

  it('draws a page that fits the first screen whole', () => {
    expect(drawnRows(FIRST_SCREEN_ROWS)).toBe(FIRST_SCREEN_ROWS);
    expect(drawnRows(3)).toBe(3);
    expect(drawnRows(0)).toBe(0);
  });
});
