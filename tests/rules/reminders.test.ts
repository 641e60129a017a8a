// firestore.rules for the reminders (issue 30): reminders/{id} records each reminder sent to a
// late account's owners. The board reads them; nobody writes one from a browser (sendReminder,
// remindAllLate and the monthly run do, with the e-mail), so a reminder cannot be faked or a
// sent one hidden to get around the once-in-7-days rule.
// The eight roles of DESIGN.md §4 × get / list / create / update / delete.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { COLLECTIONS, reminderId, type ReminderRecord } from '@lakeside/domain';
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ROLES, as } from './roles';
import { endWithFullCoverage, rulesEnvironment } from './rulesEnv';

const PROJECT = 'demo-lakeside-rules-reminders';
let env: RulesTestEnvironment;
const { reminders } = COLLECTIONS;
const ID = reminderId('prop-1', 1);

const record: ReminderRecord<Timestamp> = {
  propertyId: 'prop-1',
  sequence: 1,
  sentAt: Timestamp.fromDate(new Date('2026-11-01T15:00:00Z')),
  sentBy: { uid: 'admin-1', email: 'admin@lakeside.test' },
  trigger: 'row',
  recipients: 1,
  lateYears: ['2025'],
  balanceCents: 16000,
  oldestDueDate: '2025-03-31',
  mailId: 'reminder-prop-1-1',
};

beforeAll(async () => {
  env = await rulesEnvironment(PROJECT);
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), reminders, ID), record);
  });
});

afterAll(() =>
  endWithFullCoverage(env, PROJECT, 'reminders', {
    matches: ['/reminders/{reminderId}'],
    functions: ['isAdmin', 'signedIn', 'sessionStillValid'],
  }),
);

describe('reminders: each reminder sent', () => {
  it.each(ALL_ROLES)('%s: reads reminders only as an admin, and never writes one', async (role) => {
    const db = as(env, role).firestore();
    const outcome = role === 'admin' ? assertSucceeds : assertFails;
    const snap = await outcome(getDoc(doc(db, reminders, ID)));
    if (role === 'admin') expect(snap?.get('mailId')).toBe('reminder-prop-1-1');
    await outcome(getDocs(collection(db, reminders)));
    await assertFails(setDoc(doc(db, reminders, reminderId('prop-1', 2)), { ...record, sequence: 2 }));
    await assertFails(updateDoc(doc(db, reminders, ID), { recipients: 0 }));
    await assertFails(deleteDoc(doc(db, reminders, ID)));
  });

  it('the seeded reminder is there (so the refusals above are about the rules)', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      expect((await getDoc(doc(context.firestore(), reminders, ID))).exists()).toBe(true);
    });
  });
});
