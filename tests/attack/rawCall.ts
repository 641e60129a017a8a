// A callable called as an attacker would: the request body written by hand (keys the client SDK
// could never send, such as `__proto__`), with the caller's real ID token, and any headers
// (e.g. the X-Forwarded-For a proxy in front of the function would add).
import { FUNCTIONS_REGION } from '@lakeside/domain';
import { getAuth } from 'firebase/auth';
import { appCheckToken, type Client } from '../support/client';
import { PROJECT_ID, emulator } from '../support/emulators';

export async function rawCall(
  client: Client,
  name: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; error?: { status: string; message: string } }> {
  const token = await getAuth(client.app).currentUser?.getIdToken();
  const { host, port } = emulator('functions');
  const response = await fetch(`http://${host}:${port}/${PROJECT_ID}/${FUNCTIONS_REGION}/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-firebase-appcheck': appCheckToken(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body,
  });
  const answer = (await response.json()) as { error?: { status: string; message: string } };
  return { status: response.status, error: answer.error };
}
