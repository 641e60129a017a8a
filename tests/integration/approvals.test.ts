// setApprovalStatus through the Functions emulator, called as the web app calls it.
import { APPROVAL_TEXTS, COLLECTIONS, type ApprovalStatus } from '@lakeside/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAs, refusal, type Client } from '../support/client';
import { requireEmulators } from '../support/emulators';
import { adminAuth, adminDb, createResident, createTestUser, type TestUser } from '../support/users';

let admin: Client;
let adminUser: TestUser;
const clients: Client[] = [];

beforeAll(async () => {
  await requireEmulators();
  adminUser = await createTestUser({ admin: true, approved: true });
  admin = await clientAs(adminUser);
  clients.push(admin);
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
});

/** A registered resident with an unrelated claim that every claims change must keep. */
const resident = (status: ApprovalStatus = 'pending') => createResident(status, { claims: { beta: true } });

/** Everything setApprovalStatus may write about `uid`. */
async function recordsOf(uid: string) {
  const [profile, meta, audit, user] = await Promise.all([
    adminDb().collection(COLLECTIONS.profiles).doc(uid).get(),
    adminDb().collection(COLLECTIONS.userMeta).doc(uid).get(),
    adminDb().collection(COLLECTIONS.auditLog).where('targetUid', '==', uid).get(),
    adminAuth().getUser(uid),
  ]);
  return {
    status: profile.get('approvalStatus') as string | undefined,
    claimsUpdatedAt: meta.get('claimsUpdatedAt') as Timestamp | undefined,
    audit: audit.docs.map((d) => d.data()),
    claims: user.customClaims ?? {},
  };
}

async function expectNothingWritten(uid: string, status: ApprovalStatus) {
  const records = await recordsOf(uid);
  expect(records.status).toBe(status);
  expect(records.audit).toEqual([]);
  expect(records.claimsUpdatedAt).toBeUndefined();
  expect(records.claims).toEqual({ beta: true, approved: status === 'approved' });
}

describe('setApprovalStatus refuses', () => {
  it('a signed-out caller, writing nothing', async () => {
    const target = await resident();
    const signedOut = await clientAs();
    clients.push(signedOut);
    const refused = await refusal(
      signedOut.call('setApprovalStatus', { uid: target.uid, status: 'approved' }),
    );
    expect(refused).toEqual({ code: 'functions/unauthenticated', message: APPROVAL_TEXTS.signInRequired });
    await expectNothingWritten(target.uid, 'pending');
  });

  it.each([
    ['an approved resident', { approved: true }],
    ['a pending resident', {}],
  ])('%s (not admin), writing nothing', async (_, claims) => {
    const target = await resident();
    const caller = await clientAs(await createTestUser(claims));
    clients.push(caller);
    const refused = await refusal(caller.call('setApprovalStatus', { uid: target.uid, status: 'approved' }));
    expect(refused).toEqual({ code: 'functions/permission-denied', message: APPROVAL_TEXTS.notAdmin });
    await expectNothingWritten(target.uid, 'pending');
  });

  it('a resident whose profile says approved but who has no admin claim', async () => {
    const caller = await resident('approved');
    const client = await clientAs(caller);
    clients.push(client);
    const target = await resident();
    const refused = await refusal(client.call('setApprovalStatus', { uid: target.uid, status: 'approved' }));
    expect(refused.code).toBe('functions/permission-denied');
    await expectNothingWritten(target.uid, 'pending');
  });

  const badPayloads: [string, (uid: string) => unknown, string][] = [
    ['no payload', () => undefined, APPROVAL_TEXTS.uidRequired],
    ['no uid', () => ({ status: 'approved' }), APPROVAL_TEXTS.uidRequired],
    ['an empty uid', () => ({ uid: '  ', status: 'approved' }), APPROVAL_TEXTS.uidRequired],
    ['a number as uid', () => ({ uid: 42, status: 'approved' }), APPROVAL_TEXTS.uidRequired],
    ['an unknown status', (uid) => ({ uid, status: 'banana' }), APPROVAL_TEXTS.statusInvalid],
    ['no status', (uid) => ({ uid }), APPROVAL_TEXTS.statusInvalid],
    ['an uppercase status', (uid) => ({ uid, status: 'APPROVED' }), APPROVAL_TEXTS.statusInvalid],
  ];

  it.each(badPayloads)(
    'from an admin: %s (invalid-argument, nothing written)',
    async (_, payload, message) => {
      const target = await resident();
      const refused = await refusal(admin.call('setApprovalStatus', payload(target.uid)));
      expect(refused).toEqual({ code: 'functions/invalid-argument', message });
      await expectNothingWritten(target.uid, 'pending');
    },
  );

  it('from an admin: a user without a profile (not-found)', async () => {
    const target = await createTestUser({ beta: true, approved: false });
    const refused = await refusal(admin.call('setApprovalStatus', { uid: target.uid, status: 'approved' }));
    expect(refused).toEqual({ code: 'functions/not-found', message: APPROVAL_TEXTS.profileNotFound });
    const records = await recordsOf(target.uid);
    expect(records.audit).toEqual([]);
    expect(records.claims).toEqual({ beta: true, approved: false });
  });

  it.each([
    ['pending', 'pending'],
    ['approved', 'rejected'],
    ['rejected', 'approved'],
    ['approved', 'approved'],
  ] as const)('from an admin: %s → %s is not a move spec §4 allows', async (from, to) => {
    const target = await resident(from);
    const refused = await refusal(admin.call('setApprovalStatus', { uid: target.uid, status: to }));
    expect(refused).toEqual({
      code: 'functions/failed-precondition',
      message: APPROVAL_TEXTS.transitionNotAllowed,
    });
    await expectNothingWritten(target.uid, from);
  });
});

