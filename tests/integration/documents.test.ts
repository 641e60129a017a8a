// downloadDocument + documentFile through the Functions emulator: who gets a link, and what
// the link serves, for how long. Expiry is tested with tokens signed by the emulator's own
// secret (functions/.secret.local) for a time already past, so nothing waits for a clock.
import {
  DOCUMENT_LINK_TTL_SECONDS,
  DOCUMENT_TEXTS,
  FUNCTIONS_REGION,
  OFFICIAL_DOCUMENTS,
} from '@lakeside/domain';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signDocumentToken } from '../../functions/src/documents/token';
import { clientAs, refusal, type Client } from '../support/client';
import { PROJECT_ID, emulator, requireEmulators } from '../support/emulators';
import { localSecret } from '../support/localSecrets';
import { createTestUser } from '../support/users';

const clients: Client[] = [];
let approved: Client;
let approvedUid: string;
const functions = emulator('functions');
const DOCUMENT_FILE_URL = `http://${functions.host}:${functions.port}/${PROJECT_ID}/${FUNCTIONS_REGION}/documentFile`;

/** The emulator's signing secret, as the functions build wrote it. */
const emulatorSecret = () => localSecret('DOCUMENT_URL_SECRET');

const nowSeconds = () => Math.floor(Date.now() / 1000);
const linkFor = (token: string) => `${DOCUMENT_FILE_URL}?token=${encodeURIComponent(token)}`;

async function downloadUrl(client: Client, documentName: unknown): Promise<string> {
  return (await client.call('downloadDocument', { documentName })).downloadUrl;
}

beforeAll(async () => {
  await requireEmulators();
  const user = await createTestUser({ approved: true });
  approvedUid = user.uid;
  approved = await clientAs(user);
  clients.push(approved);
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
});

describe('downloadDocument refuses', () => {
  const name = OFFICIAL_DOCUMENTS[0]!.fileName;

  it('a signed-out visitor', async () => {
    const client = await clientAs();
    clients.push(client);
    await expect(refusal(downloadUrl(client, name))).resolves.toEqual({
      code: 'functions/unauthenticated',
      message: DOCUMENT_TEXTS.signInRequired,
    });
  });

  it.each([
    ['pending (no approved claim)', {}],
    ['rejected (approved claim false)', { approved: false }],
    ['an admin who is not approved', { admin: true }],
  ])('a %s resident', async (_, claims) => {
    const client = await clientAs(await createTestUser(claims));
    clients.push(client);
    await expect(refusal(downloadUrl(client, name))).resolves.toEqual({
      code: 'functions/permission-denied',
      message: DOCUMENT_TEXTS.approvalRequired,
    });
  });

  it.each([
    ['an unknown name', 'minutes-2026.pdf'],
    ['a path out of the folder', '../index.js'],
    ['a catalogue name with a path', `./${name}`],
    ['an empty name', ''],
    ['a number', 7],
    ['nothing', undefined],
  ])('an approved resident asking for %s', async (_, documentName) => {
    await expect(refusal(downloadUrl(approved, documentName))).resolves.toEqual({
      code: 'functions/invalid-argument',
      message: DOCUMENT_TEXTS.unknownDocument,
    });
  });
});

describe('an approved resident', () => {
  it.each(OFFICIAL_DOCUMENTS.map((d) => [d.fileName, d] as const))(
    'gets a short-lived link that serves %s as a real PDF',
    async (_, document) => {
      const before = nowSeconds();
      const url = await downloadUrl(approved, document.fileName);
      expect(url.startsWith(`${DOCUMENT_FILE_URL}?token=`)).toBe(true);

      // The link carries its expiry: at most DOCUMENT_LINK_TTL_SECONDS from now.
      const token = new URL(url).searchParams.get('token') ?? '';
      const claims = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as {
        name: string;
        uid: string;
        exp: number;
      };
      expect(claims.name).toBe(document.fileName);
      expect(claims.uid).toBe(approvedUid);
      expect(claims.exp).toBeGreaterThanOrEqual(before + DOCUMENT_LINK_TTL_SECONDS);
      expect(claims.exp).toBeLessThanOrEqual(nowSeconds() + DOCUMENT_LINK_TTL_SECONDS);

      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${document.fileName}"`);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getPageCount()).toBe(document.pages);
      expect(pdf.getTitle()).toBe(document.title);
    },
  );
});

describe('documentFile', () => {
  const document = OFFICIAL_DOCUMENTS[1]!;

  it('stops serving a link once it has expired', async () => {
    const secret = emulatorSecret();
    const valid = signDocumentToken(secret, { name: document.fileName, uid: 'u', exp: nowSeconds() + 60 });
    expect((await fetch(linkFor(valid))).status).toBe(200);

    // The same link, issued DOCUMENT_LINK_TTL_SECONDS + 1 s ago: its expiry has passed.
    const expired = signDocumentToken(secret, { name: document.fileName, uid: 'u', exp: nowSeconds() - 1 });
    const response = await fetch(linkFor(expired));
    expect(response.status).toBe(410);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    await expect(response.text()).resolves.toMatch(/has expired/);
  });

  it('refuses a link whose expiry was pushed back without the secret', async () => {
    const url = await downloadUrl(approved, document.fileName);
    const [payload, signature] = (new URL(url).searchParams.get('token') ?? '').split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { exp: number };
    const forged = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 86_400 })).toString('base64url');
    const response = await fetch(linkFor(`${forged}.${signature}`));
    expect(response.status).toBe(403);
    await expect(response.text()).resolves.toMatch(/not valid/);
  });

  it('refuses a link signed with another secret, and one for a name outside the catalogue', async () => {
    const exp = nowSeconds() + 60;
    const otherSecret = signDocumentToken('not-the-secret', { name: document.fileName, uid: 'u', exp });
    expect((await fetch(linkFor(otherSecret))).status).toBe(403);
    const outside = signDocumentToken(emulatorSecret(), { name: '../index.js', uid: 'u', exp });
    expect((await fetch(linkFor(outside))).status).toBe(404);
  });

  it('refuses a request without a token, a garbled token, and methods other than GET', async () => {
    expect((await fetch(DOCUMENT_FILE_URL)).status).toBe(403);
    expect((await fetch(linkFor('garbage'))).status).toBe(403);
    expect((await fetch(linkFor('a.b.c'))).status).toBe(403);
    const url = await downloadUrl(approved, document.fileName);
    expect((await fetch(url, { method: 'POST' })).status).toBe(405);
  });
});
