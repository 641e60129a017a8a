import { COLLECTIONS, type HoaAccount, INDEXED_QUERIES, indexedFields } from '@lakeside/domain';
import type { Firestore } from 'firebase-admin/firestore';

// What a billing run and its preview read: the accounts (their ids, or their figures for the
// preview), the properties paid for the year, and the properties without an account. Plain
// queries (money is not written from them: each chunk reads its accounts, markers and owners'
// addresses again in its transaction, billChunk.ts).

export const accountsRef = (db: Firestore) => db.collection(COLLECTIONS.hoaAccounts);
export const runRef = (db: Firestore, year: string) => db.collection(COLLECTIONS.billingRuns).doc(year);
export const rateRef = (db: Firestore, year: string) => db.collection(COLLECTIONS.duesRates).doc(year);

/** Every account's id, in id order (the order the run bills them in). */
export async function accountIds(db: Firestore): Promise<string[]> {
  const snap = await accountsRef(db).select().get();
  return snap.docs.map((doc) => doc.id).sort();
}

/** Accounts with what billing decides on (the preview's count). */
export async function accountFigures(db: Firestore) {
  const snap = await accountsRef(db).select('balanceCents', 'yearsOwed', 'ownerUids', 'property').get();
  return snap.docs.map((doc) => ({
    id: doc.id,
    ...(doc.data() as Pick<HoaAccount, 'balanceCents' | 'yearsOwed' | 'ownerUids' | 'property'>),
  }));
}

/** The properties whose dues for `year` a payment settled or is settling (they are not billed). */
export async function propertiesPaidFor(db: Firestore, year: string): Promise<Set<string>> {
  const [yearsPaid, status] = indexedFields(INDEXED_QUERIES.yearPaymentsByStatus);
  const snap = await db
    .collection(COLLECTIONS.payments)
    .where(yearsPaid, 'array-contains', year)
    .where(status, 'in', ['completed', 'processing'])
    .select('propertyId')
    .get();
  return new Set(snap.docs.map((doc) => doc.get('propertyId') as string));
}

/** The street addresses of properties that have no HOA account (billing cannot reach them). */
export async function propertiesWithoutAccount(
  db: Firestore,
  accounts: ReadonlySet<string>,
): Promise<string[]> {
  const snap = await db.collection(COLLECTIONS.properties).select('streetAddress').get();
  return snap.docs
    .filter((doc) => !accounts.has(doc.id))
    .map((doc) => String(doc.get('streetAddress') ?? doc.id))
    .sort();
}
