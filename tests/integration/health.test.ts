import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAs, type Client } from '../support/client';
import { requireEmulators } from '../support/emulators';
import { createTestUser, type TestUser } from '../support/users';

// health through the Functions emulator, called as the web app calls it: what the callable
// sees of a signed-out caller, a resident and an admin.
const clients: Client[] = [];

async function healthAs(user?: TestUser) {
  const client = await clientAs(user);
  clients.push(client);
  return client.call('health');
}

beforeAll(async () => {
  await requireEmulators();
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
});

describe('health callable', () => {
  it('answers a signed-out caller with no uid and no claims', async () => {
    const data = await healthAs();
    expect(data).toEqual({ ok: true, uid: null, claims: { admin: false, approved: false } });
  });

  it("reports a signed-in resident's uid and absent claims", async () => {
    const user = await createTestUser();
    const data = await healthAs(user);
    expect(data).toEqual({ ok: true, uid: user.uid, claims: { admin: false, approved: false } });
  });

  it("reports an admin's claims from the verified ID token", async () => {
    const user = await createTestUser({ admin: true, approved: true });
    const data = await healthAs(user);
    expect(data).toEqual({ ok: true, uid: user.uid, claims: { admin: true, approved: true } });
  });
});
