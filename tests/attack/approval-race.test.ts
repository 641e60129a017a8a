// Attack review, hole 1: two admins approve and reject the same users at the same
// moment. Before the fix 3 of 10 users ended with `approved: true` in their token while their
// profile said rejected, and 8 had contradictory audit entries. Now the change and its audit
// entry are one transaction that checks the state it moves from, and the claim follows the
// committed profile.
import { APPROVAL_TEXTS, COLLECTIONS, approvalChangedMeanwhile, type ApprovalStatus } from '@lakeside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusal, type Client, newAdminClient } from '../support/client';
import { requireEmulators } from '../support/emulators';
import { adminAuth, adminDb, createResident } from '../support/users';

let first: Client;
let second: Client;

beforeAll(async () => {
  await requireEmulators();
  first = await newAdminClient();
  second = await newAdminClient();
});

afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
});

/** The user's three records: profile status, `approved` claim, audit entries. */
async function recordsOf(uid: string) {
  const [profile, user, audit] = await Promise.all([
    adminDb().collection(COLLECTIONS.profiles).doc(uid).get(),
    adminAuth().getUser(uid),
    adminDb().collection(COLLECTIONS.auditLog).where('targetUid', '==', uid).get(),
  ]);
  return {
    status: profile.get('approvalStatus') as ApprovalStatus,
    approvedClaim: user.customClaims?.approved === true,
    audit: audit.docs.map((d) => ({ from: d.get('from') as string, to: d.get('to') as string })),
  };
}

/**
 * Both admins at the same moment, user after user: one approves, the other rejects. The users go
 * one at a time because the race is per user; 40 calls at once would only measure how fast the
 * Functions emulator starts a worker per request.
 */
async function race(users: { uid: string }[], from?: ApprovalStatus) {
  const outcomes = [];
  for (const { uid } of users) {
    const [approve, reject] = await Promise.allSettled([
      first.call('setApprovalStatus', { uid, status: 'approved', ...(from ? { from } : {}) }),
      second.call('setApprovalStatus', { uid, status: 'rejected', ...(from ? { from } : {}) }),
    ]);
    outcomes.push({ uid, approve, reject });
  }
  return outcomes;
}

describe('approve and reject at the same moment', () => {
  it('20 users: one decision wins each, the claim agrees with the profile, one audit entry each', async () => {
    const users = await Promise.all(Array.from({ length: 20 }, () => createResident('pending')));
    const outcomes = await race(users);
    for (const { uid, approve, reject } of outcomes) {
      // exactly one of the two calls changed the user; the loser was told and wrote nothing
      expect([approve.status, reject.status].sort()).toEqual(['fulfilled', 'rejected']);
      const loser = approve.status === 'rejected' ? approve : reject;
      const { code, message } = await refusal(Promise.reject((loser as PromiseRejectedResult).reason));
      expect(code).toBe('functions/failed-precondition');
      expect(message).toBe(APPROVAL_TEXTS.transitionNotAllowed);

      const records = await recordsOf(uid);
      const winner: ApprovalStatus = approve.status === 'fulfilled' ? 'approved' : 'rejected';
      expect(records.status).toBe(winner);
      expect(records.approvedClaim).toBe(winner === 'approved');
      expect(records.audit).toEqual([{ from: 'pending', to: winner }]);
    }
  });

  it('with the status each admin saw, the loser is told another admin changed it', async () => {
    const users = await Promise.all(Array.from({ length: 5 }, () => createResident('pending')));
    for (const { uid, approve, reject } of await race(users, 'pending')) {
      const loser = approve.status === 'rejected' ? approve : reject;
      const winner: ApprovalStatus = approve.status === 'fulfilled' ? 'approved' : 'rejected';
      const { message } = await refusal(Promise.reject((loser as PromiseRejectedResult).reason));
      expect(message).toBe(approvalChangedMeanwhile(winner));
      expect((await recordsOf(uid)).audit).toHaveLength(1);
    }
  });

  it('reset and approve racing on an approved user end with the claim and the profile agreeing', async () => {
    // reset (approved → pending) then approve (pending → approved) can both succeed in either
    // order; whatever the order, the token must say what the profile says
    const users = await Promise.all(Array.from({ length: 10 }, () => createResident('approved')));
    for (const { uid } of users) {
      await Promise.allSettled([
        first.call('setApprovalStatus', { uid, status: 'pending' }),
        second.call('setApprovalStatus', { uid, status: 'approved' }),
      ]);
    }
    for (const { uid } of users) {
      const records = await recordsOf(uid);
      expect(records.approvedClaim).toBe(records.status === 'approved');
    }
  });
});
