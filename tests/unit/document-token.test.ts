import { describe, expect, it } from 'vitest';
import { DOCUMENT_LINK_TTL_SECONDS } from '@lakeside/domain';
import {
  CLOCK_SKEW_SECONDS,
  signDocumentToken,
  verifyDocumentToken,
} from '../../functions/src/documents/token';

// The download link's token, with the clock injected: valid until its expiry, then not.
describe('document link token', () => {
  const secret = 'test-secret';
  const claims = { name: 'lakeside-hoa-bylaws.pdf', uid: 'resident-1', exp: 1_000_300 };
  const token = signDocumentToken(secret, claims);

  it('is valid before its expiry, with its claims', () => {
    expect(verifyDocumentToken(secret, token, 1_000_000)).toEqual({ ok: true, claims });
    expect(verifyDocumentToken(secret, token, 1_000_299)).toEqual({ ok: true, claims });
  });

  it('has expired from its expiry second on', () => {
    expect(verifyDocumentToken(secret, token, 1_000_300)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyDocumentToken(secret, token, 2_000_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('is invalid with another secret, or with any change to it', () => {
    expect(verifyDocumentToken('other', token, 1_000_000)).toEqual({ ok: false, reason: 'invalid' });
    const [payload, signature] = token.split('.');
    const longer = Buffer.from(JSON.stringify({ ...claims, exp: 9_999_999 })).toString('base64url');
    expect(verifyDocumentToken(secret, `${longer}.${signature}`, 1_000_000).ok).toBe(false);
    expect(verifyDocumentToken(secret, `${payload}.${signature}x`, 1_000_000).ok).toBe(false);
    expect(verifyDocumentToken(secret, `${payload}`, 1_000_000).ok).toBe(false);
    expect(verifyDocumentToken(secret, `${token}.extra`, 1_000_000).ok).toBe(false);
    expect(verifyDocumentToken(secret, '', 1_000_000).ok).toBe(false);
  });

  it('is invalid when its expiry lies further away than a link lives (plus clock skew)', () => {
    const now = 1_000_000;
    const at = (exp: number) =>
      verifyDocumentToken(secret, signDocumentToken(secret, { ...claims, exp }), now);
    const furthest = now + DOCUMENT_LINK_TTL_SECONDS + CLOCK_SKEW_SECONDS;
    expect(at(furthest).ok).toBe(true);
    expect(at(furthest + 1)).toEqual({ ok: false, reason: 'invalid' });
    expect(at(now + 10 * 365 * 24 * 3600)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('is invalid when correctly signed but missing a claim', () => {
    const signed = signDocumentToken(secret, { name: 'x.pdf' } as never);
    expect(verifyDocumentToken(secret, signed, 0)).toEqual({ ok: false, reason: 'invalid' });
  });
});
