// Attack review, hole 6: a document link whose token claimed an expiry far in the
// future was served. A link lives DOCUMENT_LINK_TTL_SECONDS (5 minutes): documentFile now
// refuses any token that claims to live longer, even one signed with the right secret (which
// is what a leaked secret, or the emulator's, would let someone make).
import { DOCUMENT_LINK_TTL_SECONDS, OFFICIAL_DOCUMENTS } from '@lakeside/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LINK_INVALID } from '../../functions/src/documents/documentFile';
import { signDocumentToken } from '../../functions/src/documents/token';
import { clientAs, type Client } from '../support/client';
import { requireEmulators } from '../support/emulators';
import { localSecret } from '../support/localSecrets';
import { createResident } from '../support/users';

const NAME = OFFICIAL_DOCUMENTS[0]!.fileName;
let resident: Client;
let fileUrl: URL;

/** The secret the functions emulator signs links with (scripts/functions-env.mjs writes it). */
const emulatorSecret = () => localSecret('DOCUMENT_URL_SECRET');

beforeAll(async () => {
  await requireEmulators();
  const user = await createResident('approved');
  resident = await clientAs(user);
  const { downloadUrl } = await resident.call('downloadDocument', { documentName: NAME });
  fileUrl = new URL(downloadUrl);
});

afterAll(async () => {
  await resident.close();
});

async function fetchWithToken(exp: number) {
  const url = new URL(fileUrl);
  url.searchParams.set('token', signDocumentToken(emulatorSecret(), { name: NAME, uid: 'forger', exp }));
  const response = await fetch(url);
  return { status: response.status, body: response.status === 200 ? '' : await response.text() };
}

it('the link downloadDocument gave works (the baseline)', async () => {
  expect((await fetch(fileUrl)).status).toBe(200);
});

it('a correctly signed token that lives as long as a link is served', async () => {
  const now = Math.floor(Date.now() / 1000);
  expect((await fetchWithToken(now + DOCUMENT_LINK_TTL_SECONDS)).status).toBe(200);
});

it.each([
  ['a day', 24 * 3600],
  ['ten years', 10 * 365 * 24 * 3600],
])('a correctly signed token that claims to live %s is refused (403, nothing served)', async (_, seconds) => {
  const now = Math.floor(Date.now() / 1000);
  expect(await fetchWithToken(now + seconds)).toEqual({ status: 403, body: LINK_INVALID });
});
