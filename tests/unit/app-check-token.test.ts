// The emulators' App Check token (domain appCheck.ts): an unsigned JWT the Functions emulator
// decodes as a real one, its subject the app id.
import { emulatorAppCheckToken } from '@lakeside/domain';
import { describe, expect, it } from 'vitest';

// firebase-functions' own test for a JWT's shape (common/providers/https.js)
const JWT_SHAPE = /^[a-zA-Z0-9\-_=]+?\.[a-zA-Z0-9\-_=]+?\.([a-zA-Z0-9\-_=]+)?$/;

const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;

describe('emulatorAppCheckToken', () => {
  it('is an unsigned JWT naming the app, living an hour', () => {
    const now = 1_790_000_000_123;
    const { token, expireTimeMillis } = emulatorAppCheckToken('demo-app-id', 'demo-lakeside', now);
    expect(token).toMatch(JWT_SHAPE);
    const [header, payload, signature] = token.split('.');
    expect(decode(header!)).toEqual({ alg: 'none', typ: 'JWT' });
    expect(decode(payload!)).toEqual({
      sub: 'demo-app-id',
      aud: ['projects/demo-lakeside'],
      iss: 'lakeside-emulator',
      iat: 1_790_000_000,
      exp: 1_790_003_600,
    });
    expect(signature).toBe('');
    expect(expireTimeMillis).toBe(1_790_003_600_000);
  });

  it('encodes every length of app id exactly (base64url without padding)', () => {
    for (const appId of ['a', 'ab', 'abc', 'abcd', '1:123456789:web:abcdef0123', 'x'.repeat(97)]) {
      const payload = emulatorAppCheckToken(appId, 'p', 0).token.split('.')[1]!;
      expect(payload).toBe(
        Buffer.from(Buffer.from(payload, 'base64url').toString('utf8')).toString('base64url'),
      );
      expect(decode(payload)).toMatchObject({ sub: appId });
    }
  });
});
