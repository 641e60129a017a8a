// Paper Notices' list (listPaperNotices): every account no owner of which has an e-mail
// address, an account with no owner included, with its owners' names and what it owes; never
// one an owner can be e-mailed at. Admins only. Other tests' accounts share the database, so
// this one looks for its own.
import { COLLECTIONS, PAPER_NOTICE_TEXTS as T, type ListPaperNoticesAnswer } from '@lakeside/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { clientAs, refusal } from '../support/client';
import { ownedAccount } from '../support/payments';
import { useAdminClient } from '../support/useAdminClient';
import { adminDb, createResident } from '../support/users';

const admin = useAdminClient();

/** An account and its property, owned by `owners` (uid and name), owing `yearsOwed` at $160.00. */
async function seedAccount(
  owners: { uid: string; firstName: string; lastName: string }[],
  yearsOwed: string[],
) {
  const id = `paper-${randomUUID()}`;
  const property = {
    streetAddress: `${Math.floor(Math.random() * 1e6)} Post Rd`,
    city: 'Lakeside',
    state: 'TN',
    zipCode: '37122',
  };
  const db = adminDb();
  await db
    .collection(COLLECTIONS.properties)
    .doc(id)
    .set({ ...property, owners, ownerUids: owners.map((o) => o.uid) });
  await db
    .collection(COLLECTIONS.hoaAccounts)
    .doc(id)
    .set({
      propertyId: id,
      ownerUids: owners.map((o) => o.uid),
      property,
      balanceCents: yearsOwed.length * 16000,
      yearsOwed,
      oldestYearOwed: yearsOwed[0] ?? null,
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    });
  return { id, property };
}

describe('listPaperNotices', () => {
  it('lists the accounts no e-mail reaches, with their owners’ names and figures, and no other', async () => {
    // an owner with no profile (so no address), and a property with no owner at all
    const unreached = await seedAccount(
      [{ uid: `ghost-${randomUUID()}`, firstName: 'Nadia', lastName: 'Post' }],
      ['2025'],
    );
    const ownerless = await seedAccount([], []);
    const reachable = await ownedAccount([await createResident('approved')], ['2025']);

    const { accounts } = (await admin().call('listPaperNotices')) as ListPaperNoticesAnswer;
    expect(accounts.find((a) => a.propertyId === unreached.id)).toEqual({
      propertyId: unreached.id,
      property: unreached.property,
      owners: ['Nadia Post'],
      balanceCents: 16000,
      yearsOwed: ['2025'],
    });
    expect(accounts.find((a) => a.propertyId === ownerless.id)).toMatchObject({
      owners: [],
      balanceCents: 0,
    });
    expect(accounts.some((a) => a.propertyId === reachable)).toBe(false);
  });

  it('refuses a resident and a signed-out caller', async () => {
    const resident = await clientAs(await createResident('approved'));
    const anonymous = await clientAs();
    try {
      await expect(refusal(resident.call('listPaperNotices'))).resolves.toEqual({
        code: 'functions/permission-denied',
        message: T.notAdmin,
      });
      await expect(refusal(anonymous.call('listPaperNotices'))).resolves.toEqual({
        code: 'functions/unauthenticated',
        message: T.signInRequired,
      });
    } finally {
      await Promise.all([resident.close(), anonymous.close()]);
    }
  });
});
