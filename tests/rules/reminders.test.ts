// firestore.rules for the reminders: reminders/{id} records each reminder sent to a
// late account's owners. The board reads them; nobody writes one from a browser (sendReminder,
// remindAllLate and the monthly run do, with the e-mail), so a reminder cannot be faked or a
// sent one hidden to get around the once-in-7-days rule. The refunds are the same:
// refunds/{requestId}, which admins read and only refundPayment and the webhook write; and so
// is summaries/paymentsDesk, the desk's totals, which only the functions keep.
// The eight roles of DESIGN.md §4 × get / list / create / update / delete.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  COLLECTIONS,
  PAYMENTS_DESK_SUMMARY_ID,
  reminderId,
  type DeskTotalsSummary,
  type RefundRecord,
  type ReminderRecord,
} from '@lakeside/domain';
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
const { reminders, refunds, summaries } = COLLECTIONS;
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

const summary: DeskTotalsSummary<Timestamp> = {
  revenueCents: 48000,
  pendingCents: 16000,
  complete: true,
  recountedAt: Timestamp.fromDate(new Date('2026-11-01T15:00:00Z')),
};

const refund: RefundRecord<Timestamp> = {
  paymentId: 'payment-1',
  propertyId: 'prop-1',
  invoiceNumber: 'INV-20261101-ABCDEF',
  amountCents: 16000,
  reason: 'duplicate',
  note: '',
  yearsBack: [],
  status: 'succeeded',
  stripeRefundId: 're_1',
  failureReason: null,
  requestedBy: { uid: 'admin-1', email: 'admin@lakeside.test' },
  requestedAt: Timestamp.fromDate(new Date('2026-11-01T15:00:00Z')),
  settledAt: Timestamp.fromDate(new Date('2026-11-01T15:00:05Z')),
};
const REFUND_ID = 'request-0001';

beforeAll(async () => {
  env = await rulesEnvironment(PROJECT);
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), reminders, ID), record);
    await setDoc(doc(context.firestore(), refunds, REFUND_ID), refund);
    await setDoc(doc(context.firestore(), summaries, PAYMENTS_DESK_SUMMARY_ID), summary);
  });
});

afterAll(() =>
  endWithFullCoverage(env, PROJECT, 'reminders', {
    matches: ['/reminders/{reminderId}', '/refunds/{requestId}', '/summaries/{summaryId}'],
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

  it.each(ALL_ROLES)('%s: reads refunds only as an admin, and never writes one', async (role) => {
    const db = as(env, role).firestore();
    const outcome = role === 'admin' ? assertSucceeds : assertFails;
    const snap = await outcome(getDoc(doc(db, refunds, REFUND_ID)));
    if (role === 'admin') expect(snap?.get('stripeRefundId')).toBe('re_1');
    await outcome(getDocs(collection(db, refunds)));
    await assertFails(setDoc(doc(db, refunds, 'request-0002'), { ...refund, amountCents: 1 }));
    await assertFails(updateDoc(doc(db, refunds, REFUND_ID), { status: 'failed' }));
    await assertFails(deleteDoc(doc(db, refunds, REFUND_ID)));
  });

  it.each(ALL_ROLES)('%s: reads the desk totals only as an admin, and never writes them', async (role) => {
    const db = as(env, role).firestore();
    const outcome = role === 'admin' ? assertSucceeds : assertFails;
    const snap = await outcome(getDoc(doc(db, summaries, PAYMENTS_DESK_SUMMARY_ID)));
    if (role === 'admin') expect(snap?.get('revenueCents')).toBe(48000);
    await outcome(getDocs(collection(db, summaries)));
    await assertFails(setDoc(doc(db, summaries, 'other'), summary));
    await assertFails(updateDoc(doc(db, summaries, PAYMENTS_DESK_SUMMARY_ID), { revenueCents: 1 }));
    await assertFails(deleteDoc(doc(db, summaries, PAYMENTS_DESK_SUMMARY_ID)));
  });

  it('the seeded reminder, refund and totals are there (so the refusals above are about the rules)', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      expect((await getDoc(doc(context.firestore(), summaries, PAYMENTS_DESK_SUMMARY_ID))).exists()).toBe(
        true,
      );
      expect((await getDoc(doc(context.firestore(), reminders, ID))).exists()).toBe(true);
      expect((await getDoc(doc(context.firestore(), refunds, REFUND_ID))).exists()).toBe(true);
    });
  });
});
