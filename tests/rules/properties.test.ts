// firestore.rules for properties, propertyOwners and hoaAccounts: the eight roles of
// DESIGN.md §4 × read / create / update / delete.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { COLLECTIONS, propertyOwnerId } from '@lakeside/domain';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { ALL_ROLES, ROLES, as, type Role } from './roles';
import { endWithFullCoverage, rulesEnvironment } from './rulesEnv';

const PROJECT = 'demo-lakeside-rules-properties';
let env: RulesTestEnvironment;
const { properties, propertyOwners, hoaAccounts } = COLLECTIONS;

// "home" is owned by owner + co-owner; "elsewhere" by another resident; "bare" has no account.
const HOME = 'home';
const ELSEWHERE = 'elsewhere';
const BARE = 'bare';

const OWNERS_OF_HOME: Role[] = ['owner', 'co-owner'];
const OWNER_UID = ROLES.owner.uid;
const CO_OWNER_UID = ROLES['co-owner'].uid;
const OTHER_UID = ROLES['another resident'].uid;
const APPROVED_UID = ROLES.approved.uid;

const address = (streetAddress: string) => ({
  streetAddress,
  city: 'Lakeside',
  state: 'TN',
  zipCode: '37013',
});
/** When the co-owner lost a right (seconds since the epoch): their older sessions are stale. */
const REVOKED_AT = 1_600_000_000;

const owner = (uid: string, firstName: string) => ({ uid, firstName, lastName: 'Lakes' });

function newProperty(uid: string, overrides: Record<string, unknown> = {}) {
  return {
    ...address('9 New Rd'),
    owners: [],
    ownerUids: [],
    createdAt: serverTimestamp(),
    createdBy: uid,
    ...overrides,
  };
}

beforeAll(async () => {
  env = await rulesEnvironment(PROJECT);
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    const homeOwners = [owner(OWNER_UID, 'Olive'), owner(CO_OWNER_UID, 'Cole')];
    const homeUids = homeOwners.map((o) => o.uid);
    await setDoc(doc(db, properties, HOME), {
      ...address('1 Home Rd'),
      owners: homeOwners,
      ownerUids: homeUids,
    });
    await setDoc(doc(db, properties, ELSEWHERE), {
      ...address('2 Far Rd'),
      owners: [owner(OTHER_UID, 'Otto')],
      ownerUids: [OTHER_UID],
    });
    await setDoc(doc(db, properties, BARE), {
      ...address('3 Bare Rd'),
      owners: [owner(OWNER_UID, 'Olive')],
      ownerUids: [OWNER_UID],
    });
    await setDoc(doc(db, hoaAccounts, HOME), {
      propertyId: HOME,
      balanceCents: 32000,
      yearsOwed: ['2025', '2026'],
      ownerUids: homeUids,
    });
    await setDoc(doc(db, hoaAccounts, ELSEWHERE), {
      propertyId: ELSEWHERE,
      balanceCents: 16000,
      yearsOwed: ['2026'],
      ownerUids: [OTHER_UID],
    });
    // The co-owner's sessions were revoked once, long ago (functions/src/auth/claims.ts).
    await setDoc(doc(db, COLLECTIONS.userMeta, CO_OWNER_UID), { tokensValidAfter: REVOKED_AT });
    await setDoc(doc(db, propertyOwners, propertyOwnerId(HOME, OWNER_UID)), {
      propertyId: HOME,
      uid: OWNER_UID,
    });
  });
});

afterAll(() =>
  endWithFullCoverage(env, PROJECT, 'properties, propertyOwners, hoaAccounts', {
    matches: ['/properties/{propertyId}', '/propertyOwners/{linkId}', '/hoaAccounts/{propertyId}'],
    functions: ['approvedOwnerOf', 'sessionStillValid', 'validNewProperty'],
  }),
);

