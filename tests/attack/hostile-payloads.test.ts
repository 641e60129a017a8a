// Attack review, holes 4 and 5: ids like `..`, `__x__`, `__proto__` or `a/b` in a
// callable answered 500 with a server error log; a payload key `__proto__` became the payload's
// prototype, and zod read a field the caller left out through it; a deleted Auth user could be
// made an owner, and approving one answered 500. Each is now a 4xx with a clear message, and
// nothing is written.
import {
  APPROVAL_TEXTS,
  COLLECTIONS,
  HOA_ACCOUNT_TEXTS,
  MISC_CHARGE_TEXTS,
  PROPERTY_TEXTS,
  isDocumentId,
} from '@lakeside/domain';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { refusal } from '../support/client';
import { createProperty } from '../support/properties';
import { adminAuth, adminDb, createResident } from '../support/users';
import { useAdminClient } from '../support/useAdminClient';
import { rawCall } from './rawCall';

const HOSTILE_IDS = ['.', '..', '__x__', '__proto__', 'a/b', '../profiles/x', 'tab\there', 'x'.repeat(129)];

const admin = useAdminClient();

const auditCount = async () => (await adminDb().collection(COLLECTIONS.auditLog).count().get()).data().count;

describe('hostile ids', () => {
  it('the domain refuses exactly what Firestore cannot take as one id', () => {
    for (const id of HOSTILE_IDS) expect(isDocumentId(id)).toBe(false);
    for (const id of ['a', 'pay-1f2e', 'x'.repeat(128), '_x_', '__x', 'Lake Drive 12']) {
      expect(isDocumentId(id)).toBe(true);
    }
  });

  it.each(HOSTILE_IDS)(
    '%j as an id: 400 with the field’s message from every callable that takes one',
    async (id) => {
      const before = await auditCount();
      const cases: [string, Record<string, unknown>, string][] = [
        ['setApprovalStatus', { uid: id, status: 'approved' }, APPROVAL_TEXTS.uidInvalid],
        ['assignPropertyOwner', { propertyId: id, uid: 'someone' }, PROPERTY_TEXTS.propertyInvalid],
        ['assignPropertyOwner', { propertyId: 'somewhere', uid: id }, PROPERTY_TEXTS.userInvalid],
        ['removePropertyOwner', { propertyId: id, uid: 'someone' }, PROPERTY_TEXTS.propertyInvalid],
        ['ensureHoaAccount', { propertyId: id }, PROPERTY_TEXTS.propertyInvalid],
        [
          'updateHoaAccount',
          { propertyId: id, balanceCents: 0, yearsOwed: [] },
          PROPERTY_TEXTS.propertyInvalid,
        ],
        [
          'createHoaPayment',
          {
            chargeType: 'miscellaneous',
            propertyId: id,
            amountCents: 100,
            description: 'x',
            yearsPaying: [],
          },
          PROPERTY_TEXTS.propertyInvalid,
        ],
        ['voidMiscCharge', { paymentId: id }, MISC_CHARGE_TEXTS.linkInvalid],
        ['emailPayLink', { paymentId: id }, MISC_CHARGE_TEXTS.linkInvalid],
      ];
      for (const [name, data, message] of cases) {
        await expect(refusal(admin().call(name, data)), `${name} ${JSON.stringify(data)}`).resolves.toEqual({
          code: 'functions/invalid-argument',
          message,
        });
      }
      expect(await auditCount()).toBe(before);
    },
  );
});

describe('a `__proto__` key in the payload', () => {
  it('is dropped before the payload is read: a status hidden in it is not seen', async () => {
    const target = await createResident('pending');
    const answer = await rawCall(
      admin(),
      'setApprovalStatus',
      `{"data":{"uid":"${target.uid}","__proto__":{"status":"approved"}}}`,
    );
    expect(answer).toEqual({
      status: 400,
      error: { status: 'INVALID_ARGUMENT', message: APPROVAL_TEXTS.statusInvalid },
    });
    const profile = await adminDb().collection(COLLECTIONS.profiles).doc(target.uid).get();
    expect(profile.get('approvalStatus')).toBe('pending');
    expect((await adminAuth().getUser(target.uid)).customClaims?.approved).toBe(false);
  });

  it('nested, or as `constructor`, changes nothing either', async () => {
    const answer = await rawCall(
      admin(),
      'updateHoaAccount',
      `{"data":{"propertyId":"nowhere-${randomUUID()}","constructor":{"x":1},"__proto__":{"balanceCents":1600}}}`,
    );
    expect(answer.status).toBe(400);
    expect(answer.error?.status).toBe('INVALID_ARGUMENT');
    expect(answer.error?.message).toBe(HOA_ACCOUNT_TEXTS.invalidBalance);
  });
});

describe('a user without an Auth account', () => {
  it('cannot be approved (404, not 500) and nothing is written', async () => {
    const gone = await createResident('pending');
    await adminAuth().deleteUser(gone.uid);
    const before = await auditCount();
    await expect(
      refusal(admin().call('setApprovalStatus', { uid: gone.uid, status: 'approved' })),
    ).resolves.toEqual({
      code: 'functions/not-found',
      message: APPROVAL_TEXTS.userNotFound,
    });
    const profile = await adminDb().collection(COLLECTIONS.profiles).doc(gone.uid).get();
    expect(profile.get('approvalStatus')).toBe('pending');
    expect(await auditCount()).toBe(before);
  });

  it('cannot be made an owner, even with an approved profile left behind', async () => {
    const gone = await createResident('approved');
    await adminAuth().deleteUser(gone.uid);
    const propertyId = await createProperty('9 Attack Ln');
    await expect(
      refusal(admin().call('assignPropertyOwner', { propertyId, uid: gone.uid })),
    ).resolves.toEqual({
      code: 'functions/not-found',
      message: PROPERTY_TEXTS.userNotFound,
    });
    const property = await adminDb().collection(COLLECTIONS.properties).doc(propertyId).get();
    expect(property.get('ownerUids')).toEqual([]);
  });
});
