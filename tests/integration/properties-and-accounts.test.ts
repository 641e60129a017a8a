import { COLLECTIONS, HOA_ACCOUNT_TEXTS, PROPERTY_TEXTS, propertyOwnerId } from '@lakeside/domain';
import { randomUUID } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAs, refusal, type Client } from '../support/client';
import { requireEmulators } from '../support/emulators';
import { createProperty } from '../support/properties';
import { adminDb, createResident, createTestUser, type TestResident } from '../support/users';

// ensureHoaAccount, syncHoaAccounts, updateHoaAccount, assignPropertyOwner and
// removePropertyOwner through the Functions emulator, called by the web SDK.
let admin: Client;
let resident: Client;
let approvedUser: TestResident;

const account = (propertyId: string) => adminDb().collection(COLLECTIONS.hoaAccounts).doc(propertyId).get();
const property = (propertyId: string) => adminDb().collection(COLLECTIONS.properties).doc(propertyId).get();

beforeAll(async () => {
  await requireEmulators();
  const adminUser = await createTestUser({ admin: true, approved: true });
  approvedUser = await createResident('approved');
  admin = await clientAs(adminUser);
  resident = await clientAs(approvedUser);
});

afterAll(async () => {
  await admin?.close();
  await resident?.close();
});

describe('ensureHoaAccount', () => {
  // Ten at once, the most this machine's Functions emulator should take (one process each).
  it('creates one account with a zero balance, even for 10 concurrent calls', async () => {
    const propertyId = await createProperty();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => admin.call('ensureHoaAccount', { propertyId })),
    );
    expect(answers.filter((a) => a.created)).toHaveLength(1);
    const snap = await account(propertyId);
    expect(snap.get('balanceCents')).toBe(0);
    expect(snap.get('yearsOwed')).toEqual([]);
    expect(snap.get('property.city')).toBe('Lakeside');
  }, 120_000);

  it('never overwrites the balance of an existing account', async () => {
    const propertyId = await createProperty();
    await admin.call('ensureHoaAccount', { propertyId });
    await adminDb().collection(COLLECTIONS.hoaAccounts).doc(propertyId).update({ balanceCents: 32000 });
    await expect(admin.call('ensureHoaAccount', { propertyId })).resolves.toEqual({
      propertyId,
      created: false,
    });
    expect((await account(propertyId)).get('balanceCents')).toBe(32000);
  });

  it('refuses a non-admin and writes nothing', async () => {
    const propertyId = await createProperty();
    await expect(refusal(resident.call('ensureHoaAccount', { propertyId }))).resolves.toEqual({
      code: 'functions/permission-denied',
      message: HOA_ACCOUNT_TEXTS.notAdmin,
    });
    expect((await account(propertyId)).exists).toBe(false);
  });

  it('refuses a signed-out caller', async () => {
    const anonymous = await clientAs();
    const propertyId = await createProperty();
    await expect(refusal(anonymous.call('ensureHoaAccount', { propertyId }))).resolves.toMatchObject({
      code: 'functions/unauthenticated',
    });
    await anonymous.close();
    expect((await account(propertyId)).exists).toBe(false);
  });

  it('answers an unknown property clearly and creates nothing', async () => {
    const propertyId = `missing-${randomUUID()}`;
    await expect(refusal(admin.call('ensureHoaAccount', { propertyId }))).resolves.toEqual({
      code: 'functions/not-found',
      message: PROPERTY_TEXTS.propertyNotFound,
    });
    expect((await account(propertyId)).exists).toBe(false);
  });

  it('answers a bad payload with the schema message', async () => {
    await expect(refusal(admin.call('ensureHoaAccount', { propertyId: '' }))).resolves.toEqual({
      code: 'functions/invalid-argument',
      message: PROPERTY_TEXTS.propertyRequired,
    });
  });
});

describe('syncHoaAccounts', () => {
  it('refuses a non-admin', async () => {
    await expect(refusal(resident.call('syncHoaAccounts'))).resolves.toMatchObject({
      code: 'functions/permission-denied',
    });
  });
});

describe('assignPropertyOwner and removePropertyOwner', () => {
  it('links an approved owner, names them on the property, and gives the account their uid', async () => {
    const propertyId = await createProperty();
    await admin.call('ensureHoaAccount', { propertyId });
    await admin.call('assignPropertyOwner', {
      propertyId,
      uid: approvedUser.uid,
    });

    const link = await adminDb()
      .collection(COLLECTIONS.propertyOwners)
      .doc(propertyOwnerId(propertyId, approvedUser.uid))
      .get();
    expect(link.exists).toBe(true);
    const snap = await property(propertyId);
    expect(snap.get('ownerUids')).toEqual([approvedUser.uid]);
    expect(snap.get('owners')).toEqual([
      { uid: approvedUser.uid, firstName: approvedUser.firstName, lastName: approvedUser.lastName },
    ]);
    expect((await account(propertyId)).get('ownerUids')).toEqual([approvedUser.uid]);
  });

  it('refuses a second assignment of the same owner', async () => {
    const propertyId = await createProperty();
    await admin.call('assignPropertyOwner', {
      propertyId,
      uid: approvedUser.uid,
    });
    await expect(
      refusal(
        admin.call('assignPropertyOwner', {
          propertyId,
          uid: approvedUser.uid,
        }),
      ),
    ).resolves.toEqual({
      code: 'functions/already-exists',
      message: PROPERTY_TEXTS.alreadyOwner,
    });
    expect((await property(propertyId)).get('ownerUids')).toEqual([approvedUser.uid]);
  });

  it('refuses a user who is not approved and writes nothing', async () => {
    const pending = await createResident('pending');
    const propertyId = await createProperty();
    await expect(
      refusal(admin.call('assignPropertyOwner', { propertyId, uid: pending.uid })),
    ).resolves.toEqual({
      code: 'functions/failed-precondition',
      message: PROPERTY_TEXTS.ownerNotApproved,
    });
    expect((await property(propertyId)).get('ownerUids')).toEqual([]);
  });

  it('refuses a non-admin', async () => {
    const propertyId = await createProperty();
    await expect(
      refusal(
        resident.call('assignPropertyOwner', {
          propertyId,
          uid: approvedUser.uid,
        }),
      ),
    ).resolves.toMatchObject({
      code: 'functions/permission-denied',
      message: PROPERTY_TEXTS.notAdmin,
    });
    expect((await property(propertyId)).get('ownerUids')).toEqual([]);
  });

  it('removes an owner from the link, the property and the account', async () => {
    const propertyId = await createProperty();
    await admin.call('assignPropertyOwner', {
      propertyId,
      uid: approvedUser.uid,
    });
    await admin.call('ensureHoaAccount', { propertyId });
    await admin.call('removePropertyOwner', {
      propertyId,
      uid: approvedUser.uid,
    });
    expect((await property(propertyId)).get('owners')).toEqual([]);
    expect((await account(propertyId)).get('ownerUids')).toEqual([]);
    await expect(
      refusal(
        admin.call('removePropertyOwner', {
          propertyId,
          uid: approvedUser.uid,
        }),
      ),
    ).resolves.toEqual({
      code: 'functions/not-found',
      message: PROPERTY_TEXTS.notAnOwner,
    });
  });
});

