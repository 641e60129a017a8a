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
  it('gives every property one account, one sync at a time, the others told so', async () => {
    const ids = await Promise.all([createProperty(), createProperty(), createProperty()]);
    const results = await Promise.allSettled(Array.from({ length: 3 }, () => admin.call('syncHoaAccounts')));
    for (const id of ids) {
      expect((await adminDb().collection(COLLECTIONS.hoaAccounts).doc(id).get()).exists).toBe(true);
    }
    const total = (await adminDb().collection(COLLECTIONS.properties).count().get()).data().count;
    const answers = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const refusals = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    // the first start runs; a start while it runs is refused with a sentence, not run beside it
    expect(answers.length).toBeGreaterThanOrEqual(1);
    for (const answer of answers) {
      expect(answer.failed).toBe(0);
      expect(answer.synced).toBeGreaterThanOrEqual(ids.length);
      expect(answer.synced).toBeLessThanOrEqual(total);
    }
    for (const refused of refusals) {
      expect(refused).toMatchObject({ code: 'functions/already-exists' });
      expect((refused as Error).message).toMatch(/^Sync All Properties is already running \(started /);
    }
    // each new property's account was created once
    const accounts = await adminDb().collection(COLLECTIONS.hoaAccounts).where('propertyId', 'in', ids).get();
    expect(accounts.size).toBe(ids.length);
    // and the run says so: done, every property through
    const run = (await adminDb().collection(COLLECTIONS.jobRuns).doc('syncHoaAccounts').get()).data()!;
    expect(run.state).toBe('done');
    expect(run.done).toBe(run.total);
    expect(run.total).toBeGreaterThanOrEqual(ids.length);
  });
});
