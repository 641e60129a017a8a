// firestore.rules for the identity collections: profiles, userMeta, auditLog.
// Every role × read / create / update / delete, on the caller's own document and another's.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { COLLECTIONS } from '@lakeside/domain';
import {
  Timestamp,
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
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, as, signedInNow, type SignedInRole } from './roles';
import { endWithFullCoverage, rulesEnvironment } from './rulesEnv';

const PROJECT = 'demo-lakeside-rules-identity';
let env: RulesTestEnvironment;

const { profiles, userMeta, auditLog } = COLLECTIONS;

// The signed-in roles this file is about (tests/rules/roles.ts); the documents of another
// resident stand for "somebody else's".
const RESIDENTS: SignedInRole[] = ['pending', 'rejected', 'approved'];
const SIGNED_IN: SignedInRole[] = [...RESIDENTS, 'admin'];
const OTHER_UID = ROLES['another resident'].uid;

/** When the roles' sessions were last revoked (seconds); a token signed in before is stale. */
const SESSIONS_VALID_AFTER = 2_000_000_000 - 365 * 24 * 3600 * 10;
const REVOKED_SESSION = { auth_time: SESSIONS_VALID_AFTER - 1 };

function storedProfile(uid: string, status: string) {
  return {
    firstName: 'Stored',
    lastName: uid,
    email: `${uid}@lakeside.test`,
    streetAddress: '1 Lake Rd',
    city: 'Lakeside',
    state: 'TN',
    zipCode: '37013',
    approvalStatus: status,
    createdAt: Timestamp.fromDate(new Date('2026-01-01T00:00:00Z')),
  };
}

/** A valid new profile, as the registration form writes it. */
function newProfile(email: string, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Newton',
    lastName: 'Comer',
    email,
    streetAddress: '5 Pier St',
    city: 'Lakeside',
    state: 'TN',
    zipCode: '37013-1234',
    approvalStatus: 'pending',
    createdAt: serverTimestamp(),
    ...overrides,
  };
}

beforeAll(async () => {
  env = await rulesEnvironment(PROJECT);
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    for (const role of [...SIGNED_IN, 'another resident'] as const) {
      const { uid, status } = ROLES[role];
      await setDoc(doc(db, profiles, uid), storedProfile(uid, status));
      await setDoc(doc(db, userMeta, uid), {
        claimsUpdatedAt: Timestamp.now(),
        // Sessions revoked long ago (functions/src/auth/claims.ts): the roles' tokens, signed
        // in now, are newer; REVOKED_SESSION's are older.
        tokensValidAfter: SESSIONS_VALID_AFTER,
      });
    }
    await setDoc(doc(db, auditLog, 'entry-1'), {
      action: 'setApprovalStatus',
      targetUid: ROLES.approved.uid,
      from: 'pending',
      to: 'approved',
      actorUid: ROLES.admin.uid,
      actorEmail: ROLES.admin.claims.email,
      at: Timestamp.now(),
    });
  });
});

afterAll(() =>
  endWithFullCoverage(env, PROJECT, 'profiles, userMeta, auditLog', {
    matches: ['/profiles/{uid}', '/userMeta/{uid}', '/auditLog/{entry}'],
    functions: ['signedIn', 'sessionStillValid', 'isAdmin', 'isSelf', 'trimmedText', 'validNewProfile'],
  }),
);

describe('a session from before a lost right (DESIGN.md §4)', () => {
  const admin = ROLES.admin;

  it('admin: a token signed in before the revocation no longer reads as admin', async () => {
    const stale = env.authenticatedContext(admin.uid, { ...admin.claims, ...REVOKED_SESSION }).firestore();
    await assertFails(getDocs(collection(stale, profiles)));
    await assertFails(getDoc(doc(stale, profiles, OTHER_UID)));
    await assertFails(getDocs(collection(stale, auditLog)));
  });

  it('admin: a sign-in at the revocation or after counts again', async () => {
    const fresh = env
      .authenticatedContext(admin.uid, { ...admin.claims, auth_time: SESSIONS_VALID_AFTER })
      .firestore();
    await assertSucceeds(getDocs(collection(fresh, profiles)));
  });

  it('a stale session still reads its own profile and userMeta, so the app can say why it ends', async () => {
    const stale = env.authenticatedContext(admin.uid, { ...admin.claims, ...REVOKED_SESSION }).firestore();
    await assertSucceeds(getDoc(doc(stale, profiles, admin.uid)));
    await assertSucceeds(getDoc(doc(stale, userMeta, admin.uid)));
  });

  it('an admin with no userMeta yet (never changed) is not refused', async () => {
    const uid = 'admin-without-meta';
    const db = env
      .authenticatedContext(uid, { email: 'a2@lakeside.test', admin: true, ...signedInNow() })
      .firestore();
    await assertSucceeds(getDocs(collection(db, profiles)));
  });
});