describe('the oldest year owed', () => {
  it('is null on a new account, follows the edits, and Sync fills it in on an account without it', async () => {
    const propertyId = await createProperty();
    await admin.call('ensureHoaAccount', { propertyId });
    expect((await account(propertyId)).get('oldestYearOwed')).toBeNull();
    await admin.call('updateHoaAccount', {
      propertyId,
      balanceCents: 48000,
      yearsOwed: ['2026', '2024', '2025'],
    });
    expect((await account(propertyId)).get('oldestYearOwed')).toBe('2024');
    await admin.call('updateHoaAccount', { propertyId, balanceCents: 0, yearsOwed: [] });
    expect((await account(propertyId)).get('oldestYearOwed')).toBeNull();

    // an account written before the field existed
    await adminDb()
      .collection(COLLECTIONS.hoaAccounts)
      .doc(propertyId)
      .update({ yearsOwed: ['2025', '2026'], balanceCents: 32000, oldestYearOwed: FieldValue.delete() });
    await expect(admin.call('ensureHoaAccount', { propertyId })).resolves.toEqual({
      propertyId,
      created: false,
    });
    const filled = await account(propertyId);
    expect(filled.get('oldestYearOwed')).toBe('2025');
    expect(filled.get('balanceCents')).toBe(32000);
  });
});

describe('updateHoaAccount', () => {
  it('saves balance and sorted years, and records before → after in the audit log', async () => {
    const propertyId = await createProperty();
    await admin.call('ensureHoaAccount', { propertyId });
    await expect(
      admin.call('updateHoaAccount', {
        propertyId,
        balanceCents: 32000,
        yearsOwed: ['2026', '2025', '2026'],
      }),
    ).resolves.toEqual({ changed: true });
    const snap = await account(propertyId);
    expect(snap.get('balanceCents')).toBe(32000);
    expect(snap.get('yearsOwed')).toEqual(['2025', '2026']);
    // Delinquent Accounts' index goes with the years
    expect(snap.get('oldestYearOwed')).toBe('2025');
    const audit = await adminDb()
      .collection(COLLECTIONS.auditLog)
      .where('propertyId', '==', propertyId)
      .get();
    expect(audit.docs.map((d) => [d.get('before'), d.get('after')])).toEqual([
      [
        { balanceCents: 0, yearsOwed: [] },
        { balanceCents: 32000, yearsOwed: ['2025', '2026'] },
      ],
    ]);
    // the same edit again changes and records nothing
    await expect(
      admin.call('updateHoaAccount', {
        propertyId,
        balanceCents: 32000,
        yearsOwed: ['2025', '2026'],
      }),
    ).resolves.toEqual({ changed: false });
  });

  it.each([
    [{ balanceCents: -1, yearsOwed: [] }, HOA_ACCOUNT_TEXTS.invalidBalance],
    [{ balanceCents: 10.5, yearsOwed: [] }, HOA_ACCOUNT_TEXTS.invalidBalance],
    [{ balanceCents: 'abc', yearsOwed: [] }, HOA_ACCOUNT_TEXTS.invalidBalance],
    [{ balanceCents: 100, yearsOwed: ['1999'] }, HOA_ACCOUNT_TEXTS.invalidYears],
    [{ balanceCents: 100, yearsOwed: ['20x6'] }, HOA_ACCOUNT_TEXTS.invalidYears],
  ])('refuses %j with a clear message and writes nothing', async (edit, message) => {
    const propertyId = await createProperty();
    await admin.call('ensureHoaAccount', { propertyId });
    await expect(refusal(admin.call('updateHoaAccount', { propertyId, ...edit }))).resolves.toEqual({
      code: 'functions/invalid-argument',
      message,
    });
    expect((await account(propertyId)).get('balanceCents')).toBe(0);
  });

  it('refuses a resident changing their own balance', async () => {
    const propertyId = await createProperty();
    await admin.call('assignPropertyOwner', {
      propertyId,
      uid: approvedUser.uid,
    });
    await admin.call('ensureHoaAccount', { propertyId });
    await expect(
      refusal(
        resident.call('updateHoaAccount', {
          propertyId,
          balanceCents: 0,
          yearsOwed: [],
        }),
      ),
    ).resolves.toMatchObject({ code: 'functions/permission-denied' });
  });
});
