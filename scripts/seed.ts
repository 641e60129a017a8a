// Seeds the emulators with the demo data of scripts/demo-data.ts. Create-if-absent: what a
// demo session changed (approvals, balances) survives the next `npm start`.
import {
  COLLECTIONS,
  SUBCOLLECTIONS,
  annualDuesCents,
  annualDuesDescription,
  applyPayment,
  billYearOn,
  chargeBreakdown,
  defaultDueDate,
  duesBilledActivityId,
  oldestYearOwed,
  paymentActivityId,
  propertyOwnerId,
  type AccountActivity,
  type BillingRun,
  type ContactMessageRecord,
  type DuesRate,
  type HoaAccount,
  type Payment,
  type Profile,
  type Property,
} from '@lakeside/domain';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, Timestamp, getFirestore, type DocumentReference } from 'firebase-admin/firestore';
import { updateClaims } from '../functions/src/auth/claims.ts';
import { recountDeskTotals } from '../functions/src/payments/deskTotals.ts';
import {
  DEMO_BILLED_YEARS,
  DEMO_DUES_RATES,
  DEMO_MESSAGES,
  DEMO_PASSWORD,
  DEMO_PAYMENTS,
  DEMO_PROPERTIES,
  DEMO_USERS,
} from './demo-data.ts';
import { adminApp, runScript } from './firebase-admin-env.ts';

const ALREADY_EXISTS = 6; // gRPC status code

async function createIfAbsent(ref: DocumentReference, data: object): Promise<boolean> {
  try {
    await ref.create(data);
    return true;
  } catch (error) {
    if ((error as { code?: number }).code === ALREADY_EXISTS) return false;
    throw error;
  }
}

/** The Stripe ids a demo payment was paid under (Stripe's own, or the stand-in's record). */
function demoStripeIds(paymentId: string) {
  const tail = paymentId.replace(/-/g, '_');
  return {
    sessionId: `cs_test_demo_${tail}`,
    paymentIntentId: `pi_demo_${tail}`,
    chargeId: `ch_demo_${tail}`,
  };
}

/**
 * The stand-in forgets everything when it stops: on each start it is told of the demo's card
 * payments again, under their ids, so the desk can refund them (or the payer dispute them).
 */
async function tellStandInOfPaidPayments(standInUrl: string): Promise<void> {
  for (const demo of DEMO_PAYMENTS.filter((payment) => payment.status === 'completed')) {
    const payer = DEMO_USERS.find((user) => user.uid === demo.createdBy);
    const { totalCents } = chargeBreakdown(annualDuesCents(demo.yearsPaid.length));
    const answer = await fetch(new URL('/_standin/paid-sessions', standInUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        ...demoStripeIds(demo.id),
        amount: totalCents,
        created: Math.floor(Date.parse(demo.date) / 1000),
        email: payer?.email ?? 'resident@lakeside.test',
        metadata: { paymentId: demo.id, invoiceNumber: demo.invoiceNumber, propertyId: demo.propertyId },
      }),
    });
    if (!answer.ok)
      throw new Error(`The Stripe stand-in refused demo payment ${demo.id}: ${await answer.text()}`);
  }
}

