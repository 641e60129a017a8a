import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { COLLECTIONS } from '@lakeside/domain';
import { deleteDoc, doc, getDoc, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { rulesEnvironment } from './rulesEnv';

// Rules tests use their own project so clearing data never touches the other layers' data.
const RULES_PROJECT = 'demo-lakeside-rules';
let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesEnvironment(RULES_PROJECT);
  await env.withSecurityRulesDisabled(async (context) => {
    for (const name of Object.values(COLLECTIONS)) {
      await setDoc(doc(context.firestore(), name, 'existing'), { seeded: true });
    }
  });
});

afterAll(async () => {
  await env?.cleanup();
});

// Until a collection gets its own rules (and tests for every role), nobody may touch it.
// Collections with their own rules are tested in their own files (identity.test.ts: profiles,
// userMeta, auditLog; properties.test.ts: properties, propertyOwners, hoaAccounts;
// payments.test.ts: payments and the account trail; misc-charges.test.ts: paymentsPrivate,
// which admins read; contact.test.ts: contactMessages, which admins read; dues-rates.test.ts:
// duesRates, which approved residents and admins read, and billingRuns, which admins read;
// reminders.test.ts: reminders, refunds and summaries, which admins read). The server-only collections stay
// closed to every client, so they are checked here too (and per role in payments.test.ts).
const WITH_OWN_RULES: string[] = [
  COLLECTIONS.profiles,
  COLLECTIONS.userMeta,
  COLLECTIONS.auditLog,
  COLLECTIONS.properties,
  COLLECTIONS.propertyOwners,
  COLLECTIONS.hoaAccounts,
  COLLECTIONS.payments,
  COLLECTIONS.paymentsPrivate,
  COLLECTIONS.contactMessages,
  COLLECTIONS.duesRates,
  COLLECTIONS.billingRuns,
  COLLECTIONS.reminders,
  COLLECTIONS.refunds,
  COLLECTIONS.summaries,
];
const STILL_CLOSED = Object.values(COLLECTIONS).filter((name) => !WITH_OWN_RULES.includes(name));

const callers = {
  'signed out': () => env.unauthenticatedContext(),
  'signed in': () => env.authenticatedContext('resident-1'),
  'approved admin': () => env.authenticatedContext('admin-1', { admin: true, approved: true }),
};

describe.each(Object.entries(callers))('deny by default: %s', (_, context) => {
  it.each(STILL_CLOSED)('cannot read, create, update or delete in %s', async (name) => {
    const db = context().firestore();
    await assertFails(getDoc(doc(db, name, 'existing')));
    await assertFails(setDoc(doc(db, name, 'new-doc'), { any: 'thing' }));
    await assertFails(updateDoc(doc(db, name, 'existing'), { seeded: false }));
    await assertFails(deleteDoc(doc(db, name, 'existing')));
  });

  it('cannot read or write an unknown collection', async () => {
    const db = context().firestore();
    await assertFails(getDoc(doc(db, 'anything', 'x')));
    await assertFails(setDoc(doc(db, 'anything', 'x'), { a: 1 }));
  });
});
