// Attack review, hole 5: twenty different owners assigned to one property at the same
// moment; eighteen failed with 'Failed to assign owner' (the transactions contended for the
// property). Now every assignment succeeds, and the property, its account and the owner links
// agree on all of them. Ten at once since CI, 2026-11-25: twenty new Functions emulator
// processes at once outran the callables' 70 s deadline on a busy 2-core machine; ten is the
// most the machine's notes allow, and they still contend for the one property.
import { COLLECTIONS, propertyOwnerId } from '@lakeside/domain';
import { expect, it } from 'vitest';
import { createProperty } from '../support/properties';
import { adminDb, createResident } from '../support/users';
import { useAdminClient } from '../support/useAdminClient';

const OWNERS = 10;
const admin = useAdminClient();

it.each([
  ['with an HOA account', true],
  ['without an HOA account yet', false],
])(
  'ten owners assigned to one property %s at once: all assigned, all records agree',
  async (_, withAccount) => {
    const propertyId = await createProperty();
    if (withAccount) await admin().call('ensureHoaAccount', { propertyId });
    const residents = await Promise.all(Array.from({ length: OWNERS }, () => createResident('approved')));

    const outcomes = await Promise.allSettled(
      residents.map(({ uid }) => admin().call('assignPropertyOwner', { propertyId, uid })),
    );
    expect(
      outcomes.filter((o) => o.status === 'rejected').map((o) => (o as PromiseRejectedResult).reason),
    ).toEqual([]);

    const uids = residents.map((r) => r.uid).sort();
    const property = (await adminDb().collection(COLLECTIONS.properties).doc(propertyId).get()).data()!;
    expect([...(property.ownerUids as string[])].sort()).toEqual(uids);
    expect((property.owners as { uid: string }[]).map((o) => o.uid).sort()).toEqual(uids);
    const links = await adminDb().getAll(
      ...uids.map((uid) =>
        adminDb().collection(COLLECTIONS.propertyOwners).doc(propertyOwnerId(propertyId, uid)),
      ),
    );
    expect(links.every((link) => link.exists)).toBe(true);
    const account = await adminDb().collection(COLLECTIONS.hoaAccounts).doc(propertyId).get();
    if (withAccount) expect([...(account.get('ownerUids') as string[])].sort()).toEqual(uids);
    else expect(account.exists).toBe(false);

    // A second assignment of one of them is still refused, and changes nothing.
    await expect(admin().call('assignPropertyOwner', { propertyId, uid: uids[0] })).rejects.toMatchObject({
      code: 'functions/already-exists',
    });
  },
);

it('an owner assigned to a property that does not exist: 404, and no link is left behind', async () => {
  const resident = await createResident('approved');
  const propertyId = `missing-${resident.uid}`;
  await expect(admin().call('assignPropertyOwner', { propertyId, uid: resident.uid })).rejects.toMatchObject({
    code: 'functions/not-found',
  });
  const link = await adminDb()
    .collection(COLLECTIONS.propertyOwners)
    .doc(propertyOwnerId(propertyId, resident.uid))
    .get();
  expect(link.exists).toBe(false);
});