describe('profiles: read', () => {
  it('signed out: cannot read any profile, nor list them', async () => {
    const db = as(env, 'signed out').firestore();
    await assertFails(getDoc(doc(db, profiles, OTHER_UID)));
    await assertFails(getDocs(collection(db, profiles)));
  });

  it.each(SIGNED_IN)('%s: reads their own profile', async (role) => {
    const db = as(env, role).firestore();
    await assertSucceeds(getDoc(doc(db, profiles, ROLES[role].uid)));
  });

  it.each(RESIDENTS)("%s: cannot read another resident's profile", async (role) => {
    await assertFails(getDoc(doc(as(env, role).firestore(), profiles, OTHER_UID)));
  });

  it.each(RESIDENTS)('%s: cannot list profiles, not even the pending ones', async (role) => {
    const db = as(env, role).firestore();
    await assertFails(getDocs(collection(db, profiles)));
    await assertFails(getDocs(query(collection(db, profiles), where('approvalStatus', '==', 'pending'))));
  });

  it("admin: reads anyone's profile and lists them all", async () => {
    const db = as(env, 'admin').firestore();
    await assertSucceeds(getDoc(doc(db, profiles, OTHER_UID)));
    const all = await assertSucceeds(getDocs(collection(db, profiles)));
    expect(all.size).toBe(5);
    const pending = await assertSucceeds(
      getDocs(query(collection(db, profiles), where('approvalStatus', '==', 'pending'))),
    );
    expect(pending.docs.map((d) => d.id)).toEqual(['pending-1']);
  });
});

describe('profiles: create', () => {
  const NEWCOMER = { uid: 'newcomer-1', email: 'newcomer@lakeside.test' };
  const newcomer = () => env.authenticatedContext(NEWCOMER.uid, { email: NEWCOMER.email }).firestore();

  it('a new account creates its own profile, pending, with its own email', async () => {
    await assertSucceeds(setDoc(doc(newcomer(), profiles, NEWCOMER.uid), newProfile(NEWCOMER.email)));
  });

  it('accepts names and addresses in any script, with accents and inner spaces', async () => {
    const db = env.authenticatedContext('newcomer-intl', { email: 'intl@lakeside.test' }).firestore();
    const names = {
      firstName: 'José Ñandú',
      lastName: 'Ørsted-Łukasz 李',
      streetAddress: '5 Rue de l’Église',
    };
    await assertSucceeds(
      setDoc(doc(db, profiles, 'newcomer-intl'), { ...newProfile('intl@lakeside.test'), ...names }),
    );
  });

  it('signed out: cannot create a profile', async () => {
    await assertFails(
      setDoc(doc(as(env, 'signed out').firestore(), profiles, 'anyone'), newProfile('x@lakeside.test')),
    );
  });

  it.each(SIGNED_IN)("%s: cannot create another user's profile", async (role) => {
    const db = as(env, role).firestore();
    await assertFails(setDoc(doc(db, profiles, 'someone-new'), newProfile(ROLES[role].claims.email)));
  });

  it.each(SIGNED_IN)('%s: cannot overwrite their existing profile (that is an update)', async (role) => {
    const db = as(env, role).firestore();
    await assertFails(setDoc(doc(db, profiles, ROLES[role].uid), newProfile(ROLES[role].claims.email)));
  });

  // Each case differs from a valid profile in one thing, so each rule can fail on its own.
  const invalid: [string, Record<string, unknown>][] = [
    ['status approved', { approvalStatus: 'approved' }],
    ['status rejected', { approvalStatus: 'rejected' }],
    ['another email than the account', { email: 'someone.else@lakeside.test' }],
    ['a client-chosen creation time', { createdAt: Timestamp.fromDate(new Date('2020-01-01')) }],
    ['an empty first name', { firstName: '' }],
    ['an untrimmed first name', { firstName: ' Newton' }],
    ['a first name over 100 characters', { firstName: 'N'.repeat(101) }],
    ['a last name over 100 characters', { lastName: 'C'.repeat(101) }],
    ['an untrimmed last name', { lastName: 'Comer ' }],
    // look-alike names: zero-width, bidi override, line separator, control
    ['a zero-width space in the first name', { firstName: 'New\u200Bton' }],
    ['a right-to-left override in the last name', { lastName: 'Co\u202Emer' }],
    ['a zero-width joiner and a newline in the street', { streetAddress: '5 Pier\u200D\nSt\nNorth' }],
    ['a line separator in the city', { city: 'Lake\u2028side' }],
    ['a NUL in the city', { city: 'Lake\u0000side' }],
    ['a street address over 255 characters', { streetAddress: 'S'.repeat(256) }],
    ['an empty city', { city: '' }],
    ['a city over 100 characters', { city: 'C'.repeat(101) }],
    ['a lowercase state', { state: 'tn' }],
    ['a 3-letter state', { state: 'TNN' }],
    ['a 4-digit ZIP', { zipCode: '3701' }],
    ['a ZIP with a short extension', { zipCode: '37013-12' }],
    ['a number as ZIP', { zipCode: 37013 }],
    ['an extra field', { admin: true }],
    ['an extra claims field', { approved: true }],
  ];

  it.each(invalid)('refuses a profile with %s', async (_, overrides) => {
    await assertFails(setDoc(doc(newcomer(), profiles, NEWCOMER.uid), newProfile(NEWCOMER.email, overrides)));
  });

  it('refuses a profile with a missing field', async () => {
    const { city: _city, ...withoutCity } = newProfile(NEWCOMER.email);
    expect(_city).toBe('Lakeside');
    await assertFails(setDoc(doc(newcomer(), profiles, 'newcomer-2'), withoutCity));
  });

  it('accepts the longest allowed values', async () => {
    const uid = 'newcomer-3';
    const email = `${'e'.repeat(240)}@lakeside.test`;
    const db = env.authenticatedContext(uid, { email }).firestore();
    await assertSucceeds(
      setDoc(
        doc(db, profiles, uid),
        newProfile(email, {
          firstName: 'F'.repeat(100),
          lastName: 'L'.repeat(100),
          streetAddress: 'S'.repeat(255),
          city: 'C'.repeat(100),
          zipCode: '37013',
        }),
      ),
    );
  });
});

