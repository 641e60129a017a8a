// firestore.rules for the dues rates and billing runs: duesRates/{year} is read by
// those who pay dues (approved residents) and the board, billingRuns/{year} by the board; nobody
// writes either from a browser (setDuesRate and billYear do), so a rate cannot be changed behind
// billing's back nor a run's progress faked.
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
const { duesRates, billingRuns } = COLLECTIONS;

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
    await setDoc(doc(context.firestore(), billingRuns, '2027'), {
      year: '2027',
      state: 'running',
      done: 1,
      total: 2,
    });
  });
});

afterAll(() =>
  endWithFullCoverage(env, PROJECT, 'duesRates and billingRuns', {
    matches: ['/duesRates/{year}', '/billingRuns/{year}'],
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

  it.each(ALL_ROLES)('%s: reads billing runs only as an admin, and never writes one', async (role) => {
    const db = as(env, role).firestore();
    const outcome = role === 'admin' ? assertSucceeds : assertFails;
    await outcome(getDoc(doc(db, billingRuns, '2027')));
    await outcome(getDocs(collection(db, billingRuns)));
    await assertFails(setDoc(doc(db, billingRuns, '2027'), { state: 'done' }));
    await assertFails(updateDoc(doc(db, billingRuns, '2027'), { done: 2 }));
    await assertFails(deleteDoc(doc(db, billingRuns, '2027')));
  });

  it('the seeded rate is there (so the refusals above are about the rules)', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      expect((await getDoc(doc(context.firestore(), duesRates, '2027'))).exists()).toBe(true);
    });
  });
});
