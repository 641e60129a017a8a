// firestore.rules for the payment collections: payments, the account trail
// (hoaAccounts/{propertyId}/activity), and the server-only stripeEvents, mail, rateLimits,
// invoiceNumbers, checkoutGuards and recordedReferences.
// The eight roles of DESIGN.md §4 × get / list / create / update / delete.
import {
  assertFails,
  assertSucceeds,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { COLLECTIONS, SUBCOLLECTIONS, type AccountActivity, type Payment } from '@lakeside/domain';
import {
  Timestamp,
  addDoc,
  arrayRemove,
  arrayUnion,
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ROLES, ROLES, as, type Role } from './roles';
import { endWithFullCoverage, rulesEnvironment } from './rulesEnv';

const PROJECT = 'demo-lakeside-rules-payments';
let env: RulesTestEnvironment;
const {
  hoaAccounts,
  payments,
  stripeEvents,
  mail,
  rateLimits,
  invoiceNumbers,
  checkoutGuards,
  recordedReferences,
} = COLLECTIONS;
const { accountActivity } = SUBCOLLECTIONS;

// "home" is owned by owner + co-owner; "elsewhere" by another resident. HOME's account also
// lists the pending and the rejected user among its ownerUids (as if they had been assigned
// before their status changed): only the `approved` claim keeps them out.
const HOME = 'home';
const ELSEWHERE = 'elsewhere';
// For the ownership-change tests, so they never disturb the tables above them.
const LATER = 'later';
const SOLD = 'sold';

const OWNER_UID = ROLES.owner.uid;
const CO_OWNER_UID = ROLES['co-owner'].uid;
const OTHER_UID = ROLES['another resident'].uid;
const PENDING_UID = ROLES.pending.uid;
const REJECTED_UID = ROLES.rejected.uid;

const OWNERS_OF_HOME: Role[] = ['owner', 'co-owner'];
const mayReadHome = (role: Role) => role === 'admin' || OWNERS_OF_HOME.includes(role);
const mayReadElsewhere = (role: Role) => role === 'admin' || role === 'another resident';

// Payment ids by property, oldest first.
const HOME_PAYMENTS = ['pay-home-2025', 'pay-home-2026'];
const ELSEWHERE_PAYMENT = 'pay-elsewhere-2026';
const LATER_PAYMENT = 'pay-later-2024';
const SOLD_PAYMENT = 'pay-sold-2025';
const HOME_ACTIVITY = ['act-home-1', 'act-home-2'];
const ELSEWHERE_ACTIVITY = 'act-elsewhere-1';
const SOLD_ACTIVITY = 'act-sold-1';

const at = (iso: string) => Timestamp.fromDate(new Date(iso));

const address = (streetAddress: string) => ({
  streetAddress,
  city: 'Lakeside',
  state: 'TN',
  zipCode: '37013',
});

function account(propertyId: string, ownerUids: string[]) {
  return {
    propertyId,
    ownerUids,
    property: address(`1 ${propertyId} Rd`),
    balanceCents: 16000,
    yearsOwed: ['2026'],
  };
}

/** A payment as createHoaPayment and the settlement leave it. */
function payment(
  propertyId: string,
  ownerUids: string[],
  createdAt: string,
  overrides: Partial<Payment<Timestamp>> = {},
): Payment<Timestamp> {
  return {
    propertyId,
    ownerUids,
    property: address(`1 ${propertyId} Rd`),
    invoiceNumber: `INV-${propertyId}-${createdAt.slice(0, 4)}`,
    description: `HOA Dues Payment - ${createdAt.slice(0, 4)}`,
    yearsPaid: [createdAt.slice(0, 4)],
    amountCents: 16000,
    feeCents: 494,
    totalChargedCents: 16494,
    status: 'completed',
    failureReason: null,
    paymentMethod: 'card',
    checkoutSessionId: `cs_test_${propertyId}_${createdAt.slice(0, 4)}`,
    checkoutExpiresAt: at(createdAt),
    stripePaymentIntentId: `pi_test_${propertyId}`,
    stripeChargeId: `ch_test_${propertyId}`,
    payerEmail: 'payer@lakeside.test',
    createdBy: ownerUids[0] ?? 'nobody',
    createdAt: at(createdAt),
    completedAt: at(createdAt),
    ...overrides,
  };
}

function activity(when: string, paymentId: string): AccountActivity<Timestamp> {
  return {
    kind: 'payment',
    at: at(when),
    before: { balanceCents: 32000, yearsOwed: ['2025', '2026'] },
    after: { balanceCents: 16000, yearsOwed: ['2026'] },
    paymentId,
    invoiceNumber: `INV-${paymentId}`,
    yearsPaid: ['2025'],
    amountCents: 16000,
  };
}

/** A rules-test client's Firestore, as `as(env, role).firestore()` gives it. */
type Db = ReturnType<RulesTestContext['firestore']>;

/** The owners' payment-history query (the account screen): one property, newest first. */
const historyOf = (db: Db, propertyId: string) =>
  query(collection(db, payments), where('propertyId', '==', propertyId), orderBy('createdAt', 'desc'));

/** The account-trail query: one account's activity, newest first. */
const trailOf = (db: Db, propertyId: string) =>
  query(collection(db, hoaAccounts, propertyId, accountActivity), orderBy('at', 'desc'));

/** The statement's query: one account's whole trail, oldest first. */
const statementTrailOf = (db: Db, propertyId: string) =>
  query(collection(db, hoaAccounts, propertyId, accountActivity), orderBy('at', 'asc'));

const uidOf = (role: Role) => ROLES[role]?.uid ?? 'nobody';

beforeAll(async () => {
  env = await rulesEnvironment(PROJECT);
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(
      doc(db, hoaAccounts, HOME),
      account(HOME, [OWNER_UID, CO_OWNER_UID, PENDING_UID, REJECTED_UID]),
    );
    await setDoc(doc(db, hoaAccounts, ELSEWHERE), account(ELSEWHERE, [OTHER_UID]));
    await setDoc(doc(db, hoaAccounts, LATER), account(LATER, [OWNER_UID]));
    await setDoc(doc(db, hoaAccounts, SOLD), account(SOLD, [OWNER_UID]));

    // The older HOME payment still names another resident (a former owner) among its
    // ownerUids and not the co-owner: the rule must go by the account, not the payment.
    await setDoc(
      doc(db, payments, HOME_PAYMENTS[0]!),
      payment(HOME, [OWNER_UID, OTHER_UID], '2025-03-01T00:00:00Z'),
    );
    await setDoc(
      doc(db, payments, HOME_PAYMENTS[1]!),
      payment(HOME, [OWNER_UID, CO_OWNER_UID], '2026-03-01T00:00:00Z', { status: 'pending' }),
    );
    await setDoc(
      doc(db, payments, ELSEWHERE_PAYMENT),
      payment(ELSEWHERE, [OTHER_UID], '2026-02-01T00:00:00Z'),
    );
    await setDoc(doc(db, payments, LATER_PAYMENT), payment(LATER, [OWNER_UID], '2024-05-01T00:00:00Z'));
    await setDoc(doc(db, payments, SOLD_PAYMENT), payment(SOLD, [OWNER_UID], '2025-05-01T00:00:00Z'));

    await setDoc(
      doc(db, hoaAccounts, HOME, accountActivity, HOME_ACTIVITY[0]!),
      activity('2025-03-01T00:00:00Z', HOME_PAYMENTS[0]!),
    );
    await setDoc(doc(db, hoaAccounts, HOME, accountActivity, HOME_ACTIVITY[1]!), {
      kind: 'adminEdit',
      at: at('2026-01-15T00:00:00Z'),
      before: { balanceCents: 16000, yearsOwed: ['2026'] },
      after: { balanceCents: 32000, yearsOwed: ['2025', '2026'] },
    } satisfies AccountActivity<Timestamp>);
    await setDoc(
      doc(db, hoaAccounts, ELSEWHERE, accountActivity, ELSEWHERE_ACTIVITY),
      activity('2026-02-01T00:00:00Z', ELSEWHERE_PAYMENT),
    );
    await setDoc(
      doc(db, hoaAccounts, SOLD, accountActivity, SOLD_ACTIVITY),
      activity('2025-05-01T00:00:00Z', SOLD_PAYMENT),
    );

    await setDoc(doc(db, stripeEvents, 'evt_1'), {
      type: 'checkout.session.completed',
      paymentId: HOME_PAYMENTS[0],
      receivedAt: Timestamp.now(),
    });
    await setDoc(doc(db, mail, `receipt-${HOME_PAYMENTS[0]}`), {
      to: 'payer@lakeside.test',
      message: { subject: 'Receipt', text: 'Paid', html: '<p>Paid</p>' },
    });
    await setDoc(doc(db, rateLimits, `createHoaPayment-${OWNER_UID}`), {
      count: 1,
      windowStart: Timestamp.now(),
    });
    await setDoc(doc(db, invoiceNumbers, 'INV-20260101-ABC123'), { paymentId: HOME_PAYMENTS[0] });
    await setDoc(doc(db, checkoutGuards, HOME), { paymentId: HOME_PAYMENTS[0], at: Timestamp.now() });
    await setDoc(doc(db, recordedReferences, `${HOME}~check~1042`), {
      paymentId: HOME_PAYMENTS[0],
      invoiceNumber: 'INV-20260101-ABCDEF',
    });
  });
});

