// Payments in the integration and browser tests: a property with an HOA account owned by given
// residents (seeded as assignPropertyOwner and ensureHoaAccount leave them), and the Stripe
// stand-in's test controls (stripe-standin/README.md), which play Stripe's side: pay, cancel,
// deliver events again, late, out of order, or not at all.
import {
  COLLECTIONS,
  FUNCTIONS_REGION,
  SUBCOLLECTIONS,
  paymentRateLimitId,
  receiptMailId,
  type Payment,
  oldestYearOwed,
} from '@lakeside/domain';
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { PROJECT_ID, emulator } from './emulators';
import { uniqueHouseNumber } from './properties';
import { adminDb, type TestResident } from './users';

export const standInUrl = `http://${emulator('stripe').host}:${emulator('stripe').port}`;
const functions = emulator('functions');
export const webhookUrl = `http://${functions.host}:${functions.port}/${PROJECT_ID}/${FUNCTIONS_REGION}/stripeWebhook`;

export interface SeededAccount {
  propertyId: string;
  street: string;
}

/** A property owned by `owners`, with an account owing `yearsOwed` at $160 each. */
export async function ownedAccount(owners: TestResident[], yearsOwed: string[]): Promise<string> {
  return (await seedOwnedAccount(owners, yearsOwed)).propertyId;
}

/** ownedAccount, also answering the street (screens are searched for it). */
export async function seedOwnedAccount(owners: TestResident[], yearsOwed: string[]): Promise<SeededAccount> {
  const propertyId = `pay-${randomUUID()}`;
  const address = {
    streetAddress: `${uniqueHouseNumber()} Heron Way`,
    city: 'Lakeside',
    state: 'TN',
    zipCode: '37013',
  };
  const ownerUids = owners.map((o) => o.uid);
  const db = adminDb();
  await db
    .collection(COLLECTIONS.properties)
    .doc(propertyId)
    .set({
      ...address,
      owners: owners.map(({ uid, firstName, lastName }) => ({ uid, firstName, lastName })),
      ownerUids,
      createdAt: FieldValue.serverTimestamp(),
      createdBy: 'test',
    });
  await db
    .collection(COLLECTIONS.hoaAccounts)
    .doc(propertyId)
    .set({
      propertyId,
      ownerUids,
      property: address,
      balanceCents: yearsOwed.length * 16000,
      yearsOwed,
      oldestYearOwed: oldestYearOwed(yearsOwed),
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
  return { propertyId, street: address.streetAddress };
}

/**
 * The account's balance and years. Its oldestYearOwed (Delinquent Accounts' index) must
 * be that of its years, or this throws: every function that writes the years writes it too, and
 * the accounts seeded here have it, so a writer that forgot it leaves it stale and is caught.
 */
export async function accountOf(propertyId: string) {
  const snap = await adminDb().collection(COLLECTIONS.hoaAccounts).doc(propertyId).get();
  const yearsOwed = snap.get('yearsOwed') as string[];
  const stored: unknown = snap.get('oldestYearOwed');
  if (stored !== undefined && stored !== oldestYearOwed(yearsOwed)) {
    throw new Error(
      `hoaAccounts/${propertyId}: oldestYearOwed ${String(stored)} with yearsOwed ${yearsOwed.join()}`,
    );
  }
  // a credit is stored only while there is one: an account without one reads as before
  const credit: unknown = snap.get('creditCents');
  if (credit !== undefined && !(typeof credit === 'number' && credit > 0)) {
    throw new Error(`hoaAccounts/${propertyId}: creditCents ${String(credit)} stored`);
  }
  return {
    balanceCents: snap.get('balanceCents') as number,
    yearsOwed,
    ...(typeof credit === 'number' ? { creditCents: credit } : {}),
  };
}

export async function paymentsOf(propertyId: string) {
  const snap = await adminDb().collection(COLLECTIONS.payments).where('propertyId', '==', propertyId).get();
  return snap.docs.map((doc) => ({ id: doc.id, ...(doc.data() as Payment<Timestamp>) }));
}

export async function paymentById(paymentId: string) {
  const snap = await adminDb().collection(COLLECTIONS.payments).doc(paymentId).get();
  return snap.data() as Payment<Timestamp>;
}

export async function activityOf(propertyId: string) {
  const snap = await adminDb()
    .collection(COLLECTIONS.hoaAccounts)
    .doc(propertyId)
    .collection(SUBCOLLECTIONS.accountActivity)
    .get();
  return snap.docs.map((doc) => doc.data());
}

export async function receiptOf(paymentId: string) {
  return adminDb().collection(COLLECTIONS.mail).doc(receiptMailId(paymentId)).get();
}

/** Everything a payment may have written, to prove a refusal wrote nothing. */
export async function footprint(propertyId: string, uid: string) {
  const [payments, account, limit] = await Promise.all([
    paymentsOf(propertyId),
    accountOf(propertyId),
    adminDb().collection(COLLECTIONS.rateLimits).doc(paymentRateLimitId(uid)).get(),
  ]);
  return {
    payments: payments.length,
    account,
    attempts: (limit.get('attempts') as number[] | undefined)?.length ?? 0,
  };
}

/** Polls until `check` answers true (for what arrives by webhook), or fails after `ms`. */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  ms = 15_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${ms} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** The payment once it is completed (settled by the webhook or the return page). */
export const completedPayment = (paymentId: string) =>
  eventually(
    () => paymentById(paymentId),
    (p) => p.status === 'completed',
  );

export function sessionIdOf(checkoutUrl: string): string {
  const id = /cs_[A-Za-z0-9_]+/.exec(checkoutUrl)?.[0];
  if (!id) throw new Error(`no session id in ${checkoutUrl}`);
  return id;
}
