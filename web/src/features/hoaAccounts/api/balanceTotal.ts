import { COLLECTIONS } from '@lakeside/domain';
import { collection, getAggregate, sum } from 'firebase/firestore/lite';
import { wholeCents } from '@/lib/firebase/sums';
import { getLiteDb } from '@/lib/firebase/firestoreLite';

/**
 * Every account's balance, summed by Firestore (admin): the payments desk's Total Outstanding.
 * Through Firestore Lite, as the desk's other reads (paymentsDesk/api/deskPayments.ts).
 */
export async function sumHoaBalancesCents(): Promise<number> {
  const snapshot = await getAggregate(collection(getLiteDb(), COLLECTIONS.hoaAccounts), {
    cents: sum('balanceCents'),
  });
  return wholeCents(snapshot.data().cents, 'The sum of HOA balances');
}
