// firestore.rules for the dues rates (issue 29): duesRates/{year} is read by those who pay dues
// (approved residents) and the board; nobody writes it from a browser (setDuesRate does, and
// refuses a billed year), so a rate cannot be changed behind billing's back.
// The eight roles of DESIGN.md §4 × get / list / create / update / delete.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { COLLECTIONS, type DuesRate } from '@lakeside/domain';
import {
  Timestamp,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  collection,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ROLES, as, type Role } from './roles';
import { endWithFullCoverage, rulesEnvironment } from './rulesEnv';

const PROJECT = 'demo-lakeside-rules-dues-rates';
let env: RulesTestEnvironment;
const { duesRates } = COLLECTIONS;

const rate: DuesRate<Timestamp> = {
  amountCents: 17500,
  dueDate: '2027-03-31',
  setBy: { uid: 'admin-1', email: 'admin@lakeside.test' },
  setAt: Timestamp.fromDate(new Date('2026-11-01T00:00:00Z')),
  billedAt: null,
  billedBy: null,
};

/** Those who pay dues, and the board: every signed-in role with the approved claim. */
const readers: Role[] = ['approved', 'owner', 'co-owner', 'another resident', 'admin'];

beforeAll(async () => {
  env = await rulesEnvironment(PROJECT);
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), duesRates, '2027'), rate);
  });
});

afterAll(() =>
  endWithFullCoverage(env, PROJECT, 'duesRates', {
    matches: ['/duesRates/{year}'],
    functions: ['isAdmin', 'signedIn', 'sessionStillValid'],
  }),
);

describe('duesRates: what each year costs', () => {
  it.each(ALL_ROLES)('%s: reads and lists the rates only when approved or an admin', async (role) => {
    const db = as(env, role).firestore();
    const outcome = readers.includes(role) ? assertSucceeds : assertFails;
    const snap = await outcome(getDoc(doc(db, duesRates, '2027')));
    if (readers.includes(role)) expect(snap?.get('amountCents')).toBe(17500);
    await outcome(getDocs(collection(db, duesRates)));
  });

  it.each(ALL_ROLES)('%s: never sets, changes or deletes a rate', async (role) => {
    const db = as(env, role).firestore();
    await assertFails(setDoc(doc(db, duesRates, '2028'), rate));
    await assertFails(updateDoc(doc(db, duesRates, '2027'), { amountCents: 1 }));
    await assertFails(setDoc(doc(db, duesRates, '2027'), { ...rate, billedAt: null, amountCents: 1 }));
    await assertFails(deleteDoc(doc(db, duesRates, '2027')));
  });

  it('the seeded rate is there (so the refusals above are about the rules)', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      expect((await getDoc(doc(context.firestore(), duesRates, '2027'))).exists()).toBe(true);
    });
  });
});