describe('properties', () => {
  it.each(ALL_ROLES)('%s: reads a property only as its approved owner or an admin', async (role) => {
    const db = as(env, role).firestore();
    const mayRead = role === 'admin' || OWNERS_OF_HOME.includes(role);
    await (mayRead ? assertSucceeds : assertFails)(getDoc(doc(db, properties, HOME)));
    const mayReadElsewhere = role === 'admin' || role === 'another resident';
    await (mayReadElsewhere ? assertSucceeds : assertFails)(getDoc(doc(db, properties, ELSEWHERE)));
  });

  it.each(ALL_ROLES)('%s: lists only with the own-properties query, or everything as admin', async (role) => {
    const db = as(env, role).firestore();
    await (role === 'admin' ? assertSucceeds : assertFails)(getDocs(collection(db, properties)));
    const uid = ROLES[role]?.uid ?? 'nobody';
    const own = query(collection(db, properties), where('ownerUids', 'array-contains', uid));
    const approved = role !== 'signed out' && role !== 'pending' && role !== 'rejected';
    await (approved ? assertSucceeds : assertFails)(getDocs(own));
  });

  it.each(ALL_ROLES)('%s: creates a property only as admin', async (role) => {
    const db = as(env, role).firestore();
    const uid = ROLES[role]?.uid ?? 'nobody';
    await (role === 'admin' ? assertSucceeds : assertFails)(
      setDoc(doc(db, properties, `new-${role}`), newProperty(uid)),
    );
  });

  it.each(ALL_ROLES)('%s: cannot update or delete a property', async (role) => {
    const db = as(env, role).firestore();
    await assertFails(updateDoc(doc(db, properties, HOME), { ownerUids: [APPROVED_UID] }));
    await assertFails(deleteDoc(doc(db, properties, HOME)));
  });

  it.each([
    ['a missing street address', { streetAddress: '' }],
    ['an untrimmed city', { city: ' Lakeside' }],
    ['a missing ZIP code', { zipCode: '' }],
    ['a 4-digit ZIP code', { zipCode: '3701' }],
    ['a ZIP code with letters', { zipCode: '3701A' }],
    ['a long state', { state: 'TEN' }],
    ['owners on creation', { owners: [owner(APPROVED_UID, 'Amy')], ownerUids: [APPROVED_UID] }],
    ['another creator', { createdBy: 'someone-else' }],
    ['a client time', { createdAt: new Date('2020-01-01') }],
    ['an extra field', { balanceCents: 0 }],
    ['a bidi override in the street', { streetAddress: '9 New\u202E Rd' }],
    ['a zero-width space in the city', { city: 'Lake\u200Bside' }],
  ])('refuses an admin-created property with %s', async (_, overrides) => {
    const db = as(env, 'admin').firestore();
    await assertFails(setDoc(doc(db, properties, 'bad'), newProperty(ROLES.admin.uid, overrides)));
  });
});

describe('a session from before a lost right (DESIGN.md §4)', () => {
  const coOwner = ROLES['co-owner'];
  const session = (authTime: number) =>
    env.authenticatedContext(coOwner.uid, { ...coOwner.claims, auth_time: authTime }).firestore();

  it('co-owner: a token signed in before the revocation reads neither property nor account', async () => {
    const stale = session(REVOKED_AT - 1);
    await assertFails(getDoc(doc(stale, properties, HOME)));
    await assertFails(getDoc(doc(stale, hoaAccounts, HOME)));
    await assertFails(
      getDocs(query(collection(stale, hoaAccounts), where('ownerUids', 'array-contains', coOwner.uid))),
    );
  });

  it('co-owner: signed in again since, they read their own as before', async () => {
    const fresh = session(REVOKED_AT);
    await assertSucceeds(getDoc(doc(fresh, properties, HOME)));
    await assertSucceeds(getDoc(doc(fresh, hoaAccounts, HOME)));
  });
});

describe('propertyOwners', () => {
  it.each(ALL_ROLES)('%s: reads owner links only as admin, writes never', async (role) => {
    const db = as(env, role).firestore();
    const link = doc(db, propertyOwners, propertyOwnerId(HOME, OWNER_UID));
    await (role === 'admin' ? assertSucceeds : assertFails)(getDoc(link));
    const uid = ROLES[role]?.uid ?? 'nobody';
    await assertFails(setDoc(doc(db, propertyOwners, propertyOwnerId(HOME, uid)), { propertyId: HOME, uid }));
    await assertFails(updateDoc(link, { addedBy: uid }));
    await assertFails(deleteDoc(link));
  });
});

describe('hoaAccounts', () => {
  it.each(ALL_ROLES)(
    "%s: reads an account only as the property's approved owner or an admin",
    async (role) => {
      const db = as(env, role).firestore();
      const mayRead = role === 'admin' || OWNERS_OF_HOME.includes(role);
      await (mayRead ? assertSucceeds : assertFails)(getDoc(doc(db, hoaAccounts, HOME)));
      const mayReadElsewhere = role === 'admin' || role === 'another resident';
      await (mayReadElsewhere ? assertSucceeds : assertFails)(getDoc(doc(db, hoaAccounts, ELSEWHERE)));
    },
  );

  it.each(ALL_ROLES)('%s: may learn that an own property has no account yet', async (role) => {
    const db = as(env, role).firestore();
    // BARE is owned by the owner only
    await (role === 'admin' || role === 'owner' ? assertSucceeds : assertFails)(
      getDoc(doc(db, hoaAccounts, BARE)),
    );
  });

  it.each(ALL_ROLES)('%s: lists accounts only as admin or with the own-accounts query', async (role) => {
    const db = as(env, role).firestore();
    await (role === 'admin' ? assertSucceeds : assertFails)(getDocs(collection(db, hoaAccounts)));
    const uid = ROLES[role]?.uid ?? 'nobody';
    const own = query(collection(db, hoaAccounts), where('ownerUids', 'array-contains', uid));
    const approved = role !== 'signed out' && role !== 'pending' && role !== 'rejected';
    await (approved ? assertSucceeds : assertFails)(getDocs(own));
  });

  it.each(ALL_ROLES)('%s: never writes an account, not even their own balance', async (role) => {
    const db = as(env, role).firestore();
    await assertFails(updateDoc(doc(db, hoaAccounts, HOME), { balanceCents: 0, yearsOwed: [] }));
    await assertFails(
      setDoc(doc(db, hoaAccounts, BARE), { propertyId: BARE, balanceCents: 0, yearsOwed: [], ownerUids: [] }),
    );
    await assertFails(deleteDoc(doc(db, hoaAccounts, HOME)));
  });
});