describe('setApprovalStatus by an admin', () => {
  it('approves: claim, profile, audit and the refresh signal change together; other claims stay', async () => {
    const target = await resident();
    const before = Timestamp.now();
    const answer = await admin.call('setApprovalStatus', { uid: target.uid, status: 'approved' });
    expect(answer).toEqual({ uid: target.uid, status: 'approved', previousStatus: 'pending' });

    const records = await recordsOf(target.uid);
    expect(records.status).toBe('approved');
    expect(records.claims).toEqual({ beta: true, approved: true });
    expect(records.claimsUpdatedAt?.toMillis()).toBeGreaterThanOrEqual(before.toMillis() - 1000);
    expect(records.audit).toHaveLength(1);
    expect(records.audit[0]).toMatchObject({
      action: 'setApprovalStatus',
      targetUid: target.uid,
      from: 'pending',
      to: 'approved',
      actorUid: adminUser.uid,
      actorEmail: adminUser.email,
    });
    expect(records.audit[0]?.at).toBeInstanceOf(Timestamp);
  });

  it('rejects a pending user, then resets them to pending, auditing both', async () => {
    const target = await resident();
    await admin.call('setApprovalStatus', { uid: target.uid, status: 'rejected' });
    let records = await recordsOf(target.uid);
    expect(records.status).toBe('rejected');
    expect(records.claims).toEqual({ beta: true, approved: false });

    await admin.call('setApprovalStatus', { uid: target.uid, status: 'pending' });
    records = await recordsOf(target.uid);
    expect(records.status).toBe('pending');
    expect(records.claims).toEqual({ beta: true, approved: false });
    expect(records.audit.map((e) => `${e.from}→${e.to}`).sort()).toEqual([
      'pending→rejected',
      'rejected→pending',
    ]);
  });

  it('resets an approved user to pending, which takes the approved claim away', async () => {
    const target = await resident('approved');
    await admin.call('setApprovalStatus', { uid: target.uid, status: 'pending' });
    const records = await recordsOf(target.uid);
    expect(records.status).toBe('pending');
    expect(records.claims).toEqual({ beta: true, approved: false });
  });

  it('treats a profile without a status as pending (spec §3)', async () => {
    const target = await resident();
    await adminDb().collection(COLLECTIONS.profiles).doc(target.uid).update({ approvalStatus: null });
    const answer = await admin.call('setApprovalStatus', { uid: target.uid, status: 'approved' });
    expect(answer).toMatchObject({ previousStatus: 'pending', status: 'approved' });
  });
});
