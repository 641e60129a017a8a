// firestore.rules for miscellaneous charges: the charge is a payments/{id} document
// its property's owners read like any payment, while its private half, paymentsPrivate/{id}
// (internal notes and the pay link's secret token), is the board's alone. Nobody writes either.
// The eight roles of DESIGN.md §4 × get / list / create / update / delete.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { COLLECTIONS, type Payment, type PaymentPrivate } from '@lakeside/domain';
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

const PROJECT = 'demo-lakeside-rules-misc-charges';
let env: RulesTestEnvironment;
const { hoaAccounts, payments, paymentsPrivate } = COLLECTIONS;

const HOME = 'home';
const CHARGE = 'misc-home-1';
const OWNERS: Role[] = ['owner', 'co-owner'];
const TOKEN = 'A'.repeat(43);
const NOTES = 'Broken fence panel, photos in the board folder';

const address = { streetAddress: '1 home Rd', city: 'Lakeside', state: 'TN', zipCode: '37013' };
const now = Timestamp.fromDate(new Date('2026-04-01T00:00:00Z'));

const charge: Payment<Timestamp> = {
  propertyId: HOME,
  ownerUids: [ROLES.owner.uid, ROLES['co-owner'].uid],
  property: address,
  invoiceNumber: 'INV-20260401-ABCDEF',
  description: 'Fence repair',
  yearsPaid: [],
  amountCents: 12500,
  feeCents: 393,
  totalChargedCents: 12893,
  status: 'pending',
  failureReason: null,
  paymentMethod: null,
  checkoutSessionId: null,
  checkoutExpiresAt: null,
  stripePaymentIntentId: null,
  stripeChargeId: null,
  payerEmail: null,
  createdBy: ROLES.admin.uid,
  createdAt: now,
  completedAt: null,
};

const secret: PaymentPrivate<Timestamp> = {
  internalNotes: NOTES,
  payToken: TOKEN,
  createdBy: ROLES.admin.uid,
  createdAt: now,
};

const uidOf = (role: Role) => ROLES[role]?.uid ?? 'nobody';

beforeAll(async () => {
  env = await rulesEnvironment(PROJECT);
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, hoaAccounts, HOME), {
      propertyId: HOME,
      ownerUids: charge.ownerUids,
      property: address,
      balanceCents: 0,
      yearsOwed: [],
    });
    await setDoc(doc(db, payments, CHARGE), charge);
    await setDoc(doc(db, paymentsPrivate, CHARGE), secret);
  });
});

afterAll(() =>
  endWithFullCoverage(env, PROJECT, 'paymentsPrivate', {
    matches: ['/paymentsPrivate/{paymentId}'],
    functions: ['isAdmin'],
  }),
);

describe('paymentsPrivate: internal notes and the pay-link token', () => {
  it.each(ALL_ROLES)('%s: reads a charge’s private half only as an admin', async (role) => {
    const db = as(env, role).firestore();
    if (role === 'admin') {
      const snap = await assertSucceeds(getDoc(doc(db, paymentsPrivate, CHARGE)));
      expect(snap.get('internalNotes')).toBe(NOTES);
      expect(snap.get('payToken')).toBe(TOKEN);
    } else {
      await assertFails(getDoc(doc(db, paymentsPrivate, CHARGE)));
    }
  });

  it.each(ALL_ROLES)('%s: lists private halves only as an admin, however asked', async (role) => {
    const db = as(env, role).firestore();
    const outcome = role === 'admin' ? assertSucceeds : assertFails;
    await outcome(getDocs(collection(db, paymentsPrivate)));
    await outcome(getDocs(query(collection(db, paymentsPrivate), where('createdBy', '==', uidOf(role)))));
    await outcome(getDocs(query(collection(db, paymentsPrivate), where('payToken', '==', TOKEN))));
  });

  it.each(ALL_ROLES)('%s: never creates, updates or deletes a private half', async (role) => {
    const db = as(env, role).firestore();
    const forged = { ...secret, createdBy: uidOf(role), internalNotes: 'forged' };
    await assertFails(setDoc(doc(db, paymentsPrivate, `new-${uidOf(role)}`), forged));
    await assertFails(addDoc(collection(db, paymentsPrivate), forged));
    await assertFails(updateDoc(doc(db, paymentsPrivate, CHARGE), { payToken: 'B'.repeat(43) }));
    await assertFails(setDoc(doc(db, paymentsPrivate, CHARGE), forged));
    await assertFails(deleteDoc(doc(db, paymentsPrivate, CHARGE)));
  });

  it('the seeded private half is there (so the refusals above are about the rules)', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      expect((await getDoc(doc(context.firestore(), paymentsPrivate, CHARGE))).exists()).toBe(true);
    });
  });
});

describe('the charge itself: a payment like any other', () => {
  it.each(ALL_ROLES)('%s: reads the charge only as its approved owner or an admin', async (role) => {
    const db = as(env, role).firestore();
    const may = role === 'admin' || OWNERS.includes(role);
    const snap = await (may ? assertSucceeds : assertFails)(getDoc(doc(db, payments, CHARGE)));
    // what an owner reads has neither the notes nor the token
    if (may && snap) {
      expect(snap.data()).not.toHaveProperty('internalNotes');
      expect(snap.data()).not.toHaveProperty('payToken');
    }
  });

  it.each(ALL_ROLES)('%s: lists payments unfiltered only as an admin', async (role) => {
    const db = as(env, role).firestore();
    await (role === 'admin' ? assertSucceeds : assertFails)(getDocs(collection(db, payments)));
  });

  it.each(ALL_ROLES)('%s: never voids, pays or rewrites a charge', async (role) => {
    const db = as(env, role).firestore();
    const ref = doc(db, payments, CHARGE);
    await assertFails(updateDoc(ref, { status: 'failed', voidedAt: Timestamp.now() }));
    await assertFails(updateDoc(ref, { status: 'completed' }));
    await assertFails(updateDoc(ref, { amountCents: 1 }));
    await assertFails(deleteDoc(ref));
  });
});
