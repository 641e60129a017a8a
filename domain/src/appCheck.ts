// Firebase App Check on the emulators. Every callable enforces App Check. In
// production the web app proves itself with reCAPTCHA Enterprise and the functions verify the
// token with Google. Offline nothing can reach Google, and the Functions emulator decodes an
// App Check token without verifying it (while still refusing a call without one), so the
// emulator builds and the tests send this unsigned token. Production never accepts it.

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Base64url without padding, of an ASCII string (JSON here), as a JWT's parts are written. */
function base64url(ascii: string): string {
  let out = '';
  for (let i = 0; i < ascii.length; i += 3) {
    const [a, b, c] = [ascii.charCodeAt(i), ascii.charCodeAt(i + 1), ascii.charCodeAt(i + 2)];
    const bits = (a << 16) | ((b || 0) << 8) | (c || 0);
    const chars = i + 1 >= ascii.length ? 2 : i + 2 >= ascii.length ? 3 : 4;
    for (let k = 0; k < chars; k++) out += BASE64URL[(bits >> (18 - 6 * k)) & 63];
  }
  return out;
}

/** How long the emulator token lives; the SDK asks for a new one before it expires. */
const EMULATOR_TOKEN_SECONDS = 3600;

/**
 * An App Check token for the emulators: an unsigned JWT whose subject is the Firebase app id
 * (the emulator reads the app id from `sub`). Shaped like a real token otherwise.
 */
export function emulatorAppCheckToken(
  appId: string,
  projectId: string,
  nowMillis: number,
): { token: string; expireTimeMillis: number } {
  const iat = Math.floor(nowMillis / 1000);
  const exp = iat + EMULATOR_TOKEN_SECONDS;
  const header = base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({ sub: appId, aud: [`projects/${projectId}`], iss: 'lakeside-emulator', iat, exp }),
  );
  return { token: `${header}.${payload}.`, expireTimeMillis: exp * 1000 };
}
