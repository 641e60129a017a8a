import { DOCUMENT_LINK_TTL_SECONDS } from '@lakeside/domain';
import { createHmac, timingSafeEqual } from 'node:crypto';

// A download link's token: which document, for whom, until when, signed with HMAC-SHA256.
// Self-contained, so serving a file needs no database read, and the same in the emulator and
// in production (only the secret differs). Shape: base64url(JSON claims) + "." + base64url(MAC).

export interface DocumentTokenClaims {
  /** the document's file name (from the catalogue) */
  name: string;
  /** the uid it was issued to (for the logs; the link itself is the credential) */
  uid: string;
  /** expiry, seconds since the epoch */
  exp: number;
}

function mac(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

export function signDocumentToken(secret: string, claims: DocumentTokenClaims): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

export type TokenCheck =
  { ok: true; claims: DocumentTokenClaims } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * How far past a link's lifetime an expiry may lie: the clock of the instance that signed it may
 * run a little ahead of the one that checks it.
 */
export const CLOCK_SKEW_SECONDS = 60;

/**
 * A token is good only if it could have been issued now: signed, unexpired, and with an expiry
 * no further away than a link lives. A far-future expiry means a token made outside
 * downloadDocument (with a leaked or guessed secret) and is refused as invalid.
 * @param nowSeconds injected so expiry is testable without waiting
 */
export function verifyDocumentToken(secret: string, token: string, nowSeconds: number): TokenCheck {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expected = mac(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'invalid' };
  }
  let claims: Partial<DocumentTokenClaims>;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<DocumentTokenClaims>;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (typeof claims.name !== 'string' || typeof claims.uid !== 'string' || typeof claims.exp !== 'number') {
    return { ok: false, reason: 'invalid' };
  }
  if (nowSeconds >= claims.exp) return { ok: false, reason: 'expired' };
  if (claims.exp > nowSeconds + DOCUMENT_LINK_TTL_SECONDS + CLOCK_SKEW_SECONDS) {
    return { ok: false, reason: 'invalid' };
  }
  return { ok: true, claims: { name: claims.name, uid: claims.uid, exp: claims.exp } };
}
