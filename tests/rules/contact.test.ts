// firestore.rules for the contact form's messages: contactMessages/{id} is the
// board's to read; nobody writes it from a browser (sendContactMessage and
// setContactMessageStatus do), so what a resident wrote cannot be changed or removed.
// The eight roles of DESIGN.md §4 × get / list / create / update / delete.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { COLLECTIONS, type ContactMessageRecord } from '@lakeside/domain';
import {
  Timestamp,
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ROLES, ROLES, as, type Role } from './roles';
import { endWithFullCoverage, rulesEnvironment } from './rulesEnv';

const PROJECT = 'demo-lakeside-rules-contact';
let env: RulesTestEnvironment;
const { contactMessages } = COLLECTIONS;
const MESSAGE_ID = 'message-1';

const message: ContactMessageRecord<Timestamp> = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'owner@lakeside.test',
  propertyAddress: '14 Lakeshore Dr',
  subject: 'Dock permit',
  message: 'May I extend my dock by four feet?',
  status: 'new',
  createdAt: Timestamp.fromDate(new Date('2026-11-01T00:00:00Z')),
  handledBy: null,
  handledAt: null,
};

const uidOf = (role: Role) => ROLES[role]?.uid ?? 'nobody';

beforeAll(async () => {
  env = await rulesEnvironment(PROJECT);
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), contactMessages, MESSAGE_ID), message);
  });
});

afterAll(() =>
  endWithFullCoverage(env, PROJECT, 'contactMessages', {
    matches: ['/contactMessages/{messageId}'],
    functions: ['isAdmin'],
  }),
);

describe('contactMessages: the contact form, as sent', () => {
  it.each(ALL_ROLES)('%s: reads and lists messages only as an admin', async (role) => {
    const db = as(env, role).firestore();
    const outcome = role === 'admin' ? assertSucceeds : assertFails;
    const snap = await outcome(getDoc(doc(db, contactMessages, MESSAGE_ID)));
    if (role === 'admin') expect(snap?.get('subject')).toBe('Dock permit');
    await outcome(getDocs(collection(db, contactMessages)));
    // not even the messages sent from the caller's own address
    await outcome(getDocs(query(collection(db, contactMessages), where('email', '==', message.email))));
  });

  it.each(ALL_ROLES)('%s: never creates, changes or deletes a message', async (role) => {
    const db = as(env, role).firestore();
    const forged = { ...message, subject: `forged by ${uidOf(role)}` };
    await assertFails(setDoc(doc(db, contactMessages, `new-${uidOf(role)}`), forged));
    await assertFails(addDoc(collection(db, contactMessages), forged));
    await assertFails(updateDoc(doc(db, contactMessages, MESSAGE_ID), { status: 'done' }));
    await assertFails(setDoc(doc(db, contactMessages, MESSAGE_ID), forged));
    await assertFails(deleteDoc(doc(db, contactMessages, MESSAGE_ID)));
  });

  it('the seeded message is there (so the refusals above are about the rules)', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      expect((await getDoc(doc(context.firestore(), contactMessages, MESSAGE_ID))).exists()).toBe(true);
    });
  });
});
