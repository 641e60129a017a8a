import {
  ANNUAL_DUES_CENTS,
  COLLECTIONS,
  defaultDueDate,
  duesScheduleOf,
  type DuesRate,
  type DuesRateTable,
  type DuesSchedule,
} from '@lakeside/domain';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';

/**
 * duesRates/{year} documents, as read (missing ones included), as the pricing table the domain's
 * duesForYear reads: a year whose document does not exist costs the spec's $160.00 there.
 */
export function duesRateTableOf(snapshots: readonly (DocumentSnapshot | undefined)[]): DuesRateTable {
  return Object.fromEntries(
    snapshots
      .filter((snap): snap is DocumentSnapshot => snap?.exists === true)
      .map((snap) => [snap.id, snap.get('amountCents') as number]),
  );
}

/** A year's rate as billing reads it: the board's, or the spec's $160.00 due March 31. */
export function yearRateOf(snapshot: DocumentSnapshot, year: string) {
  const rate = snapshot.exists ? (snapshot.data() as DuesRate) : undefined;
  return {
    amountCents: rate?.amountCents ?? ANNUAL_DUES_CENTS,
    dueDate: rate?.dueDate ?? defaultDueDate(year),
    billed: Boolean(rate?.billedAt),
  };
}

/**
 * duesRates/{year} documents, as read (missing ones left out), as the schedule the past-due
 * split reads: each year's price and due date where the board set them.
 */
export function duesScheduleFrom(snapshots: readonly DocumentSnapshot[]): DuesSchedule {
  return duesScheduleOf(
    snapshots
      .filter((snap) => Number.isInteger(snap.get('amountCents')) && typeof snap.get('dueDate') === 'string')
      .map((snap) => ({
        year: snap.id,
        amountCents: snap.get('amountCents') as number,
        dueDate: snap.get('dueDate') as string,
      })),
  );
}

/** Every rate the board set, as that schedule (a few documents). */
export async function duesScheduleIn(db: Firestore): Promise<DuesSchedule> {
  const snap = await db.collection(COLLECTIONS.duesRates).select('amountCents', 'dueDate').get();
  return duesScheduleFrom(snap.docs);
}