afterAll(() =>
  endWithFullCoverage(env, PROJECT, 'payments, activity and the server-only collections', {
    matches: [
      '/hoaAccounts/{propertyId}/activity/{entryId}',
      '/payments/{paymentId}',
      '/stripeEvents/{eventId}',
      '/mail/{mailId}',
      '/rateLimits/{counterId}',
      '/invoiceNumbers/{invoiceNumber}',
      '/checkoutGuards/{propertyId}',
    ],
    functions: ['approvedOwnerOfAccount', 'approvedOwnerOf'],
  }),
);

describe('payments', () => {
  it.each(ALL_ROLES)("%s: reads a payment only as its account's approved owner or an admin", async (role) => {
    const db = as(env, role).firestore();
    for (const id of HOME_PAYMENTS) {
      await (mayReadHome(role) ? assertSucceeds : assertFails)(getDoc(doc(db, payments, id)));
    }
    await (mayReadElsewhere(role) ? assertSucceeds : assertFails)(
      getDoc(doc(db, payments, ELSEWHERE_PAYMENT)),
    );
  });

  it.each(ALL_ROLES)(
    "%s: lists a property's payments only as its approved owner or an admin",
    async (role) => {
      const db = as(env, role).firestore();
      if (mayReadHome(role)) {
        const home = await assertSucceeds(getDocs(historyOf(db, HOME)));
        // newest first, and only this property's
        expect(home.docs.map((d) => d.id)).toEqual([...HOME_PAYMENTS].reverse());
      } else {
        await assertFails(getDocs(historyOf(db, HOME)));
      }
      await (mayReadElsewhere(role) ? assertSucceeds : assertFails)(getDocs(historyOf(db, ELSEWHERE)));
    },
  );

  it.each(ALL_ROLES)('%s: lists every payment, or by payer, only as admin', async (role) => {
    const db = as(env, role).firestore();
    const everything = role === 'admin' ? assertSucceeds : assertFails;
    await everything(getDocs(collection(db, payments)));
    await everything(getDocs(query(collection(db, payments), orderBy('createdAt', 'desc'))));
    // The payment's own ownerUids grant nothing: without `propertyId ==` the rule cannot hold.
    await everything(
      getDocs(query(collection(db, payments), where('ownerUids', 'array-contains', uidOf(role)))),
    );
    await everything(getDocs(query(collection(db, payments), where('status', '==', 'completed'))));
  });

  it('admin: the unfiltered list holds every property’s payments', async () => {
    const all = await assertSucceeds(getDocs(collection(as(env, 'admin').firestore(), payments)));
    expect(all.size).toBe(HOME_PAYMENTS.length + 3);
  });

  it.each(['owner', 'co-owner', 'another resident'] as const)(
    "%s: cannot read another property's payments, however asked",
    async (role) => {
      const db = as(env, role).firestore();
      const [own, foreign] = role === 'another resident' ? [ELSEWHERE, HOME] : [HOME, ELSEWHERE];
      const foreignPayment = foreign === HOME ? HOME_PAYMENTS[0]! : ELSEWHERE_PAYMENT;
      await assertFails(getDoc(doc(db, payments, foreignPayment)));
      await assertFails(getDocs(historyOf(db, foreign)));
      await assertFails(getDocs(query(collection(db, payments), where('propertyId', 'in', [own, foreign]))));
      // the same query on the own property alone is fine
      await assertSucceeds(getDocs(query(collection(db, payments), where('propertyId', 'in', [own]))));
    },
  );

  it.each(ALL_ROLES)('%s: a payment that does not exist reads as missing only for admins', async (role) => {
    const db = as(env, role).firestore();
    await (role === 'admin' ? assertSucceeds : assertFails)(getDoc(doc(db, payments, 'no-such-payment')));
  });

  it.each(ALL_ROLES)('%s: never creates a payment, not even for their own property', async (role) => {
    const db = as(env, role).firestore();
    const uid = uidOf(role);
    const own = {
      ...payment(HOME, [uid], '2026-06-01T00:00:00Z', { createdBy: uid }),
      createdAt: serverTimestamp(),
    };
    await assertFails(setDoc(doc(db, payments, `new-${uid}`), own));
    await assertFails(addDoc(collection(db, payments), own));
  });

  it.each(ALL_ROLES)('%s: never updates or deletes a payment', async (role) => {
    const db = as(env, role).firestore();
    const ref = doc(db, payments, HOME_PAYMENTS[1]!);
    await assertFails(updateDoc(ref, { status: 'completed', completedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { ownerUids: arrayUnion(uidOf(role)) }));
    await assertFails(setDoc(ref, { amountCents: 1 }, { merge: true }));
    await assertFails(deleteDoc(ref));
  });
});

describe('payments: the pending and the rejected listed on an account', () => {
  // HOME's account lists both among its ownerUids; only the claim keeps them out.
  it.each(['pending', 'rejected'] as const)('%s: refused, though on the account', async (role) => {
    const db = as(env, role).firestore();
    await assertFails(getDoc(doc(db, payments, HOME_PAYMENTS[0]!)));
    await assertFails(getDocs(historyOf(db, HOME)));
    await assertFails(getDoc(doc(db, hoaAccounts, HOME, accountActivity, HOME_ACTIVITY[0]!)));
    await assertFails(getDocs(trailOf(db, HOME)));
  });

  it.each(['pending', 'rejected'] as const)(
    '%s: the same uid, once its token says approved, reads them (the claim is what refuses)',
    async (role) => {
      const { uid, claims } = ROLES[role];
      const db = env.authenticatedContext(uid, { ...claims, approved: true }).firestore();
      await assertSucceeds(getDoc(doc(db, payments, HOME_PAYMENTS[0]!)));
      await assertSucceeds(getDocs(historyOf(db, HOME)));
      await assertSucceeds(getDoc(doc(db, hoaAccounts, HOME, accountActivity, HOME_ACTIVITY[0]!)));
      await assertSucceeds(getDocs(trailOf(db, HOME)));
    },
  );
});

describe('payments and activity: ownership changes take effect at once', () => {
  const setAccountOwners = (propertyId: string, change: ReturnType<typeof arrayUnion>) =>
    env.withSecurityRulesDisabled((context) =>
      updateDoc(doc(context.firestore(), hoaAccounts, propertyId), { ownerUids: change }),
    );

  it("a co-owner added to the account later reads the property's older payments", async () => {
    const db = as(env, 'co-owner').firestore();
    const older = doc(db, payments, LATER_PAYMENT);
    await assertFails(getDoc(older));
    await assertFails(getDocs(historyOf(db, LATER)));
    await assertFails(getDocs(trailOf(db, LATER)));

    await setAccountOwners(LATER, arrayUnion(CO_OWNER_UID));
    // The payment itself still names only the first owner.
    const snap = await assertSucceeds(getDoc(older));
    expect(snap.data()?.ownerUids).toEqual([OWNER_UID]);
    const history = await assertSucceeds(getDocs(historyOf(db, LATER)));
    expect(history.docs.map((d) => d.id)).toEqual([LATER_PAYMENT]);
    await assertSucceeds(getDocs(trailOf(db, LATER)));
  });

  it("an owner removed from the account's ownerUids loses its payments and trail at once", async () => {
    // One client, one token, before and after: nothing but the account changes.
    const db = as(env, 'owner').firestore();
    const sold = doc(db, payments, SOLD_PAYMENT);
    const entry = doc(db, hoaAccounts, SOLD, accountActivity, SOLD_ACTIVITY);
    await assertSucceeds(getDoc(sold));
    await assertSucceeds(getDocs(historyOf(db, SOLD)));
    await assertSucceeds(getDoc(entry));
    await assertSucceeds(getDocs(trailOf(db, SOLD)));

    await setAccountOwners(SOLD, arrayRemove(OWNER_UID));
    // The payment still names the removed owner; that grants nothing.
    await assertFails(getDoc(sold));
    await assertFails(getDocs(historyOf(db, SOLD)));
    await assertFails(getDoc(entry));
    await assertFails(getDocs(trailOf(db, SOLD)));
    // Their other property is unaffected.
    await assertSucceeds(getDocs(historyOf(db, HOME)));
  });
});

describe('hoaAccounts/{propertyId}/activity', () => {
  it.each(ALL_ROLES)("%s: reads an entry only as the account's approved owner or an admin", async (role) => {
    const db = as(env, role).firestore();
    for (const id of HOME_ACTIVITY) {
      await (mayReadHome(role) ? assertSucceeds : assertFails)(
        getDoc(doc(db, hoaAccounts, HOME, accountActivity, id)),
      );
    }
    await (mayReadElsewhere(role) ? assertSucceeds : assertFails)(
      getDoc(doc(db, hoaAccounts, ELSEWHERE, accountActivity, ELSEWHERE_ACTIVITY)),
    );
  });

  it.each(ALL_ROLES)("%s: lists an account's trail only as its approved owner or an admin", async (role) => {
    const db = as(env, role).firestore();
    if (mayReadHome(role)) {
      const trail = await assertSucceeds(getDocs(trailOf(db, HOME)));
      expect(trail.docs.map((d) => d.id)).toEqual([...HOME_ACTIVITY].reverse());
      const statement = await assertSucceeds(getDocs(statementTrailOf(db, HOME)));
      expect(statement.docs.map((d) => d.id)).toEqual([...HOME_ACTIVITY]);
      await assertSucceeds(getDocs(collection(db, hoaAccounts, HOME, accountActivity)));
    } else {
      await assertFails(getDocs(trailOf(db, HOME)));
      await assertFails(getDocs(statementTrailOf(db, HOME)));
      await assertFails(getDocs(collection(db, hoaAccounts, HOME, accountActivity)));
    }
    await (mayReadElsewhere(role) ? assertSucceeds : assertFails)(getDocs(trailOf(db, ELSEWHERE)));
    await (mayReadElsewhere(role) ? assertSucceeds : assertFails)(getDocs(statementTrailOf(db, ELSEWHERE)));
  });

  it.each(ALL_ROLES)('%s: the trail of an account that does not exist is for admins only', async (role) => {
    const db = as(env, role).firestore();
    await (role === 'admin' ? assertSucceeds : assertFails)(getDocs(trailOf(db, 'no-such-account')));
  });

  it.each(ALL_ROLES)(
    '%s: no trail across accounts (a collection-group query is refused, admin included)',
    async (role) => {
      // The rules match the subcollection under one account only; no screen needs more.
      await assertFails(getDocs(collectionGroup(as(env, role).firestore(), accountActivity)));
    },
  );

  it.each(ALL_ROLES)('%s: never creates, updates or deletes an entry', async (role) => {
    const db = as(env, role).firestore();
    const trail = collection(db, hoaAccounts, HOME, accountActivity);
    const forged = { ...activity('2026-06-01T00:00:00Z', 'forged'), at: serverTimestamp() };
    await assertFails(setDoc(doc(trail, `forged-${uidOf(role)}`), forged));
    await assertFails(addDoc(trail, forged));
    const existing = doc(trail, HOME_ACTIVITY[0]!);
    await assertFails(updateDoc(existing, { amountCents: 0 }));
    await assertFails(deleteDoc(existing));
  });
});

describe('server-only: stripeEvents, mail, rateLimits, invoiceNumbers, checkoutGuards, recordedReferences', () => {
  const SERVER_ONLY: [string, string, Record<string, unknown>][] = [
    [stripeEvents, 'evt_1', { type: 'checkout.session.completed', paymentId: 'forged' }],
    [mail, `receipt-${HOME_PAYMENTS[0]}`, { to: 'x@lakeside.test', message: { subject: 'x', text: 'x' } }],
    [rateLimits, `createHoaPayment-${OWNER_UID}`, { count: 0, windowStart: Timestamp.now() }],
    [invoiceNumbers, 'INV-20260101-ABC123', { paymentId: 'forged' }],
    [checkoutGuards, HOME, { paymentId: 'forged', at: Timestamp.now() }],
    [recordedReferences, `${HOME}~check~1042`, { paymentId: 'forged', invoiceNumber: 'INV-20260101-ABCDEF' }],
  ];
  const cases = SERVER_ONLY.flatMap(([name, id, data]) =>
    ALL_ROLES.map((role) => [name, role, id, data] as const),
  );

  it.each(cases)('%s, %s: cannot get or list', async (name, role, id) => {
    const db = as(env, role).firestore();
    await assertFails(getDoc(doc(db, name, id)));
    await assertFails(getDocs(collection(db, name)));
    await assertFails(getDocs(query(collection(db, name), where('__name__', '==', doc(db, name, id)))));
  });

  it.each(cases)('%s, %s: cannot create, update or delete', async (name, role, id, data) => {
    const db = as(env, role).firestore();
    await assertFails(setDoc(doc(db, name, `new-${uidOf(role)}`), data));
    await assertFails(addDoc(collection(db, name), data));
    await assertFails(updateDoc(doc(db, name, id), data));
    await assertFails(deleteDoc(doc(db, name, id)));
  });

  it('the seeded documents are there (so the refusals above are about the rules)', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      for (const [name, id] of SERVER_ONLY) {
        expect((await getDoc(doc(context.firestore(), name, id))).exists()).toBe(true);
      }
    });
  });
});
