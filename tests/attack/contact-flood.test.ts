// The contact form's flood limits. Found by the outside reviews: it counted messages by the typed
// address only, so one caller rotating addresses (or `+tags`) sent 20 messages and queued 20
// e-mails to the board; a subject with CR/LF went into the board's e-mail subject as typed; and
// 14 addresses × 5 messages filled the shared hourly cap, which then refused a signed-in
// resident too. Now a caller is counted too (by the IP address the function sees, and by the
// account when signed in), `+tags` count as one address, the subject is stored and mailed on one
// line, a network (/24, /48) has its own limit before everyone's cap, and signed-in residents
// have their own allowance outside the shared counts.
//
// Each test calls as its own caller: the Functions emulator adds no X-Forwarded-For, so the
// header the test sends is what Cloud Run's front end would have appended, and the callers here
// share no count with the other files' callers (which send no such header).
import {
  COLLECTIONS,
  CONTACT_CALLER_LIMIT,
  CONTACT_GLOBAL_LIMIT,
  CONTACT_GLOBAL_RATE_LIMIT_ID,
  CONTACT_NETWORK_LIMIT,
  CONTACT_RATE_LIMIT,
  CONTACT_TEXTS,
  type ContactRequest,
} from '@lakeside/domain';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAs, type Client } from '../support/client';
import { requireEmulators } from '../support/emulators';
import { adminDb, createResident } from '../support/users';
import { rawCall } from './rawCall';

let visitor: Client;
let resident: Client;

beforeAll(async () => {
  await requireEmulators();
  visitor = await clientAs();
  resident = await clientAs(await createResident('approved'));
});

afterAll(async () => {
  await Promise.all([visitor.close(), resident.close()]);
});

const hex4 = () => randomUUID().slice(0, 4);
/** An IP address of the documentation range (RFC 3849) in a /48 network no other test uses. */
const uniqueIp = () => `2001:db8:${hex4()}:${hex4()}::${hex4()}`;
const uniqueEmail = () => `flood.${randomUUID().slice(0, 8)}@example.com`;

function messageFrom(email: string, overrides: Partial<ContactRequest> = {}): ContactRequest {
  return {
    firstName: 'Mallory',
    lastName: 'Flood',
    email,
    propertyAddress: '1 Nowhere Rd',
    subject: 'Hello',
    message: 'Buy now',
    ...overrides,
  };
}

/** sendContactMessage as `client`, reaching the function from `ip` (what the front end appends). */
const send = (client: Client, message: ContactRequest, ip: string, spoofed?: string) =>
  rawCall(client, 'sendContactMessage', JSON.stringify({ data: message }), {
    'x-forwarded-for': spoofed ? `${spoofed}, ${ip}` : ip,
  });

const storedFrom = async (emails: string[]) =>
  (await adminDb().collection(COLLECTIONS.contactMessages).where('email', 'in', emails).get()).docs;
const mailTo = async (emails: string[]) =>
  (await adminDb().collection(COLLECTIONS.mail).where('replyTo', 'in', emails).get()).docs;

const refused = (message: string) => ({
  status: 429,
  error: { status: 'RESOURCE_EXHAUSTED', message },
});

describe('one caller, many addresses', () => {
  it(`20 messages from one IP with rotating addresses: ${CONTACT_CALLER_LIMIT.messages} accepted, the rest refused with the sentence and no e-mail`, async () => {
    const ip = uniqueIp();
    const emails = Array.from({ length: 20 }, uniqueEmail);
    const answers = [];
    for (const [n, email] of emails.entries()) {
      // what the caller writes into X-Forwarded-For itself changes nothing: only the address
      // the front end appends (the last) counts
      answers.push(await send(visitor, messageFrom(email), ip, `198.51.100.${n + 1}`));
    }
    expect(answers.slice(0, CONTACT_CALLER_LIMIT.messages)).toEqual(
      Array(CONTACT_CALLER_LIMIT.messages).fill({ status: 200 }),
    );
    expect(answers.slice(CONTACT_CALLER_LIMIT.messages)).toEqual(
      Array(20 - CONTACT_CALLER_LIMIT.messages).fill(refused(CONTACT_TEXTS.callerTooMany)),
    );
    expect((await storedFrom(emails)).length).toBe(CONTACT_CALLER_LIMIT.messages);
    expect((await mailTo(emails)).length).toBe(CONTACT_CALLER_LIMIT.messages);
    // another caller is not held up by this one
    await expect(send(visitor, messageFrom(uniqueEmail()), uniqueIp())).resolves.toEqual({ status: 200 });
  });

  it('a signed-in caller is counted by its account too, whatever IP it comes from', async () => {
    const emails = Array.from({ length: CONTACT_CALLER_LIMIT.messages + 2 }, uniqueEmail);
    const answers = [];
    for (const email of emails) answers.push(await send(resident, messageFrom(email), uniqueIp()));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(CONTACT_CALLER_LIMIT.messages);
    expect(answers.at(-1)).toEqual(refused(CONTACT_TEXTS.callerTooMany));
    expect((await mailTo(emails)).length).toBe(CONTACT_CALLER_LIMIT.messages);
  });
});

