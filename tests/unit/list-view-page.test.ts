// The board's lists keep the page on screen as it is while more records arrive: the
// desk reads 10,000 payments page by page, and its memoised grid draws again only when the
// records it shows change.
import { describe, expect, it } from 'vitest';
import { samePageOrNext } from '../../web/src/hooks/useListView';

const a = { id: 'a' };
const b = { id: 'b' };
const c = { id: 'c' };

describe('samePageOrNext', () => {
  it('answers the page already shown when the new one holds the same records in the same order', () => {
    const shown = [a, b];
    expect(samePageOrNext(shown, [a, b])).toBe(shown);
    const empty: (typeof a)[] = [];
    expect(samePageOrNext(empty, [])).toBe(empty);
  });

  it('answers the new page when a record, the order or the length differs', () => {
    const shown = [a, b];
    for (const next of [[a, c], [b, a], [a], [a, b, c], [{ ...a }, b]]) {
      expect(samePageOrNext(shown, next)).toBe(next);
    }
  });
});
