// syncHoaAccounts gives every property the emulators hold an account: the whole suite's
// properties, a thousand and more by now. A scale test, so it runs in the late `scale` project
// (vitest.config.ts), after the layers whose timeouts it would otherwise stretch.
import { COLLECTIONS } from '@lakeside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAs, type Client } from '../support/client';
import { requireEmulators } from '../support/emulators';
import { createProperty } from '../support/properties';
import { adminDb, createTestUser } from '../support/users';

let admin: Client;

beforeAll(async () => {
  await requireEmulators();
  admin = await clientAs(await createTestUser({ admin: true, approved: true }));
});

afterAll(async () => {
  await admin?.close();
});

describe('syncHoaAccounts', () => {
  it('gives every property one account, idempotently, under concurrent syncs', async () => {
    const ids = await Promise.all([createProperty(), createProperty(), createProperty()]);
    const answers = await Promise.all(Array.from({ length: 3 }, () => admin.call('syncHoaAccounts')));
    for (const id of ids) {
      expect((await adminDb().collection(COLLECTIONS.hoaAccounts).doc(id).get()).exists).toBe(true);
    }
    const total = (await adminDb().collection(COLLECTIONS.properties).count().get()).data().count;
    for (const answer of answers) {
      expect(answer.failed).toBe(0);
      expect(answer.synced).toBeGreaterThanOrEqual(ids.length);
      expect(answer.synced).toBeLessThanOrEqual(total);
    }
    // each new property's account was created by exactly one of the concurrent syncs
    const accounts = await adminDb().collection(COLLECTIONS.hoaAccounts).where('propertyId', 'in', ids).get();
    expect(accounts.size).toBe(ids.length);
  });
});
