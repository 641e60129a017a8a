// After signing in, a visitor returns to the page they were sent away from, but only
// to a page of this app.
import { ROUTES, returnPathAfterSignIn } from '@lakeside/domain';
import { describe, expect, it } from 'vitest';

describe('returnPathAfterSignIn', () => {
  it.each(['/my-account', '/admin/payments?status=pending#list', '/pay/abc?t=xyz', '/receipts/p1'])(
    'returns to %s',
    (from) => {
      expect(returnPathAfterSignIn(from)).toBe(from);
    },
  );

  it.each([
    undefined,
    null,
    42,
    '',
    'my-account',
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    'javascript:alert(1)',
    '/auth',
    '/auth?mode=register',
  ])('goes home instead of %s', (from) => {
    expect(returnPathAfterSignIn(from)).toBe(ROUTES.home);
  });
});