describe('+tags', () => {
  it(`count as one address: the ${CONTACT_RATE_LIMIT.messages + 1}th tagged message is refused`, async () => {
    const name = `flood.${randomUUID().slice(0, 8)}`;
    const tagged = [`${name}+1@example.com`, `${name.toUpperCase()}+2@Example.com`, `${name}@example.com`];
    // each from its own IP address, so only the address's count is in play
    for (const email of tagged) {
      await expect(send(visitor, messageFrom(email), uniqueIp())).resolves.toEqual({ status: 200 });
    }
    const extra = `${name}+spam@example.com`;
    await expect(send(visitor, messageFrom(extra), uniqueIp())).resolves.toEqual(
      refused(CONTACT_TEXTS.tooMany),
    );
    expect((await storedFrom([...tagged, extra])).length).toBe(CONTACT_RATE_LIMIT.messages);
    expect(await mailTo([extra])).toEqual([]);
  });
});

describe('the subject', () => {
  it('is stored and mailed without CR/LF or other control characters', async () => {
    const email = uniqueEmail();
    await expect(
      send(visitor, messageFrom(email, { subject: 'Dock permit\r\nBcc: x@y\u0000\tnow' }), uniqueIp()),
    ).resolves.toEqual({ status: 200 });
    const [stored] = await storedFrom([email]);
    expect(stored!.get('subject')).toBe('Dock permit Bcc: x@y now');
    const mail = await adminDb().collection(COLLECTIONS.mail).doc(`contact-${stored!.id}`).get();
    expect(mail.get('message.subject')).toBe('Contact form: Dock permit Bcc: x@y now');
  });
});

/**
 * Runs `body` with everyone's counter as `sent`, then puts it back as it was: files run one at a
 * time, and every other file's anonymous messages count in it.
 */
async function withEveryone(sent: number[] | null, body: () => Promise<void>) {
  const everyone = adminDb().collection(COLLECTIONS.rateLimits).doc(CONTACT_GLOBAL_RATE_LIMIT_ID);
  const before = (await everyone.get()).data();
  if (sent) await everyone.set({ sent });
  try {
    await body();
  } finally {
    if (before) await everyone.set(before);
    else await everyone.delete();
  }
}

describe('the shared cap cannot be filled for everyone', () => {
  it(`one network’s rotating addresses meet its own limit (${CONTACT_NETWORK_LIMIT.messages} an hour) first`, async () => {
    await withEveryone(null, async () => {
      const network = `2001:db8:${hex4()}`;
      for (let n = 1; n <= CONTACT_NETWORK_LIMIT.messages; n++) {
        await expect(send(visitor, messageFrom(uniqueEmail()), `${network}:${n}::1`)).resolves.toEqual({
          status: 200,
        });
      }
      const extra = uniqueEmail();
      await expect(send(visitor, messageFrom(extra), `${network}:ffff::1`)).resolves.toEqual(
        refused(CONTACT_TEXTS.networkTooMany),
      );
      expect(await storedFrom([extra])).toEqual([]);
      // another network is not held up by this one
      await expect(send(visitor, messageFrom(uniqueEmail()), uniqueIp())).resolves.toEqual({ status: 200 });
    });
  });

  it('with everyone’s cap full, a signed-in resident still reaches the board; a visitor is asked to wait', async () => {
    const now = Date.now();
    const full = Array.from({ length: CONTACT_GLOBAL_LIMIT.messages }, (_, n) => now - 1_000 - n * 1_000);
    await withEveryone(full, async () => {
      const neighbour = await clientAs(await createResident('approved'));
      try {
        const email = uniqueEmail();
        await expect(send(neighbour, messageFrom(email), uniqueIp())).resolves.toEqual({ status: 200 });
        expect(await storedFrom([email])).toHaveLength(1);
      } finally {
        await neighbour.close();
      }
      await expect(send(visitor, messageFrom(uniqueEmail()), uniqueIp())).resolves.toEqual(
        refused(CONTACT_TEXTS.boardBusy),
      );
    });
  });
});
