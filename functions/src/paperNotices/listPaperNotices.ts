import {
  COLLECTIONS,
  formatAddress,
  ownerFullName,
  type HoaAccount,
  type PaperNoticeAccount,
  type PropertyOwnerSummary,
} from '@lakeside/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { ownerEmails, reachable } from '../shared/ownerEmails.js';

/** Properties read at a time for their owners' names. */
const AT_ONCE = 100;

/**
 * Every account no owner of which has an e-mail address (an account with no owner included),
 * with its owners' names as the property lists them and what it owes, by street address. Reads
 * every account's owners and figures, their profiles' addresses, and the properties of the
 * accounts found.
 */
export async function listPaperNotices(db: Firestore): Promise<PaperNoticeAccount[]> {
  const snap = await db
    .collection(COLLECTIONS.hoaAccounts)
    .select('ownerUids', 'property', 'balanceCents', 'yearsOwed')
    .get();
  const accounts = snap.docs.map((doc) => ({ id: doc.id, ...(doc.data() as Partial<HoaAccount>) }));
  const emails = await ownerEmails(
    db,
    accounts.flatMap((account) => account.ownerUids ?? []),
  );
  const unreached = accounts.filter((account) => !reachable(account.ownerUids ?? [], emails));
  const names = await ownerNames(
    db,
    unreached.map((account) => account.id),
  );
  return unreached
    .filter((account) => account.property)
    .map((account) => ({
      propertyId: account.id,
      property: account.property!,
      owners: names.get(account.id) ?? [],
      balanceCents: account.balanceCents ?? 0,
      yearsOwed: account.yearsOwed ?? [],
    }))
    .sort((a, b) =>
      formatAddress(a.property).localeCompare(formatAddress(b.property), 'en', { numeric: true }),
    );
}

/** The owners' names each property lists ('First Last'), by property id. */
async function ownerNames(db: Firestore, propertyIds: readonly string[]): Promise<Map<string, string[]>> {
  const names = new Map<string, string[]>();
  for (let start = 0; start < propertyIds.length; start += AT_ONCE) {
    const refs = propertyIds
      .slice(start, start + AT_ONCE)
      .map((id) => db.collection(COLLECTIONS.properties).doc(id));
    if (refs.length === 0) continue;
    for (const property of await db.getAll(...refs)) {
      const owners = (property.get('owners') as PropertyOwnerSummary[] | undefined) ?? [];
      names.set(property.id, owners.map(ownerFullName));
    }
  }
  return names;
}