await runScript(async () => {
  const { app } = await adminApp({ production: false });
  const auth = getAuth(app);
  const db = getFirestore(app);
  const now = FieldValue.serverTimestamp();
  let created = 0;

  for (const user of DEMO_USERS) {
    const exists = await auth.getUser(user.uid).then(
      () => true,
      () => false,
    );
    if (!exists) {
      await auth.createUser({
        uid: user.uid,
        email: user.email,
        password: DEMO_PASSWORD,
        emailVerified: true,
        displayName: `${user.firstName} ${user.lastName}`,
      });
      await updateClaims(auth, db, user.uid, {
        approved: user.status === 'approved',
        ...(user.admin ? { admin: true } : {}),
      });
      created++;
    }
    const profile: Profile<FieldValue> = {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      ...user.address,
      approvalStatus: user.status,
      createdAt: now,
    };
    if (await createIfAbsent(db.collection(COLLECTIONS.profiles).doc(user.uid), profile)) created++;
  }

  for (const property of DEMO_PROPERTIES) {
    const owners = property.ownerUids.map((uid) => {
      const user = DEMO_USERS.find((u) => u.uid === uid);
      if (!user) throw new Error(`demo-data: property ${property.id} names unknown owner ${uid}`);
      return { uid, firstName: user.firstName, lastName: user.lastName };
    });
    const doc: Property<FieldValue> = {
      ...property.address,
      owners,
      ownerUids: property.ownerUids,
      createdAt: now,
      createdBy: 'demo-admin',
    };
    if (await createIfAbsent(db.collection(COLLECTIONS.properties).doc(property.id), doc)) created++;
    for (const uid of property.ownerUids) {
      const link = { propertyId: property.id, uid, addedBy: 'demo-admin', addedAt: now };
      await createIfAbsent(
        db.collection(COLLECTIONS.propertyOwners).doc(propertyOwnerId(property.id, uid)),
        link,
      );
    }
    if (property.account) {
      const account: HoaAccount<FieldValue> = {
        propertyId: property.id,
        ...property.account,
        oldestYearOwed: oldestYearOwed(property.account.yearsOwed),
        ownerUids: property.ownerUids,
        property: property.address,
        createdAt: now,
        updatedAt: now,
      };
      if (await createIfAbsent(db.collection(COLLECTIONS.hoaAccounts).doc(property.id), account)) created++;
    }
  }
  // Payments as the functions leave them: settled ones with their account-trail entry.
  for (const demo of DEMO_PAYMENTS) {
    const property = DEMO_PROPERTIES.find((p) => p.id === demo.propertyId);
    const payer = DEMO_USERS.find((u) => u.uid === demo.createdBy);
    if (!property || !payer)
      throw new Error(`demo-data: payment ${demo.id} names an unknown property or payer`);
    const at = Timestamp.fromDate(new Date(demo.date));
    const { subtotalCents, feeCents, totalCents } = chargeBreakdown(annualDuesCents(demo.yearsPaid.length));
    const paid = demo.status === 'completed';
    const ids = demoStripeIds(demo.id);
    const payment: Payment<Timestamp> = {
      propertyId: property.id,
      ownerUids: property.ownerUids,
      property: property.address,
      invoiceNumber: demo.invoiceNumber,
      description: annualDuesDescription(demo.yearsPaid),
      yearsPaid: demo.yearsPaid,
      amountCents: subtotalCents,
      feeCents,
      totalChargedCents: totalCents,
      status: demo.status,
      failureReason: demo.failureReason ?? null,
      paymentMethod: paid ? 'card' : null,
      checkoutSessionId: ids.sessionId,
      checkoutExpiresAt: Timestamp.fromMillis(at.toMillis() + 31 * 60_000),
      stripePaymentIntentId: paid ? ids.paymentIntentId : null,
      stripeChargeId: paid ? ids.chargeId : null,
      payerEmail: payer.email,
      createdBy: payer.uid,
      createdAt: at,
      completedAt: paid ? at : null,
    };
    if (await createIfAbsent(db.collection(COLLECTIONS.payments).doc(demo.id), payment)) created++;
    if (paid) {
      const before = demo.accountBefore ?? { balanceCents: subtotalCents, yearsOwed: demo.yearsPaid };
      const after = applyPayment(before, { yearsPaid: demo.yearsPaid, amountCents: subtotalCents });
      const activity: AccountActivity<Timestamp> = {
        kind: 'payment',
        at,
        before,
        after,
        paymentId: demo.id,
        invoiceNumber: demo.invoiceNumber,
        yearsPaid: demo.yearsPaid,
        amountCents: subtotalCents,
      };
      const trail = db
        .collection(COLLECTIONS.hoaAccounts)
        .doc(property.id)
        .collection(SUBCOLLECTIONS.accountActivity);
      await createIfAbsent(trail.doc(paymentActivityId(demo.id)), activity);
    }
  }
  if (process.env.STRIPE_STANDIN_URL) await tellStandInOfPaidPayments(process.env.STRIPE_STANDIN_URL);

  // Written around the functions, so the desk's totals are summed once, as a deployment's first
  // recount does (functions/src/payments/deskTotals.ts): the desk then opens on them.
  await recountDeskTotals(db);

  // The contact form's messages, as sendContactMessage stores them (one already answered).
  const admin = DEMO_USERS.find((user) => user.admin);
  for (const { id, date, ...sent } of DEMO_MESSAGES) {
    const at = Timestamp.fromDate(new Date(date));
    const message: ContactMessageRecord<Timestamp> = {
      ...sent,
      createdAt: at,
      handledBy: sent.status === 'done' ? (admin?.uid ?? null) : null,
      handledAt: sent.status === 'done' ? at : null,
    };
    if (await createIfAbsent(db.collection(COLLECTIONS.contactMessages).doc(id), message)) created++;
  }

  // Past years billed by the demo admin, as billYear leaves them: the rate locked, the run done,
  // each account's trail entry (its marker). The accounts' figures are DEMO_PROPERTIES'.
  const board = { uid: admin?.uid ?? '', email: admin?.email ?? null };
  for (const { year, date, accounts } of DEMO_BILLED_YEARS) {
    const at = Timestamp.fromDate(new Date(date));
    const rate = { amountCents: annualDuesCents(1), dueDate: defaultDueDate(year) };
    const record: DuesRate<Timestamp> = { ...rate, setBy: board, setAt: at, billedAt: at, billedBy: board };
    if (await createIfAbsent(db.collection(COLLECTIONS.duesRates).doc(year), record)) created++;
    const run: BillingRun<Timestamp> = {
      year,
      state: 'done',
      total: accounts.length,
      done: accounts.length,
      billed: accounts.length,
      skipped: 0,
      ...rate,
      billedCents: accounts.length * rate.amountCents,
      startedBy: board,
      startedAt: at,
      heartbeatAt: at,
      finishedAt: at,
    };
    if (await createIfAbsent(db.collection(COLLECTIONS.billingRuns).doc(year), run)) created++;
    for (const { propertyId, before } of accounts) {
      const activity: AccountActivity<Timestamp> = {
        kind: 'duesBilled',
        at,
        before,
        after: billYearOn(before, year, rate.amountCents),
        year,
        ...rate,
      };
      const marker = db
        .collection(COLLECTIONS.hoaAccounts)
        .doc(propertyId)
        .collection(SUBCOLLECTIONS.accountActivity)
        .doc(duesBilledActivityId(year));
      if (await createIfAbsent(marker, activity)) created++;
    }
  }

  // Next year's rate, as setDuesRate writes it, set by the demo admin and not billed yet.
  for (const { year, ...rate } of DEMO_DUES_RATES) {
    const record: DuesRate<Timestamp> = {
      ...rate,
      setBy: board,
      setAt: Timestamp.now(),
      billedAt: null,
      billedBy: null,
    };
    if (await createIfAbsent(db.collection(COLLECTIONS.duesRates).doc(year), record)) created++;
  }

  console.log(created > 0 ? `Seeded ${created} demo records.` : 'Demo data already present.');
});