describe('profiles: update and delete', () => {
  it.each(SIGNED_IN)('%s: cannot change their own status, name or anything else', async (role) => {
    const ref = doc(as(env, role).firestore(), profiles, ROLES[role].uid);
    await assertFails(updateDoc(ref, { approvalStatus: 'approved' }));
    await assertFails(updateDoc(ref, { firstName: 'Changed' }));
  });

  it.each(SIGNED_IN)("%s: cannot change another user's profile", async (role) => {
    await assertFails(
      updateDoc(doc(as(env, role).firestore(), profiles, OTHER_UID), { approvalStatus: 'rejected' }),
    );
  });

  it.each(SIGNED_IN)('%s: cannot delete their own or another profile', async (role) => {
    const db = as(env, role).firestore();
    await assertFails(deleteDoc(doc(db, profiles, ROLES[role].uid)));
    await assertFails(deleteDoc(doc(db, profiles, OTHER_UID)));
  });

  it('signed out: cannot update or delete a profile', async () => {
    const db = as(env, 'signed out').firestore();
    await assertFails(updateDoc(doc(db, profiles, OTHER_UID), { approvalStatus: 'approved' }));
    await assertFails(deleteDoc(doc(db, profiles, OTHER_UID)));
  });
});

describe('userMeta (claims refresh signal)', () => {
  it.each(SIGNED_IN)('%s: reads their own, nobody else’s', async (role) => {
    const db = as(env, role).firestore();
    await assertSucceeds(getDoc(doc(db, userMeta, ROLES[role].uid)));
    await assertFails(getDoc(doc(db, userMeta, OTHER_UID)));
    await assertFails(getDocs(collection(db, userMeta)));
  });

  it.each(SIGNED_IN)('%s: cannot create, update or delete it, not even their own', async (role) => {
    const db = as(env, role).firestore();
    const own = doc(db, userMeta, ROLES[role].uid);
    await assertFails(setDoc(doc(db, userMeta, 'brand-new'), { claimsUpdatedAt: serverTimestamp() }));
    await assertFails(updateDoc(own, { claimsUpdatedAt: serverTimestamp() }));
    await assertFails(deleteDoc(own));
  });

  it('signed out: no access at all', async () => {
    const db = as(env, 'signed out').firestore();
    await assertFails(getDoc(doc(db, userMeta, OTHER_UID)));
    await assertFails(setDoc(doc(db, userMeta, OTHER_UID), { claimsUpdatedAt: serverTimestamp() }));
  });
});

describe('auditLog', () => {
  it('admin: reads and lists the entries', async () => {
    const db = as(env, 'admin').firestore();
    await assertSucceeds(getDoc(doc(db, auditLog, 'entry-1')));
    await assertSucceeds(getDocs(collection(db, auditLog)));
  });

  it.each(RESIDENTS)('%s: cannot read or list it', async (role) => {
    const db = as(env, role).firestore();
    await assertFails(getDoc(doc(db, auditLog, 'entry-1')));
    await assertFails(getDocs(collection(db, auditLog)));
  });

  it('signed out: cannot read it', async () => {
    await assertFails(getDoc(doc(as(env, 'signed out').firestore(), auditLog, 'entry-1')));
  });

  it.each([...SIGNED_IN, 'signed out'] as const)(
    '%s: cannot create, update or delete entries',
    async (role) => {
      const db = as(env, role).firestore();
      await assertFails(setDoc(doc(db, auditLog, 'forged'), { action: 'setApprovalStatus', to: 'approved' }));
      await assertFails(updateDoc(doc(db, auditLog, 'entry-1'), { to: 'rejected' }));
      await assertFails(deleteDoc(doc(db, auditLog, 'entry-1')));
    },
  );
});
