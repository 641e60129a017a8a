// Attack review, finding 7: what the callable protocol's decoder (firebase-functions,
// before our handler runs) made of hand-written values. An object with an unknown "@type"
// answered 500; an Int64Value "12abc" was read as 12 and stored as an admin's balance; -0 was
// taken as a balance. Each is now a 400 with the field's sentence, and the account is unchanged.
import { COLLECTIONS, HOA_ACCOUNT_TEXTS } from '@lakeside/domain';
import { describe, expect, it } from 'vitest';
import { createProperty } from '../support/properties';
import { adminDb } from '../support/users';
import { useAdminClient } from '../support/useAdminClient';
import { rawCall } from './rawCall';

const INT64 = 'type.googleapis.com/google.protobuf.Int64Value';

const admin = useAdminClient();

/** A property whose account holds $320.00 and 2025 owed. */
async function accountWithBalance(): Promise<string> {
  const propertyId = await createProperty();
  await admin().call('ensureHoaAccount', { propertyId });
  await admin().call('updateHoaAccount', { propertyId, balanceCents: 32000, yearsOwed: ['2025'] });
  return propertyId;
}

const accountOf = async (propertyId: string) =>
  (await adminDb().collection(COLLECTIONS.hoaAccounts).doc(propertyId).get()).data();
const auditOf = async (propertyId: string) =>
  (
    await adminDb().collection(COLLECTIONS.auditLog).where('propertyId', '==', propertyId).count().get()
  ).data().count;

/** updateHoaAccount with `balance` written into the JSON body as is. */
const updateWithBalance = (propertyId: string, balance: string) =>
  rawCall(
    admin(),
    'updateHoaAccount',
    `{"data":{"propertyId":"${propertyId}","balanceCents":${balance},"yearsOwed":["2025"]}}`,
  );

describe('decoded values in a callable payload', () => {
  it.each([
    ['an unknown @type', '{"@type":"foo"}'],
    [
      'an unknown @type with a value',
      '{"@type":"type.googleapis.com/google.protobuf.StringValue","value":"1"}',
    ],
    ['an Int64Value with trailing garbage', `{"@type":"${INT64}","value":"12abc"}`],
    ['an Int64Value in exponent form', `{"@type":"${INT64}","value":"1e3"}`],
    ['minus zero', '-0'],
    ['minus zero as an Int64Value', `{"@type":"${INT64}","value":"-0"}`],
  ])('%s as the balance: 400 with the balance’s sentence, the account unchanged', async (_, balance) => {
    const propertyId = await accountWithBalance();
    const before = await accountOf(propertyId);
    const audits = await auditOf(propertyId);
    await expect(updateWithBalance(propertyId, balance)).resolves.toEqual({
      status: 400,
      error: { status: 'INVALID_ARGUMENT', message: HOA_ACCOUNT_TEXTS.invalidBalance },
    });
    expect(await accountOf(propertyId)).toEqual(before);
    expect(await auditOf(propertyId)).toBe(audits);
  });

  it('an unknown @type among the years owed: 400 with the years’ sentence', async () => {
    const propertyId = await accountWithBalance();
    const before = await accountOf(propertyId);
    await expect(
      rawCall(
        admin(),
        'updateHoaAccount',
        `{"data":{"propertyId":"${propertyId}","balanceCents":100,"yearsOwed":[{"@type":"foo"}]}}`,
      ),
    ).resolves.toEqual({
      status: 400,
      error: { status: 'INVALID_ARGUMENT', message: HOA_ACCOUNT_TEXTS.invalidYears },
    });
    expect(await accountOf(propertyId)).toEqual(before);
  });

  it('a well-formed Int64Value is still read as its number (the protocol’s own encoding)', async () => {
    const propertyId = await accountWithBalance();
    await expect(updateWithBalance(propertyId, `{"@type":"${INT64}","value":"4500"}`)).resolves.toEqual({
      status: 200,
    });
    expect((await accountOf(propertyId))?.balanceCents).toBe(4500);
  });
});
